import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSession } from '@/app/session-machine';
import { resolveConfig } from '@/config/load-config';
import { createDraft, DRAFT_MAX_AGE_MS } from '@/features/onboarding/model/draft';
import { saveDraft } from '@/features/onboarding/model/draft-store';
import { queryClient } from '@/app/query';
import { holdEndpoint } from '@tests/support/backend';
import { control, loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';

/**
 * The sign-up draft (`registration_data`) holds a password in plain text: it must not outlive the
 * visitor who typed it, whoever signs in or out on this device afterwards.
 */
const api = setupTestBackend();

const DRAFT_KEY = 'registration_data';
const stored = () => localStorage.getItem(DRAFT_KEY);

/** Someone started a sign-up on this device and walked away. */
function leaveDraft(signedUpAt = new Date()) {
  saveDraft(
    createDraft({ email: 'visitor@example.com', password: 'visitors-secret', countryCode: 'GB' }, signedUpAt),
  );
  expect(stored()).toContain('visitors-secret');
}

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 6000 });

describe('the sign-up draft', () => {
  it('is removed when someone else logs in', async () => {
    await renderApp({ path: '/', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    leaveDraft();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('is removed when an auto-login link signs someone in', async () => {
    const { token } = await loginAs('demo@example.com');
    const release = holdEndpoint(api, 'get', '/user');
    await renderApp({ path: `/auto-login?token=${token}`, returning: true });
    leaveDraft();
    release();
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('is removed on Logout', async () => {
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(await heading('Dashboard')).toBeInTheDocument();
    leaveDraft();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await heading('Log in')).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('is removed when a 401 signs the user out', async () => {
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(await screen.findByRole('list', { name: 'Trading accounts' }, { timeout: 6000 })).toBeVisible();
    leaveDraft();
    await control('POST', '/revoke', { email: 'demo@example.com' });
    // The dashboard's next request meets the revoked token.
    void queryClient.invalidateQueries();
    expect(await heading('Log in')).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('is removed when another tab signs out', async () => {
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(await heading('Dashboard')).toBeInTheDocument();
    leaveDraft();
    // What this tab sees when another one signs out: its session key is gone.
    localStorage.removeItem('user-storage');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user-storage', newValue: null }));
    expect(await heading('Log in')).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('is removed at start once its hour is over, before any page reads it', async () => {
    leaveDraft(new Date(Date.now() - DRAFT_MAX_AGE_MS - 60_000));
    const session = createSession({
      loadQueryClient: async () => queryClient,
      loadConfig: async () =>
        resolveConfig(
          {
            api: { rules: [], fallback: 'origin', path: '/api/v1' },
            pusher: { enabled: false, key: 'k', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: false },
            priceFeed: { enabled: false, url: null, path: '/socket.io', key: 'k' },
          },
          new URL(ORIGIN),
        ),
      navigateHome: () => undefined,
    });
    await session.start();
    expect(stored()).toBeNull();
    // Let the settings request it started finish inside this test.
    await waitFor(() => expect(localStorage.getItem('site-settings-storage')).not.toBeNull());
    session.stop();
  });
});
