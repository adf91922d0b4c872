/**
 * Orders and positions on /trading against the reference backend inside msw: the ticket places an
 * order and the position shows, its volume in lots; a refusal lands beside its field or as the form's
 * message; a position is closed in part, typed in lots, and then in whole, and its stops changed; a
 * halted market refuses. BTC/USD trades
 * every day of the week, so these do not depend on the day they run.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clearToasts } from '@/components/ui/toast';
import { m } from '@/i18n';
import { priceStore } from '@/lib/prices';
import { availablePartsOf } from '@server/api/domain/available';
import { liveAccount } from '@server/api/domain/accounts';
import { formatMoney } from '@contract/rules/format';
import { parseAmount } from '@contract/rules/money';
import {
  control,
  loginAs,
  postAs,
  postLoginReadDone,
  renderApp,
  setupTestBackend,
} from '@tests/support/app-harness';
import { deliver } from '@tests/support/realtime';
import { recordEvents } from '@server/testing/events';
import { queryClient } from '@/app/query';
import { openTradesQuery } from '@/features/trading/api/open-trades';

// jsdom has no canvas: a stand-in records what the chart is fed.
vi.mock('lightweight-charts', () => import('@tests/support/fake-chart'));

const api = setupTestBackend();
/** Keys without a pause between them: these tests type a good deal, on a busy machine too. */
const userEvent = userEventBase.setup({ delay: null });
/** A place-then-close story makes a dozen round trips to the backend. */
const STORY_MS = 60_000;

beforeEach(async () => {
  priceStore.clear();
  clearToasts();
  // A Wednesday noon: EUR/USD, which some tests trade, is open whatever day they run on.
  await control('POST', '/markets/clock', { at: '2030-01-02T12:00:00Z' });
});

const SYMBOL = 'BTC/USD';
/** The demo customer's practice account. */
const DEMO = 'NW-900001';

let view: Awaited<ReturnType<typeof renderApp>> | undefined;

async function openTrading(email = 'demo@example.com') {
  // A test that opens the page again starts it afresh, as a reload would.
  view?.unmount();
  view = await renderApp({ path: '/trading', session: await loginAs(email), returning: true });
  await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
  return screen.findByRole('list', { name: m.trading.trades.openTitle }, { timeout: 8000 });
}

afterEach(() => {
  view = undefined;
});

/** Opens the ticket from the market row's 'Trade' button. */
async function openTicket(symbol = SYMBOL) {
  await userEvent.click(screen.getByRole('button', { name: m.trading.ticket.tradeLabel(symbol) }));
  return screen.findByRole('dialog', { name: m.trading.ticket.label });
}

/**
 * Opens a position's detail from its row. Its code loads as the first one opens, so the sheet is
 * awaited with its content, not only its frame.
 */
async function showPosition(row: HTMLElement) {
  await userEvent.click(within(row).getByRole('button', { name: /show position$/ }));
  const detail = await screen.findByRole('dialog', { name: m.trading.position.label });
  await within(detail).findByRole('button', { name: m.trading.position.close });
  return detail;
}

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** BTC/USD's live price, as the screens read it from the price store. */
function btcPrice(): number {
  const instruments = screen.getByRole('list', { name: 'Instruments' });
  const id = Number(
    within(instruments).getByText(SYMBOL, { exact: true }).closest('button')!.dataset.assetId,
  );
  return priceStore.get(id)!.price;
}

const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');
const btcRows = (list: HTMLElement) =>
  rowsOf(list).filter((row) => within(row).queryByText(SYMBOL, { exact: true }) !== null);

/** Buys `volume` lots of `symbol` from its ticket, and waits for the fill's toast. */
async function place(volume: string, symbol = SYMBOL) {
  const ticket = await openTicket(symbol);
  await typeInto(within(ticket).getByLabelText(m.trading.ticket.volume), volume);
  await userEvent.click(within(ticket).getByRole('button', { name: `Buy ${volume} lots ${symbol}` }));
  await screen.findByText(
    new RegExp(`^Bought ${volume} lots ${symbol} at [\\d,]+\\.\\d+$`),
    {},
    { timeout: 8000 },
  );
}

