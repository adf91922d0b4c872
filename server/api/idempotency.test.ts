/**
 * One idempotency mechanism for every call that takes a key (orders, closes, payments, savings, the
 * auto-trader): a key answers only the request it was first used for (its method, path and body),
 * and answers are kept for a day by the backend's clock and in bounded number, oldest dropped first.
 */
import { api, IDEMPOTENCY_HEADER } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { IDEMPOTENCY_LIMITS } from './domain/idempotency-ledger';
import { createBackend, type Backend, type BackendOptions } from '.';

/** A Wednesday noon: every market is open. */
const START = Date.parse('2026-11-25T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_REUSED = 'This idempotency key was already used for a different request.';

let clock: number;
let backend: Backend;
let client: ApiClient;
let demo: string;

async function open(options: BackendOptions = {}) {
  backend?.dispose();
  clock = START;
  backend = createBackend({ now: () => clock, ...options });
  client = apiClient(backend.app.fetch);
  demo = await client.login('demo@example.com');
}
beforeEach(() => open());
afterEach(() => backend.dispose());

const newKey = () => crypto.randomUUID();
const post = (path: string, json: unknown, key: string, token = demo) =>
  client.call('POST', path, { token, json, headers: { [IDEMPOTENCY_HEADER]: key } });
const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;
const errorsOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(422);
  return expectShape(api.error, answer.body).errors;
};
const openTradeIds = async () =>
  expectShape(api.trades, (await client.call('GET', '/open/trades', { token: demo })).body).data.map(
    (trade) => trade.id,
  );
const eurUsd = () => backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!.id;
const crypto1 = { type: 'crypto', address: 'bc1qexample', network: 'Bitcoin' };
const card = (amount: string) => ({
  amount,
  card_number: '4242 4242 4242 4242',
  expiry_month: 3,
  expiry_year: 2030,
  cvc: '123',
  holder: 'Alex Morgan',
});
const savingsDeposit = (key: string, token = demo) =>
  post('/savings/deposit', { amount: '1.00' }, key, token);

describe('a key answers only the request it was first used for', () => {
  it('closing another position under a used key is refused, and that position stays open', async () => {
    const [first, second] = await openTradeIds();
    const key = newKey();
    const closed = await post(`/trades/${first}/close`, {}, key);
    expect(closed.status).toBe(200);
    expect(errorsOf(await post(`/trades/${second}/close`, {}, key))).toEqual({
      idempotency_key: [KEY_REUSED],
    });
    expect(await openTradeIds()).toContain(second);
    // The first close, sent again, is still answered as it was.
    const again = await post(`/trades/${first}/close`, {}, key);
    expect(again.status).toBe(200);
    expect(dataOf(again)).toEqual(dataOf(closed));
  });

  it.each([
    [
      '/orders',
      () => ({ account_id: 'NW-100001', asset_id: eurUsd(), side: 'buy', volume: 1000, leverage: 30 }),
      () => ({ account_id: 'NW-100001', asset_id: eurUsd(), side: 'buy', volume: 2000, leverage: 30 }),
    ],
    ['/deposits/card', () => card('100.00'), () => card('100.01')],
    [
      '/deposits/crypto',
      () => ({ wallet_id: 'btc-mainnet', amount: '0.01' }),
      () => ({ wallet_id: 'btc-mainnet', amount: '0.02' }),
    ],
    [
      '/withdrawals',
      () => ({ amount: '10.00', destination: crypto1 }),
      () => ({ amount: '10.00', destination: { ...crypto1, address: 'bc1qother' } }),
    ],
    ['/savings/deposit', () => ({ amount: '10.00' }), () => ({ amount: '10' })],
    ['/savings/withdraw', () => ({ amount: '10.00' }), () => ({ amount: '11.00' })],
    [
      '/auto-trader',
      () => ({ strategy_id: 'steady-income', allocation: '1000', accept_risk: true }),
      () => ({ strategy_id: 'steady-income', allocation: '1001', accept_risk: true }),
    ],
  ])(
    'POST %s answers its own retry once, and refuses another body or call under its key',
    async (path, body, other) => {
      const key = newKey();
      const first = await post(path, body(), key);
      expect(first.status).toBe(201);
      const again = await post(path, body(), key);
      expect(again.status).toBe(200);
      expect(dataOf(again)).toEqual(dataOf(first));
      expect(errorsOf(await post(path, other(), key))).toEqual({ idempotency_key: [KEY_REUSED] });
      // The same body on another call is another request.
      const elsewhere = path === '/savings/withdraw' ? '/savings/deposit' : '/savings/withdraw';
      expect(errorsOf(await post(elsewhere, { amount: '10.00' }, key))).toEqual({
        idempotency_key: [KEY_REUSED],
      });
    },
  );
});

describe('answers are kept for a day and in bounded number', () => {
  it('forgets a key a day after its answer, by the backend clock', async () => {
    const key = newKey();
    const first = await savingsDeposit(key);
    expect(first.status).toBe(201);
    clock += DAY_MS - 1;
    expect((await savingsDeposit(key)).status).toBe(200);
    clock += 1;
    // Forgotten: the same key is a new request, and makes a second move.
    const later = await savingsDeposit(key);
    expect(later.status).toBe(201);
    expect(dataOf(later)).not.toEqual(dataOf(first));
    expect((await savingsDeposit(key)).status).toBe(200);
  });

  it("keeps at most the cap per user and in all, the oldest dropped first, each user's within their own cap", async () => {
    await open({ idempotencyLimits: { perUser: 3, total: 5 } });
    const kenji = await client.login('kenji@example.com');
    const mine = [newKey(), newKey(), newKey(), newKey()];
    for (const key of mine) expect((await savingsDeposit(key)).status).toBe(201);
    expect(backend.store.idempotency.size).toBe(3);
    // The three newest are answered again; the oldest was dropped.
    for (const key of mine.slice(1)) expect((await savingsDeposit(key)).status).toBe(200);

    const theirs = [newKey(), newKey(), newKey()];
    for (const key of theirs) expect((await savingsDeposit(key, kenji)).status).toBe(201);
    expect(backend.store.idempotency.size).toBe(5);
    // The total cap dropped the oldest of all: the first of demo's three.
    for (const key of theirs) expect((await savingsDeposit(key, kenji)).status).toBe(200);
    for (const key of mine.slice(2)) expect((await savingsDeposit(key)).status).toBe(200);
    expect((await savingsDeposit(mine[1]!)).status).toBe(201);
    expect(backend.store.idempotency.size).toBe(5);
  });

  it('holds the default caps under a burst from one user and from many', () => {
    const { perUser, total } = IDEMPOTENCY_LIMITS;
    const answer = { endpoint: 'savings/deposit', data: {}, fingerprint: '' } as never;
    for (let i = 0; i < perUser + 10; i += 1) backend.store.idempotency.set(1, `burst-${i}`, answer);
    expect(backend.store.idempotency.size).toBe(perUser);
    expect(backend.store.idempotency.get(1, 'burst-9')).toBeUndefined();
    expect(backend.store.idempotency.get(1, 'burst-10')).toBeDefined();
    for (let i = 0; i < total + 10; i += 1) backend.store.idempotency.set(1000 + i, 'k', answer);
    expect(backend.store.idempotency.size).toBe(total);
    expect(backend.store.idempotency.get(1, `burst-${perUser + 9}`)).toBeUndefined();
    expect(backend.store.idempotency.get(1000 + total + 9, 'k')).toBeDefined();
  });
});
