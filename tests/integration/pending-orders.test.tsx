/**
 * Pending orders on /trading against the reference backend inside msw: a buy limit placed from the
 * ticket shows under Orders at once (from the answer); when the server fills it, its events take it
 * off the list and put the position in the open trades, and no list is asked for again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { clearToasts } from '@/components/ui/toast';
import { m } from '@/i18n';
import { priceStore } from '@/lib/prices';
import { control, loginAs, renderApp, setupTestBackend } from '@tests/support/app-harness';
import { deliver } from '@tests/support/realtime';
import { recordEvents } from '@server/testing/events';

// jsdom has no canvas: a stand-in records what the chart is fed.
vi.mock('lightweight-charts', () => import('@tests/support/fake-chart'));

const api = setupTestBackend();
const userEvent = userEventBase.setup({ delay: null });
const SYMBOL = 'BTC/USD';

beforeEach(() => {
  priceStore.clear();
  clearToasts();
});

it(
  'shows a placed buy limit under Orders, and its fill moves it to the open trades',
  { timeout: 60_000 },
  async () => {
    // BTC/USD held at a bid of 64,000.00, its ask 64,025.00.
    await control('POST', '/prices', { symbol: SYMBOL, price: 64_000, hold: true });
    const session = (await loginAs('demo@example.com')) as { token: string; user: { id: number } };
    const events = recordEvents(api.backend.bus);
    onTestFinished(events.stop);
    const view = await renderApp({ path: '/trading', session, returning: true });
    onTestFinished(() => view.unmount());
    await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const orders = await screen.findByRole(
      'region',
      { name: m.trading.pendingOrders.title },
      { timeout: 8000 },
    );
    await within(orders).findByText(m.trading.pendingOrders.none, {}, { timeout: 8000 });

    await userEvent.click(screen.getByRole('button', { name: m.trading.ticket.tradeLabel(SYMBOL) }));
    const ticket = await screen.findByRole('dialog', { name: m.trading.ticket.label });
    await userEvent.click(within(ticket).getByRole('radio', { name: 'Limit' }));
    const price = within(ticket).getByLabelText(m.trading.ticket.orderPrice);
    expect(price).toHaveAccessibleDescription('Below the ask: buys when the ask falls to it.');
    await userEvent.type(price, '63000');
    await userEvent.click(
      within(ticket).getByRole('button', { name: `Place buy limit 0.01 lots ${SYMBOL}` }),
    );
    await screen.findByText('Buy limit 0.01 lots BTC/USD at 63,000.00 placed', {}, { timeout: 8000 });
    const row = await within(orders).findByRole('listitem');
    expect(row).toHaveTextContent('Buy limit');
    expect(row).toHaveTextContent('63,000.00');

    const asked: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') asked.push(new URL(request.url).pathname);
    });
    onTestFinished(() => api.server.events.removeAllListeners());
    // The ask falls through 63,000.00: the server fills the order, and the live connection hands on
    // its events.
    await control('POST', '/prices', { symbol: SYMBOL, price: 62_900, hold: true });
    const filled = events
      .named('order.updated')
      .find((e) => (e.data as { action: string }).action === 'filled');
    const opened = events.named('trade.updated').at(-1);
    expect(filled).toBeDefined();
    await deliver(`trade.${session.user.id}`, 'order.updated', filled!.data);
    await deliver(`trade.${session.user.id}`, 'trade.updated', opened!.data);
    await within(orders).findByText(m.trading.pendingOrders.none);
    const open = screen.getByRole('list', { name: m.trading.trades.openTitle });
    await waitFor(() =>
      expect(
        within(open)
          .getAllByRole('listitem')
          .some((item) => item.textContent?.includes(SYMBOL) && item.textContent.includes('63,000.00')),
      ).toBe(true),
    );
    expect(asked.filter((path) => /pending-orders|\/(open|closed)\/trades/.test(path))).toEqual([]);
  },
);
