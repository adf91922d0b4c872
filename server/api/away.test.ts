/**
 * 'While you were away' (GET /user/away, POST /user/away/seen): a customer's return after 15 minutes
 * or more without an app of theirs looking sums up what happened meanwhile.
 */
import { accountAnswers, IDEMPOTENCY_HEADER, pendingOrderAnswers } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { changeBalance, liveAccount } from './domain/accounts';
import { AWAY_AFTER_MS } from './domain/away';
import { closeTrade, openTradeWith } from './domain/trades';
import { createBackend, type Backend } from '.';

const MINUTE = 60_000;
let clock: number;
let backend: Backend;
let client: ApiClient;
let token: string;
const kenji = () => backend.store.userByEmail('kenji@example.com')!;
const later = (ms: number) => void (clock += ms);
const away = async () => {
  const answer = await client.call('GET', '/user/away', { token });
  expect(answer.status).toBe(200);
  return expectShape(accountAnswers.away, answer.body).data;
};
const heartbeat = () => client.call('POST', '/user/heartbeat', { token });

beforeEach(async () => {
  clock = Date.parse('2026-11-25T12:00:00Z');
  backend = createBackend({ now: () => clock });
  client = apiClient(backend.app.fetch);
  token = await client.login('kenji@example.com');
  await heartbeat();
});
afterEach(() => backend.dispose());

/** A BTC/USD buy on Kenji's live account, closed by the server `reason` a minute later. */
function closedByServer(reason: 'stop_out' | 'stop_loss') {
  const user = kenji();
  const account = liveAccount(backend, user);
  const btc = backend.prices.assets.find((asset) => asset.symbol === 'BTC/USD')!.id;
  openTradeWith(backend, user, account, { asset_id: btc, trade_type: 'buy', volume: 0.01, leverage: 1 });
  later(MINUTE);
  const record = backend.store.state.trades.at(-1)!;
  return closeTrade(backend, user, record, reason);
}

it('sums up the positions the server closed and the money that moved while the customer was away', async () => {
  const lookedAt = clock;
  later(5 * MINUTE);
  const stopOut = closedByServer('stop_out');
  closedByServer('stop_out');
  closedByServer('stop_loss');
  changeBalance(backend, kenji(), liveAccount(backend, kenji()), 50_000, {
    kind: 'deposit',
    reference: '77',
  });
  later(AWAY_AFTER_MS);
  const back = clock;

  const summary = await away();
  expect(summary).not.toBeNull();
  expect(summary!.since).toBe(new Date(lookedAt).toISOString());
  expect(summary!.until).toBe(new Date(back).toISOString());
  const [live] = summary!.accounts;
  expect(summary!.accounts).toHaveLength(1);
  expect(live).toMatchObject({
    account_id: stopOut.account_id,
    type: 'live',
    currency: 'USD',
    closed: [
      { reason: 'stop_out', count: 2 },
      { reason: 'stop_loss', count: 1 },
    ],
    payments: '500.00',
    orders: { filled: 0, expired: 0, refused: 0 },
  });
  // The realised P&L is the ledger's: the three closes' lines added up.
  const realised = backend.store.state.ledger
    .filter((entry) => entry.kind === 'trade' && Date.parse(entry.created_at) > lookedAt)
    .reduce((sum, entry) => sum + entry.amount_minor, 0);
  expect(live!.realised_pnl).toBe((realised / 100).toFixed(2));

  // Read again, it is still there (a heartbeat meanwhile changes nothing) until dismissed.
  await heartbeat();
  expect((await away())?.until).toBe(new Date(back).toISOString());
  expect((await client.call('POST', '/user/away/seen', { token })).status).toBe(200);
  expect(await away()).toBeNull();
});

it('is nothing after a short absence, or when nothing happened', async () => {
  closedByServer('stop_loss');
  later(AWAY_AFTER_MS - 2 * MINUTE);
  expect(await away()).toBeNull();
  later(AWAY_AFTER_MS + MINUTE);
  expect(await away()).toBeNull();
});

it('adds a second time away to one not yet dismissed', async () => {
  const firstLook = clock;
  later(AWAY_AFTER_MS);
  closedByServer('stop_out');
  await heartbeat();
  later(AWAY_AFTER_MS);
  closedByServer('stop_loss');
  const summary = await away();
  expect(summary!.since).toBe(new Date(firstLook).toISOString());
  expect(summary!.accounts[0]!.closed).toEqual([
    { reason: 'stop_out', count: 1 },
    { reason: 'stop_loss', count: 1 },
  ]);
});

it('belongs to the customer alone: an admin has none, another customer sees only their own', async () => {
  later(AWAY_AFTER_MS);
  closedByServer('stop_out');
  const admin = await client.login('admin@example.com');
  expect((await client.call('GET', '/user/away', { token: admin })).status).toBe(403);
  const other = await client.login('demo@example.com');
  expect(
    expectShape(accountAnswers.away, (await client.call('GET', '/user/away', { token: other })).body).data,
  ).toBeNull();
  expect((await client.call('GET', '/user/away')).status).toBe(401);
  expect(await away()).not.toBeNull();
});

it('counts the pending orders that filled, expired or were refused while the customer was away', async () => {
  await client.control('POST', '/markets/clock', { at: '2026-11-25T12:00:00Z' });
  const btc = backend.prices.assets.find((asset) => asset.symbol === 'BTC/USD')!.id;
  backend.prices.set(btc, 64_000);
  const place = async (body: Record<string, unknown>) => {
    const answer = await client.call('POST', '/pending-orders', {
      token,
      json: {
        account_id: 'NW-100006',
        asset_id: btc,
        type: 'buy_limit',
        volume: 0.01,
        leverage: 1,
        ...body,
      },
      headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return expectShape(pendingOrderAnswers.order, answer.body).data;
  };
  const lookedAt = clock;
  const fills = await place({ price: 60_000 });
  const alsoFills = await place({ price: 59_000 });
  const expires = await place({ price: 50_000, expires_at: '2026-11-25T12:10:00Z' });
  // More than the account could ever carry at 1:1: refused when the market reaches it.
  const refused = await place({ price: 55_000, volume: 100 });
  later(5 * MINUTE);
  backend.prices.set(btc, 58_500);
  later(10 * MINUTE);
  backend.prices.set(btc, 58_600);
  backend.prices.set(btc, 54_000);
  const status = (id: number) => backend.store.state.pendingOrders.find((order) => order.id === id)?.status;
  expect([fills, alsoFills, expires, refused].map((order) => status(order.id))).toEqual([
    'filled',
    'filled',
    'expired',
    'refused',
  ]);
  later(AWAY_AFTER_MS);

  const summary = await away();
  expect(summary!.since).toBe(new Date(lookedAt).toISOString());
  expect(summary!.accounts).toEqual([
    expect.objectContaining({
      account_id: 'NW-100006',
      orders: { filled: 2, expired: 1, refused: 1 },
    }),
  ]);
});
