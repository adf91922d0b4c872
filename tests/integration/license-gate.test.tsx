import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { licenseStore } from '@/site/model/license-store';
import { configureApiClient } from '@/lib/api';
import { REQUEST_TIMEOUT_MS } from '@/lib/api';
import { control, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';
import { holdEndpoint } from '@tests/support/backend';

const api = setupTestBackend();

/** The page's own flag turns the gate on. */
function askForLicense() {
  const meta = document.createElement('meta');
  meta.name = 'check-valid-code';
  meta.content = 'true';
  document.head.append(meta);
  return () => meta.remove();
}

describe('license gate', () => {
  let restore: () => void;
  beforeEach(() => (restore = askForLicense()));
  afterEach(() => restore());

  it("says 'Validating license...', then opens the site for a code the tenant knows, and remembers it", async () => {
    const release = holdEndpoint(api, 'get', '/get/s');
    await renderApp({ path: '/?q=DEMO-LICENSE-2026', returning: true });
    expect(await screen.findByText('Validating license...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('v_license')).toBe('DEMO-LICENSE-2026');
    expect(JSON.parse(localStorage.getItem('license-storage')!).state).toEqual({
      licenseCode: 'DEMO-LICENSE-2026',
      isValid: true,
    });
  });

  it.each(['/?q=UNKNOWN-CODE', '/?q=12345', '/'])('shows a blank page for %s', async (path) => {
    const view = await renderApp({ path, returning: true });
    await waitFor(() => expect(licenseStore.get().phase).toBe('done'));
    expect(licenseStore.get().isValid).toBe(false);
    expect(view.container.textContent).toBe('');
  });

  describe('when the check gets no usable answer', () => {
    const path = '/?q=DEMO-LICENSE-2026';
    const retryHeading = () => screen.findByRole('heading', { name: 'License Check Failed' });
    afterEach(() => configureApiClient({ timeoutMs: REQUEST_TIMEOUT_MS }));
    // A license this device kept from an earlier visit: a failed check must clear it.
    const remembered = { 'license-storage': { licenseCode: 'DEMO-LICENSE-2026', isValid: true } };

    /** The screen says what happened, the stored license is cleared, and 'Try Again' gets the site. */
    async function expectRetryThatRecovers() {
      expect(await retryHeading()).toBeInTheDocument();
      expect(
        screen.getByText(
          "We couldn't reach the server to check this site's license. Check your connection and try again.",
        ),
      ).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('license-storage')!).state).toEqual({
        licenseCode: null,
        isValid: false,
      });
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(licenseStore.get()).toMatchObject({ licenseCode: 'DEMO-LICENSE-2026', isValid: true });
    }

    it('offers a retry after a server error', async () => {
      await control('POST', '/faults', { path: '/get/s', status: 503, times: 1 });
      await renderApp({ path, returning: true, remembered });
      await expectRetryThatRecovers();
    });

    it('offers a retry when offline', async () => {
      api.server.use(http.get(`${ORIGIN}/api/v1/get/s`, () => HttpResponse.error(), { once: true }));
      await renderApp({ path, returning: true, remembered });
      await expectRetryThatRecovers();
    });

    it('offers a retry after a time-out', async () => {
      configureApiClient({ timeoutMs: 200 });
      const release = holdEndpoint(api, 'get', '/get/s');
      await renderApp({ path, returning: true });
      expect(await retryHeading()).toBeInTheDocument();
      release();
      configureApiClient({ timeoutMs: REQUEST_TIMEOUT_MS });
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    });
  });
});