describe('the order ticket', { timeout: STORY_MS }, () => {
  it('places an order: the live price, its margin and the free margin after, then the position shows', async () => {
    const list = await openTrading();
    const before = rowsOf(list).length;
    const ticket = await openTicket();
    expect(within(ticket).getByRole('heading', { name: `Buy ${SYMBOL}` })).toBeInTheDocument();
    // The instrument's limits are the volume's help; the least volume is where it starts.
    const volume = within(ticket).getByLabelText(m.trading.ticket.volume);
    expect(volume).toHaveValue('0.01');
    expect(volume).toHaveAccessibleDescription('From 0.01 lots to 100.00 lots, in steps of 0.01 lots.');
    await waitFor(() =>
      expect(within(ticket).getByTestId('ticket-margin')).toHaveTextContent(/^\$[\d,]+\.\d\d$/),
    );
    expect(within(ticket).getByTestId('ticket-free-margin')).toHaveTextContent(/^\$[\d,]+\.\d\d$/);

    await typeInto(volume, '0.05');
    await userEvent.click(within(ticket).getByRole('button', { name: `Buy 0.05 lots ${SYMBOL}` }));
    await screen.findByText(/^Bought 0\.05 lots BTC\/USD at [\d,]+\.\d+$/, {}, { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.trading.ticket.label })).toBeNull());
    await waitFor(() => expect(rowsOf(list)).toHaveLength(before + 1));
    expect(btcRows(list).some((row) => within(row).queryByText('0.05 lots') !== null)).toBe(true);
  });

  it("writes the order's trade into its account's list once, from the answer and the event, and asks for no list again", async () => {
    const session = (await loginAs('demo@example.com')) as { token: string; user: { id: number } };
    const events = recordEvents(api.backend.bus);
    onTestFinished(events.stop);
    view?.unmount();
    view = await renderApp({ path: '/trading', session, returning: true });
    await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const list = await screen.findByRole('list', { name: m.trading.trades.openTitle }, { timeout: 8000 });
    await waitFor(() => expect(rowsOf(list).length).toBeGreaterThan(0));
    const before = rowsOf(list).length;
    // The user's read after sign-in is not the order's.
    await postLoginReadDone();
    // The demo account's lists are in the cache too, as after a visit to it.
    await act(() => queryClient.prefetchInfiniteQuery(openTradesQuery(DEMO)));
    const asked: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET')
        asked.push(`${new URL(request.url).pathname}${new URL(request.url).search}`);
    });
    onTestFinished(() => api.server.events.removeAllListeners());

    await place('0.02');
    await waitFor(() => expect(rowsOf(list)).toHaveLength(before + 1));
    // The live connection hands on the server's own event for the order.
    const [opened] = events.named('trade.updated');
    expect(opened!.data).toMatchObject({ action: 'opened' });
    await deliver(`trade.${session.user.id}`, 'trade.updated', opened!.data);
    expect(rowsOf(list)).toHaveLength(before + 1);
    expect(btcRows(list).filter((row) => within(row).queryByText('0.02 lots') !== null)).toHaveLength(1);
    // No trade list was asked for again, the other account's least of all; nor the user or the funds.
    expect(asked.filter((path) => /\/(open|closed)\/trades/.test(path))).toEqual([]);
    expect(
      asked.filter((path) => path.startsWith('/api/v1/user') || path.startsWith('/api/v1/accounts')),
    ).toEqual([]);
  });

  it('names the account it trades on, and offers Deposit instead of an order the free margin cannot carry', async () => {
    await openTrading();
    const ticket = await openTicket();
    expect(within(ticket).getByText('On your live account NW-100001')).toBeInTheDocument();
    const volume = within(ticket).getByLabelText(m.trading.ticket.volume);
    await waitFor(() =>
      expect(within(ticket).getByTestId('ticket-free-margin')).toHaveTextContent(/^\$[\d,]+\.\d\d$/),
    );
    // 100 BTC needs far more margin than the account has: no order that the server would refuse.
    await typeInto(volume, '100');
    const deposit = await within(ticket).findByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('href', '/main/deposit');
    expect(
      within(ticket).getByText(/needs more than the free margin of your live account NW-100001/),
    ).toBeInTheDocument();
    expect(within(ticket).queryByRole('button', { name: `Buy 100.00 lots ${SYMBOL}` })).toBeNull();
    // Within the free margin, the order is offered again.
    await typeInto(volume, '0.01');
    expect(
      await within(ticket).findByRole('button', { name: `Buy 0.01 lots ${SYMBOL}` }),
    ).toBeInTheDocument();
    expect(within(ticket).queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it("counts the free margin after as the server does: less a pending withdrawal and the auto-trader's reserve, named", async () => {
    const KENJI = 'kenji@example.com';
    const { token } = (await loginAs(KENJI)) as { token: string };
    const post = (path: string, body: unknown) => postAs(token, `${path}`, body);
    expect(
      (await post('/auto-trader', { strategy_id: 'steady-income', allocation: '1000.00', accept_risk: true }))
        .status,
    ).toBe(201);
    const destination = { type: 'crypto', address: 'bc1q', network: 'Bitcoin' };
    expect((await post('/withdrawals', { amount: '1200.00', destination })).status).toBe(201);
    const kenji = api.backend.store.userByEmail(KENJI)!;
    const server = availablePartsOf(api.backend, kenji, liveAccount(api.backend, kenji));
    // Nothing traded yet: the whole allocation is kept for the strategy.
    expect(server.autoTraderReserve).toBe(100_000n);

    // Kenji holds no trades of his own: the page lists none, so only the instruments are awaited.
    view?.unmount();
    view = await renderApp({ path: '/trading', session: await loginAs(KENJI), returning: true });
    await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const ticket = await openTicket();
    let required: bigint | undefined;
    await waitFor(() => {
      required = parseAmount(within(ticket).getByTestId('ticket-margin').textContent!.replace('$', ''));
      expect(required).toBeDefined();
    });
    // The least BTC/USD, 0.01, bought at the ask pays its spread at once: 0.01 × $25.00 = $0.25.
    expect(within(ticket).getByTestId('ticket-free-margin')).toHaveTextContent(
      formatMoney(server.available - required! - 25n, 'USD'),
    );
    expect(within(ticket).getByTestId('ticket-held-back')).toHaveTextContent(
      'Less $1,200.00 of pending withdrawals and $1,000.00 kept for the auto-trader.',
    );
  });

  it("offers no more leverage than the retail caps and the account's cap, and says which", async () => {
    const leverageOf = (ticket: HTMLElement) =>
      within(ticket).getByRole('combobox', { name: m.trading.ticket.leverage });
    const offered = async (leverage: HTMLElement) => {
      await userEvent.click(leverage);
      const options = screen.getAllByRole('option');
      // Choosing the most, as shown, closes the list and leaves the draft as it was.
      await userEvent.click(options.at(-1)!);
      return options.map((option) => option.textContent);
    };
    // demo@example.com is a retail client: EUR/USD, offered at 1:100, is a major pair, capped at 1:30.
    await openTrading();
    let ticket = await openTicket('EUR/USD');
    let leverage = leverageOf(ticket);
    await waitFor(() => expect(leverage).toHaveTextContent('1:30'));
    expect(leverage).toHaveAccessibleDescription('Retail accounts trade major currency pairs at up to 1:30.');
    expect((await offered(leverage)).at(-1)).toBe('1:30');
    // The tenant's figure of its risk warning goes with every order.
    expect(
      within(ticket).getByText(
        '72% of retail investor accounts lose money when trading CFDs with this provider.',
      ),
    ).toBeVisible();
    await userEvent.click(within(ticket).getByRole('button', { name: m.common.close }));
    // BTC/USD, offered at 1:5, is crypto: 1:2 at most.
    ticket = await openTicket('BTC/USD');
    leverage = leverageOf(ticket);
    await waitFor(() => expect(leverage).toHaveTextContent('1:2'));
    expect(leverage).toHaveAccessibleDescription('Retail accounts trade crypto at up to 1:2.');
    expect(await offered(leverage)).toEqual(['1:1', '1:2']);
    // Maria's live account has a cap of its own, 1:30 on any instrument: that is what the ticket names.
    await openTrading('maria@example.com');
    ticket = await openTicket('EUR/USD');
    leverage = leverageOf(ticket);
    await waitFor(() => expect(leverage).toHaveTextContent('1:30'));
    expect(leverage).toHaveAccessibleDescription('This account trades at up to 1:30.');
    const options = await offered(leverage);
    expect(options.at(-1)).toBe('1:30');
    expect(options).not.toContain('1:50');
  });

  it('says what its margin figures are valued at once the price is stale', async () => {
    await openTrading();
    const ticket = await openTicket();
    await waitFor(() =>
      expect(within(ticket).getByTestId('ticket-margin')).toHaveTextContent(/^\$[\d,]+\.\d\d$/),
    );
    expect(within(ticket).queryByText(/^valued at/)).toBeNull();
    const instruments = screen.getByRole('list', { name: 'Instruments' });
    const id = Number(
      within(instruments).getByText(SYMBOL, { exact: true }).closest('button')!.dataset.assetId,
    );
    // The last price of BTC/USD arrived 20 s ago and none since.
    act(() => {
      priceStore.apply([{ id, price: btcPrice(), bid: btcPrice(), ask: btcPrice() }], Date.now() - 20_000);
      priceStore.flush();
    });
    expect(await within(ticket).findByText(/^valued at prices from 2\d seconds ago$/)).toBeInTheDocument();
  });

  it('checks the volume itself, and shows a server refusal beside its field or for the whole form', async () => {
    await openTrading();
    let ticket = await openTicket();
    const volume = within(ticket).getByLabelText(m.trading.ticket.volume);
    await typeInto(volume, '0.015');
    await userEvent.click(within(ticket).getByRole('button', { name: `Buy ${SYMBOL}` }));
    expect(await within(ticket).findByText('Use steps of 0.01 lots.')).toBeInTheDocument();
    expect(volume).toHaveFocus();

    // A refusal that names no field is the form's message.
    api.server.use(
      http.post('*/api/v1/orders', () =>
        HttpResponse.json({ message: 'Trading is paused on your account.' }, { status: 403 }),
      ),
    );
    await typeInto(volume, '0.01');
    await userEvent.click(within(ticket).getByRole('button', { name: `Buy 0.01 lots ${SYMBOL}` }));
    const alert = await within(ticket).findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Trading is paused on your account.');

    // A refusal the server names a field for lands beside that field.
    api.server.use(
      http.post('*/api/v1/orders', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { stop_loss: ['The stop-loss has moved past the price.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: m.common.close }));
    ticket = await openTicket();
    await userEvent.click(within(ticket).getByRole('button', { name: `Buy 0.01 lots ${SYMBOL}` }));
    expect(await within(ticket).findByText('The stop-loss has moved past the price.')).toBeInTheDocument();
    expect(within(ticket).getByLabelText(/^Stop-loss/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a stop on the wrong side of the price, and converts a distance to a price', async () => {
    await openTrading();
    const ticket = await openTicket();
    const price = btcPrice();
    const stopLoss = within(ticket).getByLabelText(/^Stop-loss/);
    await typeInto(stopLoss, String(Math.ceil(price + 100)));
    await userEvent.click(within(ticket).getByRole('button', { name: `Buy 0.01 lots ${SYMBOL}` }));
    expect(await within(ticket).findByText(/^Must be below the bid/)).toBeInTheDocument();

    await userEvent.click(within(ticket).getByRole('radio', { name: m.trading.ticket.byDistance.pip }));
    await typeInto(within(ticket).getByLabelText(/^Stop-loss/), '100');
    expect(within(ticket).getByLabelText(/^Stop-loss/)).toHaveAccessibleDescription(/^At [\d,]+\.\d+\.$/);
  });

  it('takes lots, shows the units they are, the pip value and what its stops make, live in dollars', async () => {
    await openTrading();
    const ticket = await openTicket('EUR/USD');
    const volume = within(ticket).getByLabelText(m.trading.ticket.volume);
    expect(volume).toHaveValue('0.01');
    expect(volume).toHaveAccessibleDescription(
      '0.01 lots = 1,000 EUR From 0.01 lots to 100.00 lots, in steps of 0.01 lots.',
    );
    await typeInto(volume, '0.10');
    expect(within(ticket).getByTestId('ticket-volume-units')).toHaveTextContent('0.10 lots = 10,000 EUR');
    // 10,000 EUR × 0.0001 = $1.00 a pip, on the customer's dollar account.
    await waitFor(() => expect(within(ticket).getByTestId('ticket-pip-value')).toHaveTextContent('$1.00'));
    expect(within(ticket).getByText('Pip value')).toBeInTheDocument();

    // Stops 20 pips below and 40 above the bid a buy closes at; it fills at the ask, EUR/USD's 0.8 pip
    // spread above the bid: the stop-loss is 20.8 pips from the fill, 10,000 × 0.00208 = $20.80 at
    // risk, and the take-profit 39.2 pips, $39.20 to gain.
    await userEvent.click(within(ticket).getByRole('radio', { name: m.trading.ticket.byDistance.pip }));
    await typeInto(within(ticket).getByLabelText(/^Stop-loss/), '20');
    await typeInto(within(ticket).getByLabelText(/^Take-profit/), '40');
    expect(within(ticket).getByTestId('ticket-at-stop_loss')).toHaveTextContent('−$20.80 20.8 pips');
    expect(within(ticket).getByTestId('ticket-at-take_profit')).toHaveTextContent('+$39.20 39.2 pips');
    // A lot more: every figure follows (110,000 × 0.00208 = $228.80).
    await typeInto(volume, '1.10');
    expect(within(ticket).getByTestId('ticket-pip-value')).toHaveTextContent('$11.00');
    expect(within(ticket).getByTestId('ticket-at-stop_loss')).toHaveTextContent('−$228.80 20.8 pips');
    expect(within(ticket).getByRole('button', { name: 'Buy 1.10 lots EUR/USD' })).toBeInTheDocument();

    // A volume off the instrument's terms is told with its own limits, in lots and units.
    await typeInto(volume, '0.015');
    await userEvent.click(within(ticket).getByRole('button', { name: 'Buy EUR/USD' }));
    expect(await within(ticket).findByText('Use steps of 0.01 lots = 1,000 EUR.')).toBeInTheDocument();
  });

  it("quotes the price on screen in a wrong-side stop's message, and drops it once the price makes the stop right", async () => {
    await openTrading();
    const ticket = await openTicket('EUR/USD');
    const instruments = screen.getByRole('list', { name: 'Instruments' });
    const id = Number(
      within(instruments).getByText('EUR/USD', { exact: true }).closest('button')!.dataset.assetId,
    );
    const setPrice = (price: number) =>
      act(() => {
        priceStore.apply([{ id, price, bid: price, ask: price }], Date.now());
        priceStore.flush();
      });
    // Without a price feed here, the prices are what the test puts in the store.
    setPrice(1.1);
    const stopLoss = within(ticket).getByLabelText(/^Stop-loss/);
    await typeInto(stopLoss, '1.10050');
    await userEvent.click(within(ticket).getByRole('button', { name: 'Buy 0.01 lots EUR/USD' }));
    expect(await within(ticket).findByText('Must be below the bid, 1.10000.')).toBeInTheDocument();
    setPrice(1.1003);
    expect(within(ticket).getByText('Must be below the bid, 1.10030.')).toBeInTheDocument();
    setPrice(1.1008);
    expect(stopLoss).not.toHaveAttribute('aria-invalid');
    expect(stopLoss).toHaveAccessibleDescription('Below the bid, 1.10080.');
  });

  it('a halted market says so and offers no ticket; one halted after the ticket opened is refused by the server', async () => {
    await control('POST', '/markets/halt', { symbol: SYMBOL });
    await openTrading();
    const trade = screen.getByRole('button', { name: m.trading.ticket.tradeLabel(SYMBOL) });
    expect(trade).toBeDisabled();
    expect(trade).toHaveAccessibleDescription(m.markets.halted);

    await control('POST', '/markets/resume', { symbol: SYMBOL });
    await openTrading();
    const ticket = await openTicket();
    await control('POST', '/markets/halt', { symbol: SYMBOL });
    await userEvent.click(within(ticket).getByRole('button', { name: `Buy 0.01 lots ${SYMBOL}` }));
    expect(await within(ticket).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(/halt|closed/i);
  });

  it('keeps its draft nowhere but on screen: after logout nothing of it is stored, and a new ticket starts afresh', async () => {
    await openTrading();
    const ticket = await openTicket();
    await typeInto(within(ticket).getByLabelText(m.trading.ticket.volume), '0.77');
    await typeInto(within(ticket).getByLabelText(/^Stop-loss/), '12345');
    // The page behind a modal sheet is inert in a browser; jsdom lets the test reach Logout directly.
    await userEvent.click(screen.getByRole('button', { name: 'Logout', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 8000 })).toBeInTheDocument();
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key) ?? ''),
    );
    expect(stored.join('\n')).not.toMatch(/0\.77|12345/);

    await openTrading();
    const again = await openTicket();
    expect(within(again).getByLabelText(m.trading.ticket.volume)).toHaveValue('0.01');
    expect(within(again).getByLabelText(/^Stop-loss/)).toHaveValue('');
  });
});

describe('a position', { timeout: STORY_MS }, () => {
  it('closes in part in lots, sending the units it showed, then in whole, each after a confirmation of its expected P&L', async () => {
    const list = await openTrading();
    await waitFor(() => expect(rowsOf(list).length).toBeGreaterThan(0));
    const before = new Set(rowsOf(list).map((row) => row.dataset.tradeId));
    // 0.03 lots of EUR/USD, whose lot is 100,000 EUR: 3,000 EUR.
    await place('0.03', 'EUR/USD');
    const row = await waitFor(() => {
      const found = rowsOf(list).find((candidate) => !before.has(candidate.dataset.tradeId));
      expect(found).toBeDefined();
      return found!;
    });
    expect(within(row).getByText('0.03 lots = 3,000 EUR')).toBeInTheDocument();
    const id = row.dataset.tradeId;
    const sent: unknown[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith(`/trades/${id}/close`))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    onTestFinished(() => api.server.events.removeAllListeners());
    let detail = await showPosition(row);
    expect(within(detail).getByText('0.03 lots = 3,000 EUR')).toBeInTheDocument();

    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.close }));
    const part = within(detail).getByLabelText(m.trading.position.closeVolume);
    expect(part).toHaveAccessibleDescription('Leave empty to close all 0.03 lots = 3,000 EUR.');
    // 0.025 lots is 2,500 EUR, off the 1,000 EUR step; 0.04 lots is more than the position holds.
    await typeInto(part, '0.025');
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.reviewClose }));
    expect(await within(detail).findByText('Use steps of 0.01 lots = 1,000 EUR.')).toBeInTheDocument();
    await typeInto(part, '0.04');
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.reviewClose }));
    expect(await within(detail).findByText('The position holds 0.03 lots = 3,000 EUR.')).toBeInTheDocument();
    await typeInto(part, '0.01');
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.reviewClose }));
    const confirm = await within(detail).findByRole('group', { name: m.trading.position.confirmTitle });
    expect(
      within(confirm).getByText('0.01 lots EUR/USD closes at the market price. This cannot be undone.'),
    ).toBeInTheDocument();
    expect(within(confirm).getByText('0.01 lots = 1,000 EUR')).toBeInTheDocument();
    expect(within(confirm).getByLabelText(/^P&L [+−]?\$[\d,]+\.\d\d$/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close 0.01 lots EUR/USD' }));
    await screen.findByText(
      /^Closed 0\.01 lots EUR\/USD at 1\.\d{5}: [+−]?\$[\d,]+\.\d\d$/,
      {},
      { timeout: 8000 },
    );
    // What was sent is the units the lots shown are: 0.01 × 100,000.
    await waitFor(() => expect(sent).toEqual([{ volume: 1000 }]));
    // The rest, 2,000 EUR, stays open, and its detail with it.
    await waitFor(() =>
      expect(within(list).getByText('0.02 lots = 2,000 EUR').closest('li')).toHaveAttribute(
        'data-trade-id',
        id,
      ),
    );

    detail = screen.getByRole('dialog', { name: m.trading.position.label });
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.close }));
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.reviewClose }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Close 0.02 lots EUR/USD' }));
    await screen.findByText(/^Closed 0\.02 lots EUR\/USD at /, {}, { timeout: 8000 });
    // Closed whole, the call names no volume.
    await waitFor(() => expect(sent).toEqual([{ volume: 1000 }, {}]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.trading.position.label })).toBeNull());
    await waitFor(() => expect(list.querySelector(`[data-trade-id="${id}"]`)).toBeNull());
  });

  it('offline, its close and a change of its stops wait and say why', async () => {
    const list = await openTrading();
    const row = await waitFor(() => {
      const found = rowsOf(list)[0];
      expect(found).toBeDefined();
      return found!;
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    const detail = await showPosition(row);
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.close }));
    expect(within(detail).getByText(m.markets.offline)).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.reviewClose }));
    const confirm = await within(detail).findByRole('group', { name: m.trading.position.confirmTitle });
    const close = within(confirm).getByRole('button', { name: /^Close / });
    expect(close).toBeDisabled();
    expect(close).toHaveAccessibleDescription(m.markets.offline);
    await userEvent.click(within(confirm).getByRole('button', { name: m.trading.position.back }));
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.cancel }));
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.changeStops }));
    const save = within(detail).getByRole('button', { name: m.trading.position.saveStops });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(m.markets.offline);
  });

  it('changes its stops, and refuses one on the wrong side of the price', async () => {
    const list = await openTrading();
    await place('0.01');
    const row = await waitFor(() => {
      const found = btcRows(list).find((candidate) => within(candidate).queryByText('0.01 lots'));
      expect(found).toBeDefined();
      return found!;
    });
    const detail = await showPosition(row);
    const current = btcPrice();
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.changeStops }));
    await typeInto(within(detail).getByLabelText(/^Take-profit/), String(Math.floor(current / 2)));
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.saveStops }));
    expect(await within(detail).findByText(/^Must be above the bid/)).toBeInTheDocument();

    await typeInto(within(detail).getByLabelText(/^Take-profit/), String(Math.ceil(current * 2)));
    await typeInto(within(detail).getByLabelText(/^Stop-loss/), String(Math.floor(current / 2)));
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.saveStops }));
    await screen.findByText(m.trading.position.stopsSaved(SYMBOL), {}, { timeout: 8000 });
    await waitFor(() => expect(within(row).getByText(m.trading.trades.takeProfit)).toBeInTheDocument());
    expect(within(row).getByText(m.trading.trades.stopLoss)).toBeInTheDocument();
  });

  it('keeps a trailing stop, refusing a distance the instrument cannot quote, and shows what the position cost', async () => {
    // The tenant charges 3.00 dollars a lot on EUR/USD: 0.30 on 0.10 lots.
    await control('POST', '/costs', { symbol: 'EUR/USD', commission_per_lot: '3.00' });
    const list = await openTrading();
    await waitFor(() => expect(rowsOf(list).length).toBeGreaterThan(0));
    const before = new Set(rowsOf(list).map((row) => row.dataset.tradeId));
    await place('0.10', 'EUR/USD');
    const row = await waitFor(() => {
      const found = rowsOf(list).find((candidate) => !before.has(candidate.dataset.tradeId));
      expect(found).toBeDefined();
      return found!;
    });
    // The row shows the commission once charged; the P&L beside it is without it.
    expect(within(row).getByText(m.trading.trades.commission).nextSibling).toHaveTextContent('−$0.30');
    const detail = await showPosition(row);
    const figure = (label: string) => within(detail).getByText(label, { selector: 'dt' }).nextSibling;
    expect(figure(m.trading.position.commission)).toHaveTextContent('−$0.30');
    expect(figure(m.trading.position.swap)).toHaveTextContent('$0.00');
    expect(figure(m.trading.position.trailingStop)).toHaveTextContent(m.trading.position.none);
    // The P&L with costs is the P&L without them, less the 0.30.
    const cents = (text: string | null) => Number(text!.replace(/[^\d−-]/g, '').replace('−', '-'));
    expect(cents(figure(m.trading.position.pnlWithCosts)!.textContent)).toBe(
      cents(figure(m.trading.position.pnl)!.textContent) - 30,
    );

    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.changeStops }));
    const trailing = within(detail).getByLabelText(/^Trailing stop \(pips\)/);
    expect(trailing).toHaveAccessibleDescription(m.trading.ticket.trailingHelp('bid'));
    // EUR/USD is quoted to a tenth of a pip.
    await typeInto(trailing, '12.55');
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.saveStops }));
    expect(await within(detail).findByText('Use at most 1 decimal.')).toBeInTheDocument();
    await typeInto(trailing, '0.5');
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.saveStops }));
    expect(await within(detail).findByText('Enter from 1 to 10,000 pips.')).toBeInTheDocument();
    await typeInto(trailing, '20');
    await userEvent.click(within(detail).getByRole('button', { name: m.trading.position.saveStops }));
    await screen.findByText(m.trading.position.stopsSaved('EUR/USD'), {}, { timeout: 8000 });
    await waitFor(() => expect(figure(m.trading.position.trailingStop)).toHaveTextContent('20 pips'));
    // The server put the stop-loss 20 pips under the bid at once.
    expect(figure(m.trading.position.stopLoss)).toHaveTextContent(/^1\.\d{5}$/);
  });
});
