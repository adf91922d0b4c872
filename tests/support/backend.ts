/**
 * The reference backend inside msw/node for one test file: listening before the tests, reseeded
 * after each, closed after all. Component tests that call the API directly also get the API
 * client pointed at it (the whole-app harness configures the client itself, as the app does).
 */
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
