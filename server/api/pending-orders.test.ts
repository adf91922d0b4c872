/**
 * Pending orders against the reference backend: placed on the right side of the market, changed and
 * cancelled by their owner only, filled as the market reaches them (at their price, or at the first
 * price after a gap), refused at the fill when the margin is not there, expired, and each end told to
 * the customer. EUR/USD's ask is 8 points, 0.00008, above its bid; `prices.set` puts the bid, as a
 * tick would, and the server checks the orders at once.
 *
 * The market clock is pinned to a Wednesday noon, so every market is open whatever day this runs.
 */
import {
  api,
  events,
  IDEMPOTENCY_HEADER,
  orderAnswers,
  pendingOrderAnswers,
  type PendingOrder,
} from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { channels, createBackend, type Backend } from '.';

const WEDNESDAY_NOON = '2026-11-25T12:00:00Z';
const SATURDAY_NOON = '2026-11-28T12:00:00Z';
const KEY_REUSED = 'This idempotency key was already used for a different request.';

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
let demo: string;
let clock: number;

beforeEach(async () => {
  clock = Date.parse('2026-11-25T12:00:00Z');
  backend = createBackend({ now: () => clock });
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  demo = await client.login('demo@example.com');
  await client.control('POST', '/markets/clock', { at: WEDNESDAY_NOON });
  backend.prices.set(eurUsd(), 1.085);
  // The figures below are worked at the instruments' own leverage (1:100 on EUR/USD), a professional
  // client's terms; the retail caps have a test of their own.
  for (const number of ['NW-100001', 'NW-900001']) {
    expect(
      (await client.control('PATCH', `/accounts/${number}`, { client_category: 'professional' })).status,
    ).toBe(200);
  }
});
afterEach(() => backend.dispose());

