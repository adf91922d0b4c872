/**
 * The ledger: every change of a trading account's balance writes one entry saying why (a closed
 * trade, a deposit, a withdrawal, a savings transfer), with the balance after it, so an account's
 * entries chain from one balance to the next and end at the balance the account shows.
 *
 * The market clock is pinned to a Wednesday noon, so every market is open whatever day this runs.
 */
import { api, IDEMPOTENCY_HEADER, orderAnswers } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { balanceMinor, liveAccount, accountsOf } from './domain/accounts';
import { toMinor } from './domain/money';
import { createBackend, type Backend } from '.';

let backend: Backend;
let client: ApiClient;
let demo: string;

beforeEach(async () => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
  demo = await client.login('demo@example.com');
  await client.control('POST', '/markets/clock', { at: '2026-11-25T12:00:00Z' });
});
afterEach(() => backend.dispose());

const headers = () => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
const post = (path: string, json: Record<string, unknown>) =>
  client.call('POST', path, { token: demo, json, headers: headers() });
const demoUser = () => backend.store.state.users.get(1)!;

it('writes one entry per balance change, chained, ending at the balance shown', async () => {
  const eurusd = backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!;
  const opened = expectShape(
    orderAnswers.order,
    (
      await post('/orders', {
        account_id: 'NW-100001',
        asset_id: eurusd.id,
        side: 'buy',
        volume: 1000,
        leverage: 30,
      })
    ).body,
  ).data;
  backend.prices.set(eurusd.id, 1.1);
  const closed = expectShape(orderAnswers.order, (await post(`/trades/${opened.id}/close`, {})).body).data;
  expect(closed.close_reason).toBe('customer');

  const deposit = await post('/deposits/card', {
    amount: '25.10',
    card_number: '4242 4242 4242 4242',
    expiry_month: 3,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Alex Morgan',
  });
  expect(deposit.status).toBe(201);
  const depositId = (deposit.body as { data: { id: number } }).data.id;
  expect((await client.control('POST', `/deposits/${depositId}/approve`)).status).toBe(200);
  expect((await post('/savings/deposit', { amount: '10.00' })).status).toBe(201);

  const user = demoUser();
  const live = liveAccount(backend, user);
  const entries = backend.store.state.ledger.filter((entry) => entry.account_id === live.account_id);
  expect(entries.map(({ kind, amount_minor, reference }) => ({ kind, amount_minor, reference }))).toEqual([
    { kind: 'trade', amount_minor: toMinor(closed.pnl), reference: `${closed.id}` },
    { kind: 'deposit', amount_minor: 2510, reference: `${depositId}` },
    { kind: 'savings', amount_minor: -1000, reference: expect.stringMatching(/^\d+$/) },
  ]);
  for (const [i, entry] of entries.entries()) {
    if (i > 0) expect(entry.balance_minor).toBe(entries[i - 1]!.balance_minor + entry.amount_minor);
  }
  expect(entries.at(-1)!.balance_minor).toBe(balanceMinor(backend, user, live));
  expect(
    toMinor(expectShape(api.user, (await client.call('GET', '/user', { token: demo })).body).data.balance),
  ).toBe(entries.at(-1)!.balance_minor);
});

it('forgets a demo account entries when it starts again, and keeps the live ones', async () => {
  const user = demoUser();
  const demoAccount = accountsOf(backend, user).find((account) => account.type === 'demo')!;
  const eurusd = backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!;
  for (const account of ['NW-100001', demoAccount.account_id]) {
    const answer = await post('/orders', {
      account_id: account,
      asset_id: eurusd.id,
      side: 'sell',
      volume: 1000,
      leverage: 30,
    });
    const { id } = expectShape(orderAnswers.order, answer.body).data;
    expect((await post(`/trades/${id}/close`, {})).status).toBe(200);
  }
  const accountsWithEntries = () => new Set(backend.store.state.ledger.map((entry) => entry.account_id));
  expect(accountsWithEntries()).toEqual(new Set(['NW-100001', demoAccount.account_id]));
  expect((await post(`/accounts/${demoAccount.account_id}/reset`, {})).status).toBe(200);
  expect(accountsWithEntries()).toEqual(new Set(['NW-100001']));
});
