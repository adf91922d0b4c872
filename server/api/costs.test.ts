/**
 * Costs and trailing stops against the reference backend, with figures worked by hand
 * (contract/rules/costs.test.ts works the rules): commission of 3.00 dollars a lot on each side of a
 * EUR/USD deal, swap at the daily rollover (three days on a Wednesday's), each a line of the ledger
 * naming the trade and on the position's own figures, and a trailing stop the server moves as the
 * price moves in the customer's favour, closing as a trailing stop.
 *
 * The market clock is pinned to a Wednesday noon, so every market is open whatever day this runs.
 * EUR/USD is put at a bid of 1.08000 (ask 1.08008) before each order, and the tenant charges a
 * commission of 3.00 dollars a lot on it (none by default).
 */
import { api, IDEMPOTENCY_HEADER, orderAnswers, type Trade } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { balanceMinor, liveAccount, valuation } from './domain/accounts';
import { rolloverWhenDue } from './domain/rollover';
import { createBackend, type Backend } from '.';

const WEDNESDAY_NOON = '2026-11-25T12:00:00Z';

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
let demo: string;
let clock: number | undefined;

beforeEach(async () => {
  clock = undefined;
  backend = createBackend({ now: () => clock ?? Date.now() });
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  demo = await client.login('demo@example.com');
  await client.control('POST', '/markets/clock', { at: WEDNESDAY_NOON });
  await price(1.08);
  await client.control('POST', '/costs', { symbol: 'EUR/USD', commission_per_lot: '3.00' });
});
afterEach(() => backend.dispose());

const EURUSD = () => backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!;
const price = (bid: number) => client.control('POST', '/prices', { symbol: 'EUR/USD', price: bid });
const demoUser = () => backend.store.state.users.get(1)!;
const balance = () => balanceMinor(backend, demoUser(), liveAccount(backend, demoUser()));
const record = (id: number) => backend.store.state.trades.find((trade) => trade.id === id)!;
const entriesOf = (id: number) =>
  backend.store.state.ledger
    .filter((entry) => entry.reference === `${id}`)
    .map(({ kind, amount_minor }) => ({ kind, amount_minor }));

const key = () => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
const order = (body: Record<string, unknown>, token = demo) =>
  client.call('POST', '/orders', {
    token,
    json: {
      account_id: 'NW-100001',
      asset_id: EURUSD().id,
      side: 'buy',
      volume: 100_000,
      leverage: 30,
      ...body,
    },
    headers: key(),
  });
const opened = async (body: Record<string, unknown>): Promise<Trade> => {
  const answer = await order(body);
  expect(answer.status).toBe(201);
  return expectShape(orderAnswers.order, answer.body).data;
};
const patch = (id: number, json: Record<string, unknown>, token = demo) =>
  client.call('PATCH', `/trades/${id}`, { token, json });
const errorsOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(422);
  return expectShape(api.error, answer.body).errors ?? {};
};

describe('commission', () => {
  it('charges 3.00 a lot at the open and again at the close, each a ledger line naming the trade', async () => {
    const before = balance();
    const trade = await opened({});
    expect(trade.commission).toBe(-3);
    expect(trade.swap).toBe(0);
    expect(balance()).toBe(before - 300);
    // The balance moved: the owner's screens are told.
    expect(recorder.named('user.updated').length).toBeGreaterThan(0);

    const closed = expectShape(
      orderAnswers.close,
      (await client.call('POST', `/trades/${trade.id}/close`, { token: demo, json: {}, headers: key() }))
        .body,
    ).data;
    // Closed at the bid of 1.08000, 8 points under the ask it opened at: −8.00 on a lot.
    expect(closed.pnl).toBe(-8);
    expect(closed.commission).toBe(-6);
    expect(entriesOf(trade.id)).toEqual([
      { kind: 'commission', amount_minor: -300 },
      { kind: 'trade', amount_minor: -800 },
      { kind: 'commission', amount_minor: -300 },
    ]);
    expect(balance()).toBe(before - 1400);
  });

  it('charges none on an instrument the tenant sets none for', async () => {
    const gold = backend.prices.assets.find((asset) => asset.symbol === 'XAU/USD')!;
    const before = balance();
    const trade = await opened({ asset_id: gold.id, volume: 1, leverage: 20 });
    expect(trade.commission).toBe(0);
    expect(balance()).toBe(before);
  });

  it('splits what a position was charged between a part closed and the rest, by volume', async () => {
    const trade = await opened({});
    backend.store.state.lastRollover = null;
    const charged = await client.control('POST', '/rollover', { at: '2099-12-02T22:00:00Z' });
    expect(charged.status).toBe(200);
    expect(record(trade.id).swap).toBe(-32.4);
    const part = expectShape(
      orderAnswers.close,
      (
        await client.call('POST', `/trades/${trade.id}/close`, {
          token: demo,
          json: { volume: 40_000 },
          headers: key(),
        })
      ).body,
    ).data;
    // The part: 40% of −32.40 and of −3.00, and its own closing commission of 1.20.
    expect(part.swap).toBe(-12.96);
    expect(part.commission).toBe(-2.4);
    // The rest keeps the other 60%.
    expect(record(trade.id).swap).toBe(-19.44);
    expect(record(trade.id).commission).toBe(-1.8);
  });
});

