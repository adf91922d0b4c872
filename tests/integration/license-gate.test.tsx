import { screen, waitFor } from '@testing-library/react';
import { licenseStore } from '@/features/site/model/license-store';
import { renderApp, setupTestBackend } from '@tests/support/app-harness';
import { holdEndpoint } from '@tests/support/backend';

const api = setupTestBackend();

/** The page's own flag turns the gate on (spec.md section 4). */
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
});
