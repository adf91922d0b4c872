import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { queryClient } from '@/app/query';
import { siteKeys } from '@/site/api/site-data';
import { configureApiClient } from '@/lib/api';
import { REQUEST_TIMEOUT_MS } from '@/lib/api';
import { loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';
import { holdEndpoint } from '@tests/support/backend';

const api = setupTestBackend();
const slow = 'This is taking longer than usual. Still trying…';
const accounts = () => screen.findByRole('list', { name: 'Trading accounts' }, { timeout: 8000 });
const dataFails = () => http.get(`${ORIGIN}/api/v1/data`, () => HttpResponse.error());

afterEach(() => {
  configureApiClient({ timeoutMs: REQUEST_TIMEOUT_MS });
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe('a slow answer', () => {
  it('says it is taking longer than usual after the first time-out, until the answer arrives', async () => {
    configureApiClient({ timeoutMs: 300 });
    const release = holdEndpoint(api, 'get', '/data');
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(await screen.findByText(slow, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(slow).closest('[role="status"]')).not.toBeNull();

    release();
    expect(await accounts()).toBeInTheDocument();
    expect(screen.queryByText(slow)).not.toBeInTheDocument();
  });
});

describe('when the network returns', () => {
  it('loads what a page opened offline could not, without a manual retry', async () => {
    const session = await loginAs('demo@example.com');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    api.server.use(dataFails());
    await renderApp({ path: '/main/dashboard', session, returning: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // Until the site data has given up, or is waiting for the network: only then does it come back.
    await waitFor(
      () => {
        const state = queryClient.getQueryState(siteKeys.data());
        expect(state?.status === 'error' || state?.fetchStatus === 'paused').toBe(true);
      },
      { timeout: 8000 },
    );

    vi.restoreAllMocks();
    api.server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    expect(await accounts()).toBeInTheDocument();
  });

  it('asks again for what failed while the connection was down', async () => {
    api.server.use(dataFails());
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(
      await screen.findByText('Failed to fetch site data. Please try again later.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();

    window.dispatchEvent(new Event('offline'));
    api.server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    expect(await accounts()).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('Failed to fetch site data. Please try again later.'),
      ).not.toBeInTheDocument(),
    );
  });
});
