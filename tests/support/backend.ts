/**
 * The reference backend inside msw/node for one test file: listening before the tests, reseeded
 * after each, closed after all. Component tests that call the API directly also get the API
 * client pointed at it (the whole-app harness configures the client itself, as the app does).
 */
import { http } from 'msw';
import { createTestBackend, type TestBackend } from '@server/msw/node';
import { configureApiClient } from '@/lib/api';

interface Options {
  /** Point the API client at the backend, sending this token. */
  client?: { token: () => string | null };
}

export function setupTestBackend({ client }: Options = {}): TestBackend {
  const api = createTestBackend({ faultHangMs: 50 });
  beforeAll(() => {
    api.server.listen({ onUnhandledRequest: 'error' });
    if (client) configureApiClient({ baseUrl: () => '/api/v1', token: client.token });
  });
  afterEach(() => api.reset());
  afterAll(() => api.close());
  return api;
}

/**
 * Holds every call to one endpoint until `release()` is called, then answers it from the backend:
 * for seeing what a screen shows while it waits.
 */
export function holdEndpoint(api: TestBackend, method: 'get' | 'post', path: string): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  api.server.use(
    http[method](`*/api/v1${path}`, async ({ request }) => {
      await held;
      return api.backend.app.fetch(request);
    }),
  );
  return release;
}
