/**
 * The dashboard's trade lists while the live connection is on its way: the trade channel's first
 * subscription and the lists' first fetch are one request, and a trade event that arrives while the
 * lists are being fetched stays on screen when their (older) answer lands.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { channels } from '@/lib/realtime';
import { channelSubscribed } from '@/lib/realtime/registry';
import { setRealtimeStatus, setSubscription } from '@/lib/realtime/status-store';
import { recordEvents } from '@server/testing/events';
import { control, loginAs, postAs, renderApp, setupTestBackend } from '@tests/support/app-harness';
import { deliver } from '@tests/support/realtime';

const api = setupTestBackend();

// The connection is the test's: it says when the trade channel is subscribed.
vi.mock('@/lib/realtime/echo', () => ({ connectRealtime: vi.fn(), disconnectRealtime: vi.fn() }));

// A Wednesday noon: the markets are open whatever day the test runs on, so the trade can be closed.
beforeEach(() => control('POST', '/markets/clock', { at: '2030-01-02T12:00:00Z' }));

/** The demo customer's XAU/USD position, open in the seed. */
const XAU_TRADE = 1031;

/** Every GET of a trade list the page makes, as `open` or `closed`. */
function tradeListRequests() {
  const asked: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const list = /\/api\/v1\/(open|closed)\/trades$/.exec(new URL(request.url).pathname)?.[1];
    if (request.method === 'GET' && list) asked.push(list);
  };
  api.server.events.on('request:start', record);
  onTestFinished(() => api.server.events.removeListener('request:start', record));
  return asked;
}

/** The connection opens and the trade channel's subscription succeeds, as echo.ts reports them. */
function subscribe(userId: number) {
  const channel = channels.trade(userId);
  act(() => {
    setRealtimeStatus({ state: 'connected' });
    setSubscription(channel, { state: 'subscribed' });
    channelSubscribed(channel);
  });
}

async function openDashboardWhileConnecting() {
  const session = (await loginAs('demo@example.com')) as { token: string; user: { id: number } };
  onTestFinished(() => {
    setSubscription(channels.trade(session.user.id), undefined);
    setRealtimeStatus({ state: 'disconnected' });
  });
  await renderApp({ path: '/main/dashboard', session, returning: true, pusher: true });
  // The site data (and so the account) is there: only the channel holds the lists back.
  await screen.findByRole('list', { name: 'Trading accounts' });
  return session;
}

const openList = () => screen.findByRole('list', { name: 'Open trades' });

describe('the trade lists and the trade channel', () => {
  it('ask for each list once: the subscription’s catch-up is their first fetch', async () => {
    const asked = tradeListRequests();
    const session = await openDashboardWhileConnecting();
    expect(asked).toEqual([]);
    subscribe(session.user.id);
    const list = await openList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    await screen.findByRole('list', { name: 'Closed trades' });
    expect(asked.toSorted()).toEqual(['closed', 'open']);
  });

  it('keep a trade event that arrives while they are fetched, over the older answer', async () => {
    const session = await openDashboardWhileConnecting();
    // The open list's answer is read at once, and held until the close has been delivered.
    let answered!: () => void;
    const read = new Promise<void>((resolve) => (answered = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.get('*/api/v1/open/trades', async ({ request }) => {
        const answer = await api.backend.app.fetch(request);
        answered();
        await held;
        return answer;
      }),
    );
    const events = recordEvents(api.backend.bus);
    onTestFinished(events.stop);
    subscribe(session.user.id);
    await read;
    const close = await postAs(session.token, `/trades/${XAU_TRADE}/close`, {});
    expect(close.status, await close.clone().text()).toBe(200);
    const [closed] = events.named('trade.updated');
    expect(closed!.data).toMatchObject({ trade: { id: XAU_TRADE } });
    await deliver(`trade.${session.user.id}`, 'trade.updated', closed!.data);
    await act(async () => release());
    const list = await openList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).queryByText('XAU/USD')).toBeNull();
  });
});
