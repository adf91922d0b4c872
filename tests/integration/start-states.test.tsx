import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/session/model/session-store';
import { control, loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 6000 });

describe('site start, from the reference backend', () => {
  it('runs the loading bar with the tenant name, then shows the login page', async () => {
    await renderApp({ path: '/' });
    expect(screen.getByText('Loading market data...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading progress' })).toBeInTheDocument();
    // The tenant's name on the bar; the login page is built behind it, hidden, and shows once it ends.
    const bar = screen.getByRole('main', { busy: true });
    expect(await within(bar).findByText('Northwind Markets')).toBeInTheDocument();
    expect(await heading('Log in')).toBeInTheDocument();
    expect(bar).not.toBeInTheDocument();
    expect(document.title).toBe('Northwind Markets');
  });

  it("shows 'Site Unreachable' when settings fail, and 'Try Again' recovers", async () => {
    await control('POST', '/faults', { path: '/settings', status: 500, times: 1 });
    await renderApp({ path: '/', returning: true });
    expect(await heading('Site Unreachable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await heading('Log in')).toBeInTheDocument();
  });

  it('treats an answer that breaks the contract as unreachable, never a crash', async () => {
    api.server.use(
      http.get(`${ORIGIN}/api/v1/settings`, () => HttpResponse.json({ data: { name: 42 } }), { once: true }),
    );
    await renderApp({ path: '/', returning: true });
    expect(await heading('Site Unreachable')).toBeInTheDocument();
  });

  it('never lets a stored session off its contract reach a screen: the visitor logs in, and the copy is gone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { token } = await loginAs('demo@example.com');
    await renderApp({
      path: '/main/dashboard',
      session: { token, user: { id: 'one', first_name: 'Mallory', notifications: 'none' } },
    });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(screen.queryByText(/Mallory/)).not.toBeInTheDocument();
    expect(sessionStore.get()).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('user-storage')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[storage] discarded invalid user-storage', expect.any(String));
  });

  it("shows 'Site Temporarily Disabled' with the tenant's message and contact", async () => {
    await control('PATCH', '/settings', { status: 'disabled', maintenanceMessage: 'Back at six.' });
    await renderApp({ path: '/', returning: true });
    expect(await heading('Site Temporarily Disabled')).toBeInTheDocument();
    expect(screen.getByText('Back at six.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await control('PATCH', '/settings', { status: 'active' });
    await userEvent.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await heading('Log in')).toBeInTheDocument();
  });
});

describe('offline', () => {
  const offlineSettings = () => http.get(`${ORIGIN}/api/v1/settings`, () => HttpResponse.error());

  it('a returning visitor keeps the app and what it last loaded, with a notice, until the network returns', async () => {
    api.server.use(offlineSettings());
    await renderApp({ path: '/', returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(await screen.findByText('Offline. Showing what was last loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Site Unreachable' })).not.toBeInTheDocument();

    api.server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(screen.queryByText('Offline. Showing what was last loaded.')).not.toBeInTheDocument(),
    );
    expect(document.title).toBe('Northwind Markets');
  });

  it("a first visit with no network shows 'Site Unreachable', titled as the page was served", async () => {
    api.server.use(offlineSettings());
    // The title the host (or the worker's copy of its page) filled in.
    document.title = 'Harbour Trading';
    await renderApp({ path: '/' });
    expect(await heading('Site Unreachable')).toBeInTheDocument();
    expect(document.title).toBe('Harbour Trading');
  });
});

describe('user gating, from the reference backend', () => {
  it("shows 'Account Currently Disabled' to a deactivated user", async () => {
    await renderApp({
      path: '/main/dashboard',
      session: await loginAs('disabled@example.com'),
      returning: true,
    });
    expect(await heading('Account Currently Disabled')).toBeInTheDocument();
    expect(
      screen.getByText('Your account is currently disabled, please contact support.'),
    ).toBeInTheDocument();
  });

  it("shows 'Awaiting Approval' to a pending user when the site requires verification", async () => {
    await renderApp({
      path: '/main/dashboard',
      session: await loginAs('pending@example.com'),
      returning: true,
    });
    expect(await heading('Awaiting Approval')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await heading('Log in')).toBeInTheDocument();
    expect(sessionStore.get().token).toBeNull();
  });

  it('lets a pending user in when the site does not require verification', async () => {
    await control('PATCH', '/settings', { must_verify_account: false });
    await renderApp({
      path: '/main/dashboard',
      session: await loginAs('pending@example.com'),
      returning: true,
    });
    expect(await heading('Dashboard')).toBeInTheDocument();
  });

  it('signs out and goes to / when the token is refused', async () => {
    const session = await loginAs('demo@example.com');
    await control('POST', '/revoke', { email: 'demo@example.com' });
    await renderApp({ path: '/main/dashboard', session, returning: true });
    expect(await heading('Log in')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sessionStore.get().token).toBeNull();
  });
});
