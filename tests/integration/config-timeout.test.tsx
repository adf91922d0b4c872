import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadConfig } from '@/config/load-config';
import { configureApiClient } from '@/lib/api';
import { REQUEST_TIMEOUT_MS } from '@/lib/api';
import { loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 8000 });
const offlineNotice = 'Offline. Showing what was last loaded.';

/** The real config loader, with time limits short enough for a test and jsdom's origin for its path. */
const CONFIG_TIMEOUT_MS = 300;
const realConfig = () =>
  loadConfig((input, init) => fetch(new URL(String(input), ORIGIN), init), window.location, {
    timeoutMs: CONFIG_TIMEOUT_MS,
  });

/** /config.json answers nothing until released; then it answers as a host without one (the defaults). */
let releaseConfig = () => {};
function hangConfig() {
  const held = new Promise<void>((resolve) => (releaseConfig = resolve));
  api.server.use(
    http.get(`${ORIGIN}/config.json`, async () => {
      await held;
      return new HttpResponse('Not found', { status: 404 });
    }),
  );
}

beforeEach(() => configureApiClient({ timeoutMs: 600 }));
afterEach(() => {
  releaseConfig();
  configureApiClient({ timeoutMs: REQUEST_TIMEOUT_MS });
});

describe('a /config.json that never answers', () => {
  it("ends a first visit on 'Site Unreachable', and 'Try Again' asks for the config again", async () => {
    hangConfig();
    await renderApp({ path: '/', loadConfig: realConfig });
    expect(await heading('Site Unreachable')).toBeInTheDocument();

    releaseConfig();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await heading('Log in')).toBeInTheDocument();
  });

  it('ends the call within the request time-out, even while the config is still on its way', async () => {
    // A config load with no bound of its own: only the call's clock can end the wait.
    await renderApp({ path: '/', loadConfig: () => new Promise(() => {}) });
    expect(await heading('Site Unreachable')).toBeInTheDocument();
  });

  it("lets a returning user's automatic sign-in end offline, with what was last loaded, until it answers", async () => {
    const session = await loginAs('demo@example.com');
    hangConfig();
    await renderApp({ path: '/main/dashboard', session, returning: true, loadConfig: realConfig });
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(await screen.findByText(offlineNotice, {}, { timeout: 8000 })).toBeInTheDocument();

    releaseConfig();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(offlineNotice)).not.toBeInTheDocument(), { timeout: 8000 });
  });
});