describe('swap at the rollover', () => {
  it("charges a long lot three days' swap at a Wednesday's rollover and credits a short", async () => {
    const long = await opened({});
    const short = await opened({ side: 'sell' });
    const before = balance();
    // 2 December 2099 is a Wednesday: after both opened, so both are held over it.
    const answer = await client.control('POST', '/rollover', { at: '2099-12-02T22:00:00Z' });
    // Every open position of the tenant's held over it (the seeded ones too) whose swap is a cent or more.
    const written = backend.store.state.ledger.filter((entry) => entry.kind === 'swap');
    expect(answer.body).toEqual({
      success: true,
      data: { at: '2099-12-02T22:00:00.000Z', positions: written.length },
    });
    expect(written.length).toBeGreaterThan(2);
    // 108,000 × −3.6% ÷ 360 × 3 = −32.40; the short at the ask, 108,008 × 0.9% ÷ 360 × 3 = 8.10.
    expect(record(long.id).swap).toBe(-32.4);
    expect(record(short.id).swap).toBe(8.1);
    expect(entriesOf(long.id).at(-1)).toEqual({ kind: 'swap', amount_minor: -3240 });
    expect(entriesOf(short.id).at(-1)).toEqual({ kind: 'swap', amount_minor: 810 });
    const swaps = backend.store.state.ledger.filter(
      (entry) => entry.kind === 'swap' && entry.account_id === 'NW-100001',
    );
    expect(balance()).toBe(before + swaps.reduce((sum, entry) => sum + entry.amount_minor, 0));
    // The positions show it, as their owner's apps are told.
    const updated = recorder
      .named('trade.updated')
      .map((event) => (event.data as { action: string; trade: Trade }).trade)
      .filter((trade) => trade.id === long.id);
    expect(updated.at(-1)!.swap).toBe(-32.4);
    // The next day's, a Thursday's, is one day; a Saturday's none.
    await client.control('POST', '/rollover', { at: '2099-12-03T22:00:00Z' });
    expect(record(long.id).swap).toBe(-43.2);
    const saturday = await client.control('POST', '/rollover', { at: '2099-12-05T22:00:00Z' });
    expect((saturday.body as { data: { positions: number } }).data.positions).toBe(0);
    expect(record(long.id).swap).toBe(-43.2);
  });

  it('keeps equity as balance plus open P&L: the costs are in the balance once', async () => {
    const trade = await opened({});
    const user = demoUser();
    const account = liveAccount(backend, user);
    const equityBefore = valuation(backend, user, account).equity;
    await client.control('POST', '/rollover', { at: '2099-12-02T22:00:00Z' });
    const swaps = backend.store.state.ledger.filter(
      (entry) => entry.kind === 'swap' && entry.account_id === account.account_id,
    );
    expect(swaps.find((entry) => entry.reference === `${trade.id}`)!.amount_minor).toBe(-3240);
    expect(valuation(backend, user, account).equity).toBe(
      equityBefore + swaps.reduce((sum, entry) => sum + entry.amount_minor, 0),
    );
  });

  it('runs from the clock: at 22:00 UTC once, and not for a position opened after it', async () => {
    // Tuesday 1 December 2099, 21:59: the first tick only notes the clock.
    clock = Date.parse('2099-12-01T21:59:00Z');
    await price(1.08);
    const trade = await opened({});
    rolloverWhenDue(backend);
    expect(record(trade.id).swap).toBe(0);
    clock = Date.parse('2099-12-01T22:00:01Z');
    await price(1.08);
    // A Tuesday's rollover: one day, −10.80.
    expect(record(trade.id).swap).toBe(-10.8);
    await price(1.08);
    expect(record(trade.id).swap).toBe(-10.8);
    // Opened after it: the next rollover is its first.
    const later = await opened({});
    expect(record(later.id).swap).toBe(0);
    clock = Date.parse('2099-12-02T22:00:01Z');
    await price(1.08);
    expect(record(trade.id).swap).toBe(-43.2);
    expect(record(later.id).swap).toBe(-32.4);
  });

  it("sets a tenant's rates on an instrument, and refuses rates out of range", async () => {
    const set = await client.control('POST', '/costs', { symbol: 'XAU/USD', swap_long: -7.25 });
    expect(set.body).toEqual({
      success: true,
      data: { symbol: 'XAU/USD', swap_long: -7.25, swap_short: 1.2, commission_per_lot: '0.00' },
    });
    for (const body of [
      { symbol: 'XAU/USD', swap_long: 101 },
      { symbol: 'XAU/USD', commission_per_lot: '-1' },
      { symbol: 'XAU/USD', commission_per_lot: 3 },
      { symbol: 'NOPE', swap_short: 1 },
      { symbol: 'XAU/USD', rate: 1 },
    ]) {
      expect((await client.control('POST', '/costs', body)).status).toBe(422);
    }
  });

  it('refuses a rollover control without a moment', async () => {
    expect((await client.control('POST', '/rollover', { at: 'Wednesday' })).status).toBe(422);
    expect((await client.control('POST', '/rollover', {})).status).toBe(422);
  });
});

