/**
 * The heartbeat in the running app, against the reference backend in msw: one at start, one when
 * the tab comes back, none for a blocked account, none after Logout. Its timing is unit-tested with
 * fake timers in src/features/presence/model/heartbeat.test.ts.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { control, loginAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();

function heartbeats() {
  const calls: number[] = [];
  api.server.events.on('response:mocked', ({ request, response }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/user/heartbeat')
      calls.push(response.status);
  });
  return calls;
}

/** The tab is hidden or shown again, as the browser reports it. */
function setVisible(visible: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

afterEach(() => {
  api.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('heartbeat', () => {
  it('beats at start and when the tab is shown again, and stops at Logout', async () => {
    const calls = heartbeats();
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 6000 });
    await waitFor(() => expect(calls).toEqual([200]));
    setVisible(false);
    setVisible(true);
    await waitFor(() => expect(calls).toEqual([200, 200]));

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 6000 })).toBeInTheDocument();
    setVisible(false);
    setVisible(true);
    // A beat sent above would be answered before this later call is.
    await control('POST', '/reset', {});
    expect(calls).toEqual([200, 200]);
  });

  it('a deactivated account, which the server would refuse, sends none', async () => {
    const calls = heartbeats();
    await control('PATCH', '/users', { email: 'demo@example.com', status: 'deactivated' });
    await renderApp({ path: '/main/dashboard', session: await loginAs('demo@example.com'), returning: true });
    expect(
      await screen.findByRole('heading', { name: 'Account Currently Disabled' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    setVisible(false);
    setVisible(true);
    // A beat sent above would be answered before this later call is.
    await control('POST', '/reset', {});
    expect(calls).toEqual([]);
  });
});