const eurUsd = () => backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!.id;
const newKey = () => crypto.randomUUID();
const place = (body: Record<string, unknown>, { token = demo, key = newKey() } = {}) =>
  client.call('POST', '/pending-orders', {
    token,
    json: {
      account_id: 'NW-100001',
      asset_id: eurUsd(),
      type: 'buy_limit',
      price: 1.08,
      volume: 1000,
      leverage: 100,
      ...body,
    },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
const placed = async (body: Record<string, unknown> = {}, options: { token?: string } = {}) => {
  const answer = await place(body, options);
  expect(answer.status).toBe(201);
  return expectShape(pendingOrderAnswers.order, answer.body).data;
};
const errorsOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(422);
  return expectShape(api.error, answer.body).errors ?? {};
};
const orderNow = (id: number) => backend.store.state.pendingOrders.find((order) => order.id === id)!;
const tradeOf = (order: PendingOrder) =>
  backend.store.state.trades.find((trade) => trade.id === orderNow(order.id).trade_id);
const notices = () =>
  recorder
    .named('notification.message')
    .map((event) => (event.data as { notification: { title: string; message: string } }).notification);
const list = async (query = '', token = demo) =>
  expectShape(pendingOrderAnswers.list, (await client.call('GET', `/pending-orders${query}`, { token })).body)
    .data;

describe('filling', () => {
  it('fills a buy limit at its price as the ask passes it, opens the position and tells the customer', async () => {
    const order = await placed({ type: 'buy_limit', price: 1.08, stop_loss: 1.07, take_profit: 1.1 });
    expect(order).toMatchObject({ status: 'pending', trade_id: null, expires_at: null });
    // The bid at 1.07993 puts the ask at 1.08001: not yet.
    backend.prices.set(eurUsd(), 1.07993);
    expect(orderNow(order.id).status).toBe('pending');
    // The bid at 1.07950, the ask 1.07958: the ask passed 1.08000 on its way.
    backend.prices.set(eurUsd(), 1.0795);
    expect(orderNow(order.id)).toMatchObject({ status: 'filled', reason: null });
    expect(tradeOf(order)).toMatchObject({
      trade_type: 'buy',
      opening_price: 1.08,
      volume: 1000,
      leverage: 100,
      stop_loss: 1.07,
      take_profit: 1.1,
      account_id: 'NW-100001',
    });
    expect(notices().at(-1)).toMatchObject({
      title: 'Buy limit filled EUR/USD 1.08000',
      message: 'EUR/USD buy limit of 1,000 at 1.08000 on your live account NW-100001 filled at 1.08000.',
    });
    const told = recorder.named('order.updated').at(-1)!;
    expect(told.channel).toBe(channels.trade(1));
    expect(expectShape(events['order.updated'], told.data)).toMatchObject({
      action: 'filled',
      order: { id: order.id, status: 'filled', trade_id: tradeOf(order)!.id },
    });
    expect(recorder.named('trade.updated').at(-1)!.data).toMatchObject({ action: 'opened' });
    expect(await list()).toEqual([]);
    expect((await list('?status=history')).map((o) => o.id)).toEqual([order.id]);
  });

  it('fills a sell limit on the bid at or above it, a buy stop on the ask, a sell stop on the bid', async () => {
    const sellLimit = await placed({ type: 'sell_limit', price: 1.09 });
    const buyStop = await placed({ type: 'buy_stop', price: 1.088 });
    const sellStop = await placed({ type: 'sell_stop', price: 1.082 });
    // The bid at 1.08795, the ask 1.08803: the buy stop at 1.08800 is reached, at its price.
    backend.prices.set(eurUsd(), 1.08795);
    expect(tradeOf(buyStop)).toMatchObject({ trade_type: 'buy', opening_price: 1.088 });
    expect(orderNow(sellLimit.id).status).toBe('pending');
    // The bid at 1.09000 reaches the sell limit at 1.09000.
    backend.prices.set(eurUsd(), 1.09);
    expect(tradeOf(sellLimit)).toMatchObject({ trade_type: 'sell', opening_price: 1.09 });
    // The bid falling to 1.08150 passed the sell stop at 1.08200: it sells at 1.08200.
    backend.prices.set(eurUsd(), 1.0815);
    expect(tradeOf(sellStop)).toMatchObject({ trade_type: 'sell', opening_price: 1.082 });
  });

  it('fills at the first price after a gap, and says so', async () => {
    const buyLimit = await placed({ type: 'buy_limit', price: 1.08 });
    const sellStop = await placed({ type: 'sell_stop', price: 1.08 });
    await client.control('POST', '/markets/halt', { symbol: 'EUR/USD' });
    // Halted, the market keeps its orders, whatever its price does.
    backend.prices.set(eurUsd(), 1.079);
    expect(orderNow(buyLimit.id).status).toBe('pending');
    expect(orderNow(sellStop.id).status).toBe('pending');
    await client.control('POST', '/markets/resume', { symbol: 'EUR/USD' });
    // The first price after the resume: bid 1.07900, ask 1.07908. The buy limit fills better than
    // its price, at the ask; the sell stop worse, at the bid.
    backend.prices.set(eurUsd(), 1.079);
    expect(tradeOf(buyLimit)).toMatchObject({ opening_price: 1.07908 });
    expect(tradeOf(sellStop)).toMatchObject({ opening_price: 1.079 });
    expect(orderNow(buyLimit.id).reason).toBe(
      "The market opened past the order's price: it filled at the first price after the gap, 1.07908.",
    );
    expect(notices().map((notice) => notice.message)).toContain(
      "EUR/USD sell stop of 1,000 at 1.08000 on your live account NW-100001 filled at 1.07900. The market opened past the order's price: it filled at the first price after the gap, 1.07900.",
    );
  });

  it('keeps the orders of a closed market until it opens, and refuses new ones there', async () => {
    const order = await placed({ type: 'buy_limit', price: 1.08 });
    const other = await placed({ type: 'buy_limit', price: 1.079 });
    await client.control('POST', '/markets/clock', { at: SATURDAY_NOON });
    backend.prices.set(eurUsd(), 1.0795);
    expect(orderNow(order.id).status).toBe('pending');
    expect(errorsOf(await place({ price: 1.07 })).asset_id?.[0]).toMatch(/^EUR\/USD is closed\. It opens /);
    const change = { price: 1.078, stop_loss: null, take_profit: null, expires_at: null };
    expect(
      errorsOf(await client.call('PATCH', `/pending-orders/${order.id}`, { token: demo, json: change }))
        .asset_id?.[0],
    ).toMatch(/^EUR\/USD is closed\./);
    // Cancelling trades nothing: it is allowed while the market is closed.
    expect((await client.call('DELETE', `/pending-orders/${other.id}`, { token: demo })).status).toBe(200);
    await client.control('POST', '/markets/clock', { at: WEDNESDAY_NOON });
    backend.prices.set(eurUsd(), 1.0795);
    // The first price after the opening gapped past it: the ask, 1.07958.
    expect(tradeOf(order)).toMatchObject({ opening_price: 1.07958 });
  });

  it('expires an order at its time and tells the customer', async () => {
    const order = await placed({ expires_at: '2026-11-25T12:01:00Z' });
    expect(order.expires_at).toBe('2026-11-25T12:01:00.000Z');
    clock = Date.parse('2026-11-25T12:00:59Z');
    backend.prices.set(eurUsd(), 1.085);
    expect(orderNow(order.id).status).toBe('pending');
    clock = Date.parse('2026-11-25T12:01:00Z');
    backend.prices.set(eurUsd(), 1.085);
    expect(orderNow(order.id).status).toBe('expired');
    expect(notices().at(-1)).toMatchObject({
      title: 'Buy limit expired EUR/USD',
      message: 'EUR/USD buy limit of 1,000 at 1.08000 on your live account NW-100001 expired.',
    });
    // Expired, it is no longer the market's to fill.
    backend.prices.set(eurUsd(), 1.07);
    expect(orderNow(order.id).trade_id).toBeNull();
  });

  it("refuses a retail account's order above its instrument class's cap, as a market order is", async () => {
    const kenji = await client.login('kenji@example.com');
    const btc = backend.prices.assets.find((asset) => asset.symbol === 'BTC/USD')!;
    const body = { account_id: 'NW-100006', asset_id: btc.id, price: 50_000, volume: 0.01 };
    expect(errorsOf(await place({ ...body, leverage: 5 }, { token: kenji })).leverage).toEqual([
      'Retail accounts trade crypto at up to 1:2.',
    ]);
    expect(backend.store.state.pendingOrders).toHaveLength(0);
    expect((await place({ ...body, leverage: 2 }, { token: kenji })).status).toBe(201);
  });

  it('fills only the orders the margin covers when fifty are reached at once, and refuses the rest', async () => {
    const kenji = await client.login('kenji@example.com');
    // 7,200.00 and no trades.
    // In the order the server placed them (its ids), which the fifty requests at once need not keep.
    const orders = (
      await Promise.all(
        Array.from({ length: 50 }, () =>
          placed({ account_id: 'NW-100006', volume: 10_000, leverage: 10 }, { token: kenji }),
        ),
      )
    ).sort((a, b) => a.id - b.id);
    // The bid at 1.07990, the ask 1.07998: all fill at 1.08000. Each holds 10,000 × 1.07990 / 10 =
    // 1,079.90 of margin and is down (1.07990 − 1.08000) × 10,000 = 1.00 at once: 1,080.90 each, so
    // 7,200.00 carries six (6,485.40) and not a seventh.
    backend.prices.set(eurUsd(), 1.0799);
    const statuses = orders.map((order) => orderNow(order.id).status);
    expect(statuses.filter((status) => status === 'filled')).toHaveLength(6);
    expect(statuses.filter((status) => status === 'refused')).toHaveLength(44);
    // The oldest fill first.
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill('filled'));
    const refused = orderNow(orders[6]!.id);
    expect(refused.reason).toBe(
      'Insufficient margin: this order needs $1,080.90, more than your available free margin of $714.60.',
    );
    const kenjisNotices = recorder
      .named('notification.message')
      .filter((event) => event.channel === channels.notification(6));
    expect(kenjisNotices).toHaveLength(50);
    expect(
      expectShape(
        api.trades,
        (await client.call('GET', '/open/trades?account_id=NW-100006', { token: kenji })).body,
      ).data,
    ).toHaveLength(6);
  });
});