describe('trailing stops', () => {
  it("sets a buy's stop-loss 20 pips under the bid, raises it as the bid rises, and closes as a trailing stop", async () => {
    const trade = await opened({ volume: 10_000, trailing_stop_pips: 20 });
    expect(trade.trailing_stop_pips).toBe(20);
    expect(trade.stop_loss).toBe(1.078);
    await price(1.0815);
    expect(record(trade.id).stop_loss).toBe(1.0795);
    // The move is told, so the position and its chart line follow it.
    const moved = recorder
      .named('trade.updated')
      .map((event) => (event.data as { action: string; trade: Trade }).trade)
      .filter((t) => t.id === trade.id);
    expect(moved.at(-1)!.stop_loss).toBe(1.0795);
    // Back down: it stays.
    await price(1.0805);
    expect(record(trade.id).stop_loss).toBe(1.0795);
    // Through it: closed at that price as a trailing stop, and said so.
    await price(1.0794);
    const closed = record(trade.id);
    expect(closed.close_reason).toBe('trailing_stop');
    expect(closed.closing_price).toBe(1.0794);
    // (1.07940 − 1.08008) × 10,000 = −6.80.
    expect(closed.realized_pnl).toBe(-6.8);
    const notice = recorder.named('notification.message').at(-1)!.data as {
      notification: { title: string };
    };
    expect(notice.notification.title).toBe('Trailing stop EUR/USD 1.07940 −$6.80');
  });

  it("lowers a sell's stop-loss as the ask falls and never raises it", async () => {
    const trade = await opened({ side: 'sell', volume: 10_000, trailing_stop_pips: 15 });
    expect(trade.stop_loss).toBe(1.08158);
    await price(1.079);
    expect(record(trade.id).stop_loss).toBe(1.08058);
    await price(1.0803);
    expect(record(trade.id).stop_loss).toBe(1.08058);
    expect(record(trade.id).closed_at).toBeNull();
  });

  it('is set, kept and removed on a position; a closer stop-loss given is kept', async () => {
    const trade = await opened({ volume: 10_000 });
    const set = await patch(trade.id, { stop_loss: 1.079, take_profit: null, trailing_stop_pips: 20 });
    expect(set.status).toBe(200);
    expect(expectShape(orderAnswers.stops, set.body).data).toMatchObject({
      stop_loss: 1.079,
      trailing_stop_pips: 20,
    });
    // Without the field, the trailing stop stays as it is.
    const kept = await patch(trade.id, { stop_loss: 1.0785, take_profit: 1.09 });
    expect(expectShape(orderAnswers.stops, kept.body).data).toMatchObject({
      stop_loss: 1.0785,
      take_profit: 1.09,
      trailing_stop_pips: 20,
    });
    const removed = await patch(trade.id, { stop_loss: 1.0785, take_profit: null, trailing_stop_pips: null });
    expect(expectShape(orderAnswers.stops, removed.body).data.trailing_stop_pips).toBeNull();
    await price(1.09);
    expect(record(trade.id).stop_loss).toBe(1.0785);
  });

  it("refuses another customer's position as an unknown one, and leaves it as it was", async () => {
    const trade = await opened({ volume: 10_000 });
    const maria = await client.login('maria@example.com');
    const answer = await patch(
      trade.id,
      { stop_loss: null, take_profit: null, trailing_stop_pips: 20 },
      maria,
    );
    expect(answer.status).toBe(404);
    expect(record(trade.id).trailing_stop_pips).toBeNull();
    expect(record(trade.id).stop_loss).toBeNull();
  });

  it.each([
    [0, 'The trailing stop pips field must be positive.'],
    [-5, 'The trailing stop pips field must be positive.'],
    [0.5, 'The trailing stop must be from 1 to 10,000 pips.'],
    [10_001, 'The trailing stop must be from 1 to 10,000 pips.'],
    [1e20, 'The trailing stop must be from 1 to 10,000 pips.'],
    [1e-20, 'The trailing stop must be from 1 to 10,000 pips.'],
    [20.55, 'The trailing stop may have at most 1 decimal place.'],
    ['20', 'The trailing stop pips field must be a number or null.'],
  ])('refuses a trailing distance of %j on an order and on a position', async (pips, message) => {
    const before = backend.store.state.trades.length;
    expect(errorsOf(await order({ trailing_stop_pips: pips })).trailing_stop_pips).toEqual([message]);
    expect(backend.store.state.trades.length).toBe(before);
    const trade = await opened({ volume: 10_000 });
    const refused = await patch(trade.id, { stop_loss: null, take_profit: null, trailing_stop_pips: pips });
    expect(errorsOf(refused).trailing_stop_pips).toEqual([message]);
    expect(record(trade.id).trailing_stop_pips).toBeNull();
  });

  it('refuses non-finite distances, written as JSON cannot say them', async () => {
    const raw = (method: string, path: string, text: string) =>
      client.call(method, path, { token: demo, raw: text, headers: key() });
    const body = `{"account_id":"NW-100001","asset_id":${EURUSD().id},"side":"buy","volume":1000,"leverage":30,"trailing_stop_pips":1e309}`;
    expect(errorsOf(await raw('POST', '/orders', body)).trailing_stop_pips).toEqual([
      'The trailing stop pips field must be a number.',
    ]);
    const trade = await opened({ volume: 10_000 });
    for (const pips of ['1e309', '-1e309']) {
      const answer = await raw(
        'PATCH',
        `/trades/${trade.id}`,
        `{"stop_loss":null,"take_profit":null,"trailing_stop_pips":${pips}}`,
      );
      expect(errorsOf(answer).trailing_stop_pips).toEqual(['The trailing stop pips field must be a number.']);
    }
    // Not JSON at all.
    for (const pips of ['NaN', 'Infinity']) {
      const answer = await raw(
        'PATCH',
        `/trades/${trade.id}`,
        `{"stop_loss":null,"take_profit":null,"trailing_stop_pips":${pips}}`,
      );
      expect(answer.status).toBe(400);
    }
    expect(record(trade.id).trailing_stop_pips).toBeNull();
  });

  it('counts points on an index and whole pips on a pair quoted to the pip', async () => {
    const usdjpy = backend.prices.assets.find((asset) => asset.symbol === 'USD/JPY')!;
    expect(
      errorsOf(await order({ asset_id: usdjpy.id, volume: 1000, trailing_stop_pips: 12.34 }))
        .trailing_stop_pips,
    ).toEqual(['The trailing stop may have at most 1 decimal place.']);
    const ger = backend.prices.assets.find((asset) => asset.symbol === 'GER40')!;
    expect(
      errorsOf(await order({ asset_id: ger.id, volume: 1, leverage: 20, trailing_stop_pips: 20_000 }))
        .trailing_stop_pips,
    ).toEqual(['The trailing stop must be from 1 to 10,000 points.']);
  });
});
