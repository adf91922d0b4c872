/**
 * The reference backend inside msw for vitest: `fetch` to any `.../api/v1/...` URL is answered
 * by the same Hono app the Node host serves.
 *
 *   const api = createTestBackend();
 *   beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => api.reset());
 *   afterAll(() => api.close());
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createBackend, type Backend, type BackendOptions } from '../api';
import { backendHandlers } from './handlers';

export interface TestBackend {
  backend: Backend;
  server: SetupServer;
  /** Reseeds the tenant and drops handlers a test added with server.use(). */
  reset(): void;
  close(): void;
}

export function createTestBackend(options: BackendOptions = {}): TestBackend {
  const backend = createBackend(options);
  const server = setupServer(...backendHandlers(backend));
  return {
    backend,
    server,
    reset() {
      backend.reset();
      server.resetHandlers();
    },
    close() {
      server.close();
      backend.dispose();
    },
  };
}
