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
  const seeded = Math.max(0, ...backend.store.state.ledger.map((entry) => entry.id));
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
  const entries = backend.store.state.ledger.filter(
    (entry) => entry.account_id === live.account_id && entry.id > seeded,
  );
  expect(entries.map(({ kind, amount_minor, reference }) => ({ kind, amount_minor, reference }))).toEqual([
    { kind: 'trade', amount_minor: toMinor(closed.pnl), reference: `${closed.id}` },
    { kind: 'deposit', amount_minor: 2510, reference: `${depositId}` },
    { kind: 'savings', amount_minor: -1000, reference: expect.stringMatching(/^\d+$/) },
  ]);
  const all = backend.store.state.ledger.filter((entry) => entry.account_id === live.account_id);
  for (const [i, entry] of all.entries()) {
    if (i > 0) expect(entry.balance_minor).toBe(all[i - 1]!.balance_minor + entry.amount_minor);
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
  expect(accountsWithEntries()).toContain(demoAccount.account_id);
  expect(accountsWithEntries()).toContain('NW-100001');
  expect((await post(`/accounts/${demoAccount.account_id}/reset`, {})).status).toBe(200);
  expect(accountsWithEntries()).not.toContain(demoAccount.account_id);
  expect(accountsWithEntries()).toContain('NW-100001');
});

it("writes the seeded history's entries, chained per account and ending at each seeded balance", () => {
  const { ledger, accounts, users, demoBalances, deposits } = backend.store.state;
  const demoUserAccounts = accounts.get(1)!;
  const live = demoUserAccounts.find((account) => account.type === 'live')!;
  const liveEntries = ledger.filter((entry) => entry.account_id === live.account_id);
  // The wire of 5,000.00, the card deposit of 500.00, the withdrawal of 250.00 and the 2,000.00 saved.
  expect(liveEntries.filter((entry) => entry.kind === 'deposit').map((entry) => entry.amount_minor)).toEqual(
    deposits.filter((deposit) => deposit.user_id === 1).map((deposit) => deposit.credited_minor),
  );
  expect(liveEntries.filter((entry) => entry.kind === 'withdrawal').map((e) => e.amount_minor)).toEqual([
    -25_000,
  ]);
  expect(liveEntries.filter((entry) => entry.kind === 'savings').map((e) => e.amount_minor)).toEqual([
    -200_000,
  ]);
  for (const account of [...accounts.values()].flat()) {
    const entries = ledger.filter((entry) => entry.account_id === account.account_id);
    if (entries.length === 0) continue;
    for (const [i, entry] of entries.entries()) {
      if (i > 0) expect(entry.balance_minor).toBe(entries[i - 1]!.balance_minor + entry.amount_minor);
      if (i > 0) expect(entry.created_at >= entries[i - 1]!.created_at).toBe(true);
    }
    const owner = [...accounts].find(([, list]) => list.includes(account))![0];
    const balance =
      account.type === 'live' ? toMinor(users.get(owner)!.balance) : demoBalances.get(account.id);
    expect(entries.at(-1)!.balance_minor).toBe(balance);
  }
});