describe('placing, changing and cancelling', () => {
  it('refuses prices on the wrong side of the market or off its digits, stops on the wrong side and bad expiries', async () => {
    // The bid 1.08500, the ask 1.08508.
    expect(errorsOf(await place({ type: 'buy_limit', price: 1.08508 })).price).toEqual([
      'The price of a buy limit must be below the ask of 1.08508.',
    ]);
    expect(errorsOf(await place({ type: 'buy_stop', price: 1.085 })).price).toEqual([
      'The price of a buy stop must be above the ask of 1.08508.',
    ]);
    expect(errorsOf(await place({ type: 'sell_limit', price: 1.085 })).price).toEqual([
      'The price of a sell limit must be above the bid of 1.08500.',
    ]);
    expect(errorsOf(await place({ type: 'sell_stop', price: 1.08504 })).price).toEqual([
      'The price of a sell stop must be below the bid of 1.08500.',
    ]);
    expect(errorsOf(await place({ price: 1.080001 })).price).toEqual([
      'The price of EUR/USD has at most 5 decimals.',
    ]);
    expect(Object.keys(errorsOf(await place({ price: 0 })))).toEqual(['price']);
    expect(Object.keys(errorsOf(await place({ price: -1.08 })))).toEqual(['price']);
    expect(errorsOf(await place({ price: 1.08, stop_loss: 1.081, take_profit: 1.079 }))).toEqual({
      stop_loss: ["The stop-loss of a buy must be below the order's price of 1.08000."],
      take_profit: ["The take-profit of a buy must be above the order's price of 1.08000."],
    });
    expect(errorsOf(await place({ expires_at: '2026-11-25T11:59:59Z' })).expires_at).toEqual([
      'The expiry must be later than now.',
    ]);
    expect(errorsOf(await place({ expires_at: '2027-12-25T12:00:00Z' })).expires_at).toEqual([
      'The expiry must be within a year.',
    ]);
    expect(Object.keys(errorsOf(await place({ expires_at: 'tomorrow' })))).toEqual(['expires_at']);
    expect(Object.keys(errorsOf(await place({ expires_at: '2026-13-01T00:00:00Z' })))).toEqual([
      'expires_at',
    ]);
    expect(errorsOf(await place({ volume: 1500 })).volume).toEqual([
      'The volume must be a multiple of 1,000.',
    ]);
    expect(Object.keys(errorsOf(await place({ type: 'buy' })))).toEqual(['type']);
    expect(backend.store.state.pendingOrders).toHaveLength(0);
  });

  it('refuses 1e309 and other numbers JSON cannot hold', async () => {
    const raw = (fields: string) =>
      client.call('POST', '/pending-orders', {
        token: demo,
        raw: `{"account_id":"NW-100001","asset_id":${eurUsd()},"type":"buy_limit","volume":1000,"leverage":100,${fields}}`,
        headers: { [IDEMPOTENCY_HEADER]: newKey() },
      });
    expect(errorsOf(await raw('"price":1e309'))).toEqual({ price: ['The price field must be a number.'] });
    expect(errorsOf(await raw('"price":1.08,"stop_loss":-1e309'))).toEqual({
      stop_loss: ['The stop loss field must be a number.'],
    });
    const order = await placed();
    const change = await client.call('PATCH', `/pending-orders/${order.id}`, {
      token: demo,
      raw: '{"price":1e999,"stop_loss":null,"take_profit":null,"expires_at":null}',
    });
    expect(errorsOf(change)).toEqual({ price: ['The price field must be a number.'] });
    expect(orderNow(order.id).price).toBe(1.08);
  });

  it('answers a replayed key with the first answer, and refuses another body or another call under it', async () => {
    const key = newKey();
    const first = await place({ price: 1.08 }, { key });
    expect(first.status).toBe(201);
    const again = await place({ price: 1.08 }, { key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(errorsOf(await place({ price: 1.079 }, { key })).idempotency_key).toEqual([KEY_REUSED]);
    const market = await client.call('POST', '/orders', {
      token: demo,
      json: { account_id: 'NW-100001', asset_id: eurUsd(), side: 'buy', volume: 1000, leverage: 100 },
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    expect(errorsOf(market).idempotency_key).toEqual([KEY_REUSED]);
    expect(backend.store.state.pendingOrders).toHaveLength(1);
    const missing = await client.call('POST', '/pending-orders', {
      token: demo,
      json: {
        account_id: 'NW-100001',
        asset_id: eurUsd(),
        type: 'buy_limit',
        price: 1.08,
        volume: 1000,
        leverage: 100,
      },
    });
    expect(missing.status).toBe(422);
  });

  it('changes and cancels its own orders; another customer, an admin and a stranger cannot', async () => {
    const order = await placed({ price: 1.08 });
    const maria = await client.login('maria@example.com');
    const admin = await client.login('admin@example.com');
    const change = { price: 1.079, stop_loss: 1.07, take_profit: null, expires_at: '2026-11-26T12:00:00Z' };
    for (const [token, status] of [
      [maria, 404],
      [admin, 403],
      [undefined, 401],
    ] as const) {
      expect(
        (await client.call('PATCH', `/pending-orders/${order.id}`, { token, json: change })).status,
      ).toBe(status);
      expect((await client.call('DELETE', `/pending-orders/${order.id}`, { token })).status).toBe(status);
    }
    expect((await client.call('GET', '/pending-orders?account_id=NW-100001', { token: maria })).status).toBe(
      403,
    );
    expect(await list('', maria)).toEqual([]);
    expect(orderNow(order.id)).toMatchObject({ status: 'pending', price: 1.08 });

    const changed = await client.call('PATCH', `/pending-orders/${order.id}`, { token: demo, json: change });
    expect(expectShape(pendingOrderAnswers.order, changed.body).data).toMatchObject({
      price: 1.079,
      stop_loss: 1.07,
      take_profit: null,
      expires_at: '2026-11-26T12:00:00.000Z',
    });
    expect(
      errorsOf(
        await client.call('PATCH', `/pending-orders/${order.id}`, {
          token: demo,
          json: { ...change, price: 1.09 },
        }),
      ).price,
    ).toEqual(['The price of a buy limit must be below the ask of 1.08508.']);
    expect((await list()).map((o) => o.price)).toEqual([1.079]);

    const cancelled = await client.call('DELETE', `/pending-orders/${order.id}`, { token: demo });
    expect(expectShape(pendingOrderAnswers.order, cancelled.body).data.status).toBe('cancelled');
    expect(recorder.named('order.updated').map((event) => (event.data as { action: string }).action)).toEqual(
      ['placed', 'changed', 'cancelled'],
    );
    const twice = await client.call('DELETE', `/pending-orders/${order.id}`, { token: demo });
    expect(twice.status).toBe(409);
    expect(expectShape(api.error, twice.body).message).toBe(
      'The order is no longer pending: it was cancelled.',
    );
    // Cancelled, the market passing its price opens nothing.
    backend.prices.set(eurUsd(), 1.07);
    expect(orderNow(order.id).trade_id).toBeNull();
    expect((await client.call('GET', '/pending-orders?status=open', { token: demo })).status).toBe(422);
  });

  it("places on a demo account with the account's own terms, and refuses an account not the caller's", async () => {
    const order = await placed({ account_id: 'NW-900001', type: 'sell_stop', price: 1.08 });
    expect(order.account_id).toBe('NW-900001');
    expect((await list('?account_id=NW-900001')).map((o) => o.id)).toEqual([order.id]);
    expect(await list()).toEqual([]);
    const other = await place({ account_id: 'NW-100005' });
    expect(other.status).toBe(403);
    backend.prices.set(eurUsd(), 1.0799);
    expect(tradeOf(order)).toMatchObject({ account_id: 'NW-900001', opening_price: 1.08 });
    expect(orderAnswers.order({ data: { ...tradeOf(order)!, pnl: 0 } })).not.toBeInstanceOf(Error);
  });
});
