/**
 * Margin is claimed once: a withdrawal, a savings deposit and the auto-trader's allocation draw on the
 * one figure available.ts computes, so claims made in any order never leave the account's free margin
 * below zero at the prices they were judged at, and refusals name the figure as it is.
 */
import { availableOf } from '@contract/rules/available';
import { minorOf } from '@contract/rules/money';
import { accountAnswers, api, IDEMPOTENCY_HEADER } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { availableMinor } from './domain/available';
import { fromMinor, toMinor } from './domain/money';
import { freeMarginMinor, liveAccount } from './domain/accounts';
import { marginMinor, rateNow } from './domain/valuation';
import { channels, createBackend, type Backend } from '.';

const KENJI = 'kenji@example.com';
// A still clock keeps every price where it is, so each figure below is exact.
const NOW = Date.UTC(2026, 10, 27, 12);

let backend: Backend;
let client: ApiClient;
let token: string;

beforeEach(async () => {
  backend = createBackend({ now: () => NOW });
  client = apiClient(backend.app.fetch);
  token = await client.login(KENJI);
});
afterEach(() => backend.dispose());

const kenji = () => backend.store.userByEmail(KENJI)!;
const post = (path: string, json: unknown) =>
  client.call('POST', path, { token, json, headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } });
const withdraw = (amount: string) =>
  post('/withdrawals', {
    amount,
    destination: { type: 'crypto', address: 'bc1qexample', network: 'Bitcoin' },
  });
const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(fromMinor(minor));
const decimal = (minor: number) => (minor / 100).toFixed(2);

describe('the auto-trader, a withdrawal and savings draw on one available figure', () => {
  it('holds the allocation back from a withdrawal, and the strategy then trades within what is left', async () => {
    const free = freeMarginMinor(backend, kenji(), liveAccount(backend, kenji()));
    expect(
      (await post('/auto-trader', { strategy_id: 'steady-income', allocation: '1000', accept_risk: true }))
        .status,
    ).toBe(201);
    const available = availableMinor(backend, kenji());
    expect(available).toBe(free - 100_000);

    // What the free margin alone would have allowed is refused, with the real figure.
    const tooMuch = await withdraw(decimal(free - 100));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      errors: {
        amount: [`The amount may not be greater than your available free margin of ${usd(available)}.`],
      },
    });
    const request = await withdraw(decimal(available - 100));
    expect(request.status).toBe(201);

    for (let i = 0; i < 12; i++) {
      await client.control('POST', '/auto-trader/tick', { customer_email: KENJI });
      expect(availableMinor(backend, kenji())).toBeGreaterThanOrEqual(0);
    }
    const id = (request.body as { data: { id: number } }).data.id;
    expect((await client.control('POST', `/withdrawals/${id}/approve`)).status).toBe(200);
    expect(freeMarginMinor(backend, kenji(), liveAccount(backend, kenji()))).toBeGreaterThanOrEqual(0);
    expect(availableMinor(backend, kenji())).toBeGreaterThanOrEqual(0);
  });

  it('refuses an allocation or a savings deposit of margin a pending withdrawal holds', async () => {
    const available = availableMinor(backend, kenji());
    expect((await withdraw(decimal(available - 50_000))).status).toBe(201);
    const start = await post('/auto-trader', {
      strategy_id: 'steady-income',
      allocation: '600',
      accept_risk: true,
    });
    expect(start.body).toMatchObject({
      errors: {
        allocation: [`The allocation may not be greater than your available free margin of ${usd(50_000)}.`],
      },
    });
    const save = await post('/savings/deposit', { amount: '500.01' });
    expect(save.body).toMatchObject({
      errors: {
        amount: [`The amount may not be greater than your available free margin of ${usd(50_000)}.`],
      },
    });
    expect((await post('/savings/deposit', { amount: '500.00' })).status).toBe(201);
    expect(availableMinor(backend, kenji())).toBe(0);
  });

  it('says a negative figure as it is, and holds a withdrawal the margin no longer covers', async () => {
    const request = await withdraw('100.00');
    expect(request.status).toBe(201);
    // The open trades lost more than the balance keeps free.
    const shortBy = availableMinor(backend, kenji()) + 12_345;
    kenji().balance = fromMinor(toMinor(kenji().balance) - shortBy);
    expect(availableMinor(backend, kenji())).toBe(-12_345);

    const refused = await withdraw('10.00');
    expect(refused.body).toMatchObject({
      errors: { amount: ['The amount may not be greater than your available free margin of −$123.45.'] },
    });
    // An order and the auto-trader say the same figure, never "$0.00".
    const eurUsd = backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!;
    const order = await post('/orders', {
      account_id: kenji().account_id,
      asset_id: eurUsd.id,
      side: 'buy',
      volume: 1000,
      leverage: 30,
    });
    expect(order.status).toBe(422);
    expect((order.body as { errors: { margin: string[] } }).errors.margin).toEqual([
      expect.stringMatching(
        /^Insufficient margin: this order needs \$\d+\.\d\d, more than your available free margin of −\$123\.45\.$/,
      ),
    ]);
    const start = await post('/auto-trader', {
      strategy_id: 'steady-income',
      allocation: '500',
      accept_risk: true,
    });
    expect(start.body).toMatchObject({
      errors: {
        allocation: ['The allocation may not be greater than your available free margin of −$123.45.'],
      },
    });
    const id = (request.body as { data: { id: number } }).data.id;
    const approval = await client.control('POST', `/withdrawals/${id}/approve`);
    expect(approval.status).toBe(409);
    expect(approval.body).toMatchObject({
      message: 'The withdrawal is not covered: the available free margin is −$123.45.',
    });
  });
});

