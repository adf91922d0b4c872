/**
 * The notification alert and the user's live events against the reference backend in msw: what
 * shows, what closing it sends, and how the screen follows `.notification.message` and
 * `.user.updated` (delivered through the realtime registry, as the live connection would).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '@/session/model/session-store';
import type { User } from '@contract/schemas';
import { channelSubscribed } from '@/lib/realtime/registry';
import { deliver } from '@tests/support/realtime';
import { recordEvents } from '@server/testing/events';
import { control, loginAs, postLoginReadDone, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();

const notify = (title: string, message: string, color: string) =>
  control('POST', '/notify', { customer_email: 'demo@example.com', title, message, color });

/** Signs in as demo, with the notifications the backend holds now. */
async function showDashboard() {
  const session = (await loginAs('demo@example.com')) as { token: string; user: User };
  await renderApp({ path: '/main/dashboard', session, returning: true });
  await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 6000 });
  // The app reads the user once after sign-in: so that it cannot land in the middle of a test.
  await postLoginReadDone();
  return session;
}

/** The alert showing a notification: found by its title. */
const alertTitled = (title: string) =>
  screen
    .findByText(title, { selector: 'strong' }, { timeout: 6000 })
    .then((p) => p.closest<HTMLElement>('[role]')!);

const readCalls = () => {
  const ids: string[] = [];
  api.server.events.on('request:start', ({ request }) => {
    const match = /\/notifications\/([^/]+)\/read$/.exec(new URL(request.url).pathname);
    if (match && request.method === 'POST') ids.push(decodeURIComponent(match[1]!));
  });
  return ids;
};

