import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@/app/query';
import { createSession } from '@/app/session-machine';
import { refreshCurrentUser, sessionStore } from '@/session/model/session-store';
import type { User } from '@contract/schemas';
import {
  control as controlCall,
  appSession,
  loginAs,
  ORIGIN,
  renderApp,
  setupTestBackend,
  testConfig,
} from '@tests/support/app-harness';

const api = setupTestBackend();

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 6000 });
const userWith = (token: string) =>
  fetch(`${ORIGIN}/api/v1/user`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });

describe('session', () => {
  it('Logout revokes the token on the server, not only on this device', async () => {
    const session = await loginAs('demo@example.com');
    await renderApp({ path: '/main/dashboard', session, returning: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await heading('Log in')).toBeInTheDocument();
    await waitFor(async () => expect((await userWith(session.token)).status).toBe(401));
  });

  it.each([
    ['/revoke', 'Support ended your session. Please log in again.'],
    ['/reset', 'Your session has expired. Please log in again.'],
  ])(
    'a session ended on the server (%s) lands on the login page saying why, and signing in again forgets it',
    async (control, reason) => {
      const session = await loginAs('demo@example.com');
      await renderApp({ path: '/main/dashboard', session, returning: true });
      expect(await heading('Dashboard')).toBeInTheDocument();
      await controlCall('POST', control, { email: 'demo@example.com' });
      // The next call meets the 401: here, the user read again as an event would.
      await refreshCurrentUser().catch(() => undefined);
      expect(await heading('Log in')).toBeInTheDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent(`You were signed out${reason}`);
      const again = await loginAs('demo@example.com');
      await appSession().signIn(again.user as User, again.token);
      expect(localStorage.getItem('session-ended')).toBeNull();
    },
  );

  it.each(['/?q=123456', '/?q=true', '/?type=advanced', '/login?type=1'])(
    'a stray search value (%s) still shows the login page',
    async (path) => {
      await renderApp({ path, returning: true });
      expect(await heading('Log in')).toBeInTheDocument();
    },
  );

  it("a save of the stored session made before this page read it (the tab's previous page, as it unloaded) sends no one home", async () => {
    const session = await loginAs('demo@example.com');
    let tokenAtSave: string | null | undefined;
    await renderApp({
      path: '/trading',
      session,
      returning: true,
      // The config is asked for as the start begins, while this page is still reading the stored session.
      loadConfig: async () => {
        tokenAtSave = sessionStore.get().token;
        window.dispatchEvent(new StorageEvent('storage', { key: 'user-storage' }));
        return testConfig();
      },
    });
    expect(tokenAtSave).toBeNull();
    expect(await heading('Trading')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/trading');
  });

  it('a numeric auto-login token is tried, not a crash', async () => {
    await renderApp({ path: '/auto-login?token=12345', returning: true });
    // The server's 401 signs out and sends the visitor to log in.
    expect(await heading('Log in')).toBeInTheDocument();
    expect(sessionStore.get().token).toBeNull();
  });

  it('an auto-login link without a token says so and offers a way to log in', async () => {
    await renderApp({ path: '/auto-login', returning: true });
    expect(await heading('Sign-in link not valid')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByText(/missing or has expired/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Go to log in' }));
    expect(await heading('Log in')).toBeInTheDocument();
  });

  it('starting a session wipes whatever an earlier session cached', async () => {
    queryClient.setQueryData(['site', 'data'], { assets: [], accounts: [{ id: 1 }] });
    const { token, user } = await loginAs('admin@example.com');
    const machine = createSession({
      loadQueryClient: async () => queryClient,
      loadConfig: () => Promise.reject(new Error('not asked')),
      navigateHome: () => undefined,
    });
    // The earlier session's machine: its query client is loaded.
    await machine.queries();
    await machine.signIn(user as User, token);
    expect(queryClient.getQueryData(['site', 'data'])).toBeUndefined();
    expect(sessionStore.get().token).toBe(token);
  });
});

describe('admin screens', () => {
  it('send a customer whose profile arrives after the route guard ran to their dashboard', async () => {
    const { token } = await loginAs('demo@example.com');
    await renderApp({ path: '/admin/chat', session: { token, user: null }, returning: true });
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/main/dashboard');
  });
});

describe('a signed-in start', () => {
  it("asks for each of the dashboard's data once: the loader, then the post-login fetch, never the same twice", async () => {
    const asked: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'GET') asked.push(url.pathname.replace('/api/v1', ''));
    });
    const times = (path: string) => asked.filter((candidate) => candidate === path).length;
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(await heading('Dashboard')).toBeInTheDocument();
    // The post-login fetch: the user, 100 ms after arriving, then the site data the loader has asked.
    await waitFor(() => expect(times('/user')).toBe(1));
    await waitFor(() => expect(sessionStore.get().isLoading).toBe(false));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(times('/data')).toBe(1);
    expect(times('/open/trades')).toBe(1);
    expect(times('/closed/trades')).toBe(1);
    expect(times('/accounts')).toBe(1);
    expect(times('/user')).toBe(1);
  });
});