describe('GET /accounts names what the money is promised to, so a client arrives at the same figure', () => {
  const liveOf = async () =>
    expectShape(accountAnswers.accounts, (await client.call('GET', '/accounts', { token })).body).data.find(
      (account) => account.type === 'live',
    )!;

  it('sends none while nothing is promised', async () => {
    expect((await liveOf()).commitments).toEqual({ pending_withdrawals: '0.00', auto_trader: null });
  });

  it('sends the pending withdrawals and the active allocation; with the open trades they make the figure', async () => {
    expect(
      (await post('/auto-trader', { strategy_id: 'steady-income', allocation: '1500', accept_risk: true }))
        .status,
    ).toBe(201);
    for (let i = 0; i < 2; i++) await client.control('POST', '/auto-trader/tick', { customer_email: KENJI });
    const events = recordEvents(backend.bus);
    expect((await withdraw('1200.00')).status).toBe(201);
    expect((await withdraw('34.56')).status).toBe(201);
    // A request holds money back from the moment it is made: the customer's other screens are told.
    expect(events.named('user.updated').map((event) => event.channel)).toEqual([
      channels.user(kenji().id),
      channels.user(kenji().id),
    ]);

    const live = await liveOf();
    expect(live.commitments).toEqual({
      pending_withdrawals: '1234.56',
      auto_trader: { strategy_id: 'steady-income', allocation: '1500.00' },
    });
    // What a client does with the answer: the rule, the open trades as listed, valued at the prices.
    const open = expectShape(api.trades, (await client.call('GET', '/open/trades', { token })).body).data;
    expect(open.filter((trade) => trade.strategy?.id === 'steady-income')).toHaveLength(2);
    const { auto_trader } = live.commitments;
    const parts = availableOf({
      freeMargin: BigInt(freeMarginMinor(backend, kenji(), liveAccount(backend, kenji()))),
      commitments: {
        pendingWithdrawals: minorOf(live.commitments.pending_withdrawals),
        autoTrader: auto_trader && {
          strategyId: auto_trader.strategy_id,
          allocation: minorOf(auto_trader.allocation),
        },
      },
      openTrades: open,
      strategyOf: (trade) => trade.strategy?.id,
      marginOf: (trade) =>
        BigInt(
          marginMinor(trade, backend.prices.quote(trade.asset_id), rateNow(backend, trade.asset_id, 'USD')),
        ),
    });
    expect(parts.autoTraderReserve).toBeGreaterThan(0n);
    expect(parts.autoTraderReserve).toBeLessThan(150_000n);
    const available = availableMinor(backend, kenji());
    expect(Number(parts.available)).toBe(available);

    // That figure is accepted to the cent; a cent more is refused, naming it.
    const over = await post('/savings/deposit', { amount: decimal(available + 1) });
    expect(over.body).toMatchObject({
      errors: {
        amount: [`The amount may not be greater than your available free margin of ${usd(available)}.`],
      },
    });
    expect((await post('/savings/deposit', { amount: decimal(available) })).status).toBe(201);
    expect(availableMinor(backend, kenji())).toBe(0);
  });

  it('sends a demo account none: orders on it are judged by its free margin alone', async () => {
    const demoToken = await client.login('demo@example.com');
    const accounts = expectShape(
      accountAnswers.accounts,
      (await client.call('GET', '/accounts', { token: demoToken })).body,
    ).data;
    const demo = accounts.find((account) => account.type === 'demo')!;
    expect(demo.commitments).toEqual({ pending_withdrawals: '0.00', auto_trader: null });
  });
});