afterEach(() => {
  api.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('notification alert', () => {
  it('shows only the first unread, as text, with the colour of its kind', async () => {
    await notify('Older', 'Read me later', 'warning');
    await notify('Margin call', '<b>Your margin level</b> is below 100%.', 'danger');
    await showDashboard();
    const alert = await alertTitled('Margin call');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert.className).toMatch(/destructive/);
    expect(within(alert).getByText('<b>Your margin level</b> is below 100%.')).toBeVisible();
    expect(alert.querySelector('b')).toBeNull();
    expect(screen.queryByText('Older')).not.toBeInTheDocument();
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
  });

  it("names the account it is about: the live account's deposit on any account's dashboard", async () => {
    await control('POST', '/notify', {
      customer_email: 'demo@example.com',
      title: 'Bonus credited',
      message: 'A $50.00 bonus was added.',
      account_id: 'NW-100001',
    });
    await showDashboard();
    // A broker's notice about an account that its text does not name is headed with the account.
    const bonus = await alertTitled('Bonus credited');
    expect(within(bonus).getByText('Live account NW-100001: A $50.00 bonus was added.')).toBeInTheDocument();
    await userEvent.click(within(bonus).getByRole('button', { name: 'Dismiss' }));
    // The server's own notices name the account in their text: said once, not twice.
    const deposit = await alertTitled('Deposit received');
    expect(
      within(deposit).getByText('Your card deposit of $500.00 was credited to your live account NW-100001.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['success', 'success', 'status'],
    ['warning', 'warning', 'alert'],
    ['info', 'default', 'status'],
  ])('a %s notification is a %s alert', async (color, variant, role) => {
    await notify(`A ${color} one`, 'Body', color);
    await showDashboard();
    const alert = await alertTitled(`A ${color} one`);
    expect(alert).toHaveAttribute('role', role);
    expect(alert.className).toMatch(new RegExp(variant));
  });

  it('closing marks it read on the server and shows the next unread', async () => {
    await notify('Second', 'The next one', 'warning');
    await notify('First', 'The newest', 'danger');
    const calls = readCalls();
    await showDashboard();
    const first = await alertTitled('First');
    const firstId = sessionStore.get().user!.notifications.find((n) => n.title === 'First')!.id;
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    expect(await alertTitled('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([firstId]));
    // The server keeps it: the user as answered now has it read.
    const { user } = (await loginAs('demo@example.com')) as { user: User };
    expect(user.notifications.find((n) => n.id === firstId)?.read).toBe(true);
    // Closing the last one leaves no alert.
    await userEvent.click(within(await alertTitled('Second')).getByRole('button', { name: 'Dismiss' }));
    await userEvent.click(
      within(await alertTitled('Deposit received')).getByRole('button', { name: 'Dismiss' }),
    );
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('a temp- notification is only dismissed here: no call to the server', async () => {
    const calls = readCalls();
    await showDashboard();
    // A notification only this device knows (the server's list would replace it on the next refresh).
    const temp = {
      id: 'temp-42',
      title: 'Saved offline',
      message: 'Local only',
      color: 'success',
      read: false,
    };
    act(() => {
      const user = sessionStore.get().user!;
      sessionStore.set({ user: { ...user, notifications: [temp, ...user.notifications] } });
    });
    const alert = await alertTitled('Saved offline');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(await alertTitled('Deposit received')).toBeInTheDocument();
    expect(sessionStore.get().user!.notifications.find((n) => n.id === 'temp-42')?.read).toBe(true);
    // Closing the next one calls the server: a call for the temp- one would have come first.
    const deposit = sessionStore.get().user!.notifications.find((n) => n.title === 'Deposit received')!;
    await userEvent.click(
      within(await alertTitled('Deposit received')).getByRole('button', { name: 'Dismiss' }),
    );
    await waitFor(() => expect(calls).toEqual([deposit.id]));
  });

  it('a refused mark-read brings the notification back, with an error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.post('*/api/v1/notifications/:id/read', async () => {
        await held;
        return HttpResponse.json({ message: 'Server error' }, { status: 500 });
      }),
    );
    await showDashboard();
    const alert = await alertTitled('Deposit received');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    // Optimistic: gone at once, and read in the stored user while the call runs.
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
    expect(sessionStore.get().user!.notifications.find((n) => n.title === 'Deposit received')?.read).toBe(
      true,
    );
    release();
    expect(await alertTitled('Deposit received')).toBeInTheDocument();
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(
      await toasts.findByText('The notification could not be marked as read. Please try again.'),
    ).toBeInTheDocument();
    expect(sessionStore.get().user!.notifications.find((n) => n.title === 'Deposit received')?.read).toBe(
      false,
    );
  });
});

describe('live user events', () => {
  it('.notification.message plays the sound and shows the new notification', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('blocked'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await showDashboard();
    await alertTitled('Deposit received');
    await notify('Live one', 'Just arrived', 'warning');
    const notification = {
      id: 'x',
      title: 'Live one',
      message: 'Just arrived',
      color: 'warning',
      read: false,
    };
    await deliver(`notification.${user.id}`, 'notification.message', { notification });
    expect(await alertTitled('Live one')).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);
    // Autoplay refused: only logged, the alert shows all the same.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[notifications] sound not played', expect.anything()),
    );
  });

  it('a notification sent after the user was fetched and before the channel was subscribed shows once it is', async () => {
    const { user } = await showDashboard();
    await alertTitled('Deposit received');
    // Its event went out while nobody was subscribed: it never arrives.
    await notify('In the gap', 'Sent before the subscription', 'warning');
    expect(screen.queryByText('In the gap', { selector: 'strong' })).toBeNull();
    act(() => channelSubscribed(`notification.${user.id}`));
    expect(await alertTitled('In the gap')).toBeInTheDocument();
  });

  it('.user.updated after a deactivation shows the disabled screen, and the reactivation lifts it', async () => {
    const { user } = await showDashboard();
    await control('PATCH', '/users', { email: 'demo@example.com', status: 'deactivated' });
    await deliver(`user.${user.id}`, 'user.updated', {});
    expect(
      await screen.findByRole('heading', { name: 'Account Currently Disabled' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    await control('PATCH', '/users', { email: 'demo@example.com', status: 'active' });
    await deliver(`user.${user.id}`, 'user.updated', {});
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 6000 })).toBeInTheDocument();
  });

  it('.user.updated carrying the user is stored as it is: the user is not asked for again, only the funds', async () => {
    const { user } = await showDashboard();
    const told = recordEvents(api.backend.bus);
    onTestFinished(told.stop);
    const asked: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') asked.push(new URL(request.url).pathname);
    });
    await control('PATCH', '/users', { email: 'demo@example.com', status: 'deactivated' });
    const [updated] = told.named('user.updated');
    await deliver(`user.${user.id}`, 'user.updated', updated!.data);
    expect(sessionStore.get().user?.status).toBe('deactivated');
    expect(
      await screen.findByRole('heading', { name: 'Account Currently Disabled' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(asked.filter((path) => path === '/api/v1/user')).toEqual([]);
  });

  it('a failed user refresh is tried again after 5 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await showDashboard();
    await control('PATCH', '/users', { email: 'demo@example.com', status: 'deactivated' });
    let failures = 1;
    api.server.use(
      http.get('*/api/v1/user', () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'Unavailable' }, { status: 503 });
        return undefined;
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await deliver(`user.${user.id}`, 'user.updated', {});
      await vi.advanceTimersByTimeAsync(1000);
      expect(failures).toBe(0);
      expect(screen.queryByRole('heading', { name: 'Account Currently Disabled' })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(5000);
    } finally {
      vi.useRealTimers();
    }
    expect(
      await screen.findByRole('heading', { name: 'Account Currently Disabled' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  });
});
