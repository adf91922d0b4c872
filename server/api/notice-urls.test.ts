/**
 * Where a tap on a position's or an order's notice opens (the push's `url`): the position itself, by
 * its id (an open one on the trading screen, a closed one in the dashboard's closed trades), and for
 * an order that ended without a position (expired, refused) the trading screen's orders.
 */
import { IDEMPOTENCY_HEADER, orderAnswers, pendingOrderAnswers, type PushPayload } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { createBackend, type Backend } from '.';

let clock: number;
let backend: Backend;
let client: ApiClient;
let demo: string;
let pushed: PushPayload[];

/** A push service that takes everything; what was sent is kept, as the device would read it. */
const recordingSender = {
  publicKey: 'BAAA',
  accepts: () => true,
  send: (_target: unknown, payload: string) => {
    pushed.push(JSON.parse(payload) as PushPayload);
    return Promise.resolve(201);
  },
};

beforeEach(async () => {
  clock = Date.parse('2026-11-25T12:00:00Z');
  pushed = [];
  backend = createBackend({ now: () => clock, push: recordingSender });
  client = apiClient(backend.app.fetch);
  demo = await client.login('demo@example.com');
  await client.control('POST', '/markets/clock', { at: '2026-11-25T12:00:00Z' });
  const subscribed = await client.call('POST', '/push/subscriptions', {
    token: demo,
    json: { endpoint: 'https://fcm.googleapis.com/fcm/send/phone', keys: { p256dh: 'BAAA', auth: 'AAAA' } },
  });
  expect(subscribed.status).toBe(201);
  backend.prices.set(eurUsd(), 1.085);
  // At the instrument's own leverage (1:100), a professional client's terms.
  await client.control('PATCH', '/accounts/NW-100001', { client_category: 'professional' });
});
afterEach(() => backend.dispose());

const eurUsd = () => backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!.id;
const withKey = () => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
const base = { account_id: 'NW-100001', volume: 1000, leverage: 100 };
const body = (extra: Record<string, unknown>) => ({ ...base, asset_id: eurUsd(), ...extra });
const pendingOrder = async (extra: Record<string, unknown>) => {
  const answer = await client.call('POST', '/pending-orders', {
    token: demo,
    json: body({ type: 'buy_limit', price: 1.08, ...extra }),
    headers: withKey(),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return expectShape(pendingOrderAnswers.order, answer.body).data;
};
const marketOrder = async (extra: Record<string, unknown>) => {
  const answer = await client.call('POST', '/orders', { token: demo, json: body(extra), headers: withKey() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return expectShape(orderAnswers.order, answer.body).data;
};
const lastPush = (title: RegExp) => pushed.filter((payload) => title.test(payload.title)).at(-1);

it('a pending order’s fill opens the position it opened', async () => {
  const order = await pendingOrder({});
  backend.prices.set(eurUsd(), 1.0795);
  const tradeId = backend.store.state.pendingOrders.find((o) => o.id === order.id)!.trade_id;
  expect(tradeId).not.toBeNull();
  expect(lastPush(/^Buy limit filled EUR\/USD/)?.url).toBe(`/trading?position=${tradeId}`);
});

it('a pending order’s expiry and its refusal open the orders', async () => {
  await pendingOrder({ expires_at: '2026-11-25T12:01:00Z' });
  clock = Date.parse('2026-11-25T12:01:00Z');
  backend.prices.set(eurUsd(), 1.085);
  expect(lastPush(/^Buy limit expired EUR\/USD/)?.url).toBe('/trading?show=orders');

  // Far more than the account can carry: refused when the market reaches it.
  await pendingOrder({ volume: 10_000_000 });
  backend.prices.set(eurUsd(), 1.0795);
  expect(lastPush(/^Buy limit refused EUR\/USD/)?.url).toBe('/trading?show=orders');
});

it('a stop-loss or take-profit close opens the closed position', async () => {
  const stopped = await marketOrder({ side: 'buy', stop_loss: 1.08 });
  const profit = await marketOrder({ side: 'sell', take_profit: 1.08 });
  backend.prices.set(eurUsd(), 1.079);
  expect(lastPush(/^Stop-loss EUR\/USD/)?.url).toBe(`/main/dashboard?position=${stopped.id}`);
  expect(lastPush(/^Take-profit EUR\/USD/)?.url).toBe(`/main/dashboard?position=${profit.id}`);
});

it('a stop-out opens the position it closed; a margin call, which names none, the trading screen', async () => {
  const trade = await marketOrder({ side: 'buy', volume: 100_000 });
  // Falling step by step: first through the margin-call level, then through the stop-out's.
  let price = 1.085;
  while (!lastPush(/^Margin call/) && price > 0.5) backend.prices.set(eurUsd(), (price -= 0.001));
  expect(lastPush(/^Margin call/)?.url).toBe('/trading');
  while (!lastPush(/^Stop-out/) && price > 0.5) backend.prices.set(eurUsd(), (price -= 0.001));
  expect(lastPush(/^Stop-out EUR\/USD/)?.url).toBe(`/main/dashboard?position=${trade.id}`);
});
