/**
 * GET /statement: an account's balance at each end of a range and every entry between, built from
 * the ledger. The figures of the first tests are worked by hand from a balance set to 1,000.00.
 */
import { accountAnswers, api } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { accountsOf, changeBalance, liveAccount } from './domain/accounts';
import { statementOf } from './domain/statement';
import { openTradeWith, closeTrade } from './domain/trades';
import { createBackend, type Backend } from '.';

const at = (text: string) => Date.parse(text);

describe('statementOf', () => {
  let clock = at('2026-11-01T09:00:00Z');
  let backend: Backend;
  const user = () => backend.store.state.users.get(1)!;
  const live = () => liveAccount(backend, user());
  /** A balance change at a moment of November 2026. */
  const move = (
    when: string,
    minor: number,
    kind: Parameters<typeof changeBalance>[4]['kind'],
    ref = '9',
  ) => {
    clock = at(when);
    changeBalance(backend, user(), live(), minor, { kind, reference: ref });
  };

  beforeEach(() => {
    clock = at('2026-11-01T09:00:00Z');
    backend = createBackend({ now: () => clock });
    // A balance set by hand, with no entry before the first below (the seeded history's are put aside).
    backend.store.state.ledger = [];
    user().balance = 1000;
    move('2026-11-02T10:00:00Z', 10_000, 'deposit'); //   1,100.00
    move('2026-11-05T00:00:00Z', -2_550, 'trade'); //       1,074.50 (at `from`: inside)
    move('2026-11-10T12:00:00Z', -3_000, 'withdrawal'); //  1,044.50
    move('2026-11-11T22:00:00Z', -125, 'swap'); //          1,043.25
    move('2026-11-12T08:00:00Z', -70, 'commission'); //     1,042.55
    move('2026-11-20T16:30:00Z', 2_000, 'savings'); //      1,062.55
    move('2026-11-25T00:00:00Z', 45, 'adjustment'); //      1,063.00 (at `to`: outside)
    move('2026-12-01T09:00:00Z', 500, 'deposit'); //        1,068.00
  });
  afterEach(() => backend.dispose());

  const range = { from: '2026-11-05T00:00:00Z', to: '2026-11-25T00:00:00Z' };

  it('opens at the balance before `from` and closes at the balance before `to`', () => {
    const statement = statementOf(backend, user(), live(), range);
    expect(user().balance).toBe(1068);
    expect(statement).toMatchObject({
      account_id: 'NW-100001',
      currency: 'USD',
      from: '2026-11-05T00:00:00.000Z',
      to: '2026-11-25T00:00:00.000Z',
      opening_balance: '1100.00',
      closing_balance: '1062.55',
    });
    expect(statement.entries.map(({ kind, amount, balance }) => [kind, amount, balance])).toEqual([
      ['trade', '-25.50', '1074.50'],
      ['withdrawal', '-30.00', '1044.50'],
      ['swap', '-1.25', '1043.25'],
      ['commission', '-0.70', '1042.55'],
      ['savings', '20.00', '1062.55'],
    ]);
  });

  it('counts a seeded balance with no entries, and a range before every entry', () => {
    const before = statementOf(backend, user(), live(), {
      from: '2026-10-01T00:00:00Z',
      to: '2026-11-01T00:00:00Z',
    });
    expect(before).toMatchObject({ opening_balance: '1000.00', closing_balance: '1000.00', entries: [] });
    const after = statementOf(backend, user(), live(), {
      from: '2026-12-01T09:00:00.001Z',
      to: '2026-12-31T00:00:00Z',
    });
    expect(after).toMatchObject({ opening_balance: '1068.00', closing_balance: '1068.00', entries: [] });
  });

  it('lists only the kinds asked for, and keeps both balances', () => {
    const statement = statementOf(backend, user(), live(), {
      ...range,
      kinds: new Set(['swap', 'commission']),
    });
    expect(statement).toMatchObject({ opening_balance: '1100.00', closing_balance: '1062.55' });
    expect(statement.entries.map((entry) => entry.amount)).toEqual(['-1.25', '-0.70']);
  });

  it("never counts another account's entries", () => {
    const demo = accountsOf(backend, user()).find((account) => account.type === 'demo')!;
    backend.store.state.demoBalances.set(demo.id, 10_000_000);
    clock = at('2026-12-02T00:00:00Z');
    changeBalance(backend, user(), demo, -99_999, { kind: 'trade', reference: '1' });
    const december = { from: '2026-12-01T10:00:00Z', to: '2026-12-03T00:00:00Z' };
    expect(statementOf(backend, user(), live(), december)).toMatchObject({
      closing_balance: '1068.00',
      entries: [],
    });
    expect(statementOf(backend, user(), demo, december)).toMatchObject({
      opening_balance: '100000.00',
      closing_balance: '99000.01',
    });
  });

  it('lists the trades open at `to`, closed since or not, and not those opened after it', () => {
    const eurusd = backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!;
    const open = (when: string) => {
      clock = at(when);
      return openTradeWith(backend, user(), live(), {
        asset_id: eurusd.id,
        trade_type: 'buy',
        volume: 1000,
        leverage: 10,
      });
    };
    const closedSince = open('2026-12-02T00:00:00Z');
    const stillOpen = open('2026-12-03T00:00:00Z');
    const closedBefore = open('2026-12-04T00:00:00Z');
    clock = at('2026-12-05T00:00:00Z');
    closeTrade(
      backend,
      user(),
      backend.store.state.trades.find((trade) => trade.id === closedBefore.id)!,
      'customer',
    );
    open('2026-12-11T00:00:00Z');
    clock = at('2026-12-12T00:00:00Z');
    closeTrade(
      backend,
      user(),
      backend.store.state.trades.find((trade) => trade.id === closedSince.id)!,
      'stop_loss',
    );

    const december = { from: '2026-12-01T10:00:00Z', to: '2026-12-10T00:00:00Z' };
    const ids = statementOf(backend, user(), live(), december)
      .open_positions.map((trade) => trade.id)
      .filter((id) => [closedSince.id, stillOpen.id, closedBefore.id].includes(id) || id > stillOpen.id);
    expect(ids).toEqual([closedSince.id, stillOpen.id]);
    const closing = statementOf(backend, user(), live(), december).entries.find(
      (entry) => entry.kind === 'trade' && entry.reference === `${closedBefore.id}`,
    );
    expect(closing?.description).toBe('Buy EUR/USD, closed by the customer');
  });
});

describe('GET /statement', () => {
  let backend: Backend;
  let client: ApiClient;
  let demo: string;

  beforeEach(async () => {
    backend = createBackend();
    client = apiClient(backend.app.fetch);
    demo = await client.login('demo@example.com');
  });
  afterEach(() => backend.dispose());

  const get = (query: string, token = demo) => client.call('GET', `/statement?${query}`, { token });
  const now = () => new Date(backend.store.now());
  const around = () => {
    const from = new Date(now().getTime() - 86_400_000).toISOString();
    const to = new Date(now().getTime() + 86_400_000).toISOString();
    return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  };

  it('answers the statement with its schema, closing at the balance the account shows', async () => {
    const user = backend.store.state.users.get(1)!;
    changeBalance(backend, user, liveAccount(backend, user), 1234, { kind: 'deposit', reference: '7' });
    const answer = await get(around());
    expect(answer.status).toBe(200);
    const statement = expectShape(accountAnswers.statement, answer.body).data;
    const accounts = expectShape(
      accountAnswers.accounts,
      (await client.call('GET', '/accounts', { token: demo })).body,
    );
    expect(statement.closing_balance).toBe(accounts.data.find((a) => a.type === 'live')!.balance);
    const demoBalance = accounts.data.find((a) => a.type === 'demo')!.balance;
    // The last of the day's entries (the seeded history's come before it).
    expect(statement.entries.at(-1)).toEqual(
      expect.objectContaining({ kind: 'deposit', amount: '12.34', reference: '7', description: 'Deposit' }),
    );
    expect(statement.open_positions.length).toBeGreaterThan(0);
    const demoAccount = expectShape(
      accountAnswers.statement,
      (await get(`${around()}&account_id=NW-900001`)).body,
    );
    expect(demoAccount.data).toMatchObject({ account_id: 'NW-900001', closing_balance: demoBalance });
    expect(demoAccount.data.entries.every((entry) => entry.kind === 'trade')).toBe(true);
  });

  it.each([
    ['from=&to=2026-11-02T00:00:00Z', 'from'],
    ['to=2026-11-02T00:00:00Z', 'from'],
    ['from=2026-11-01T00:00:00Z', 'to'],
    ['from=2026-11-01&to=2026-11-02', 'from'],
    ['from=1e309&to=2026-11-02T00:00:00Z', 'from'],
    ['from=2026-11-01T00:00:00Z&to=Infinity', 'to'],
    ['from=2026-11-01T00:00:00Z&to=NaN', 'to'],
    ['from=2026-02-30T00:00:00Z&to=2026-03-02T00:00:00Z', 'from'],
    ['from=2026-11-01T00:00:00Z&to=2026-11-01T00:00:00Z', 'to'],
    ['from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 'to'],
    ['from=2025-01-01T00:00:00Z&to=2026-01-02T01:00:00.001Z', 'to'],
    ['from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z&kinds=deposit,bonus', 'kinds'],
    ['from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z&kinds=,', 'kinds'],
    ['from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z&page=1e309', null],
  ])('GET /statement?%s refuses %s', async (query, field) => {
    const answer = await get(query);
    if (field === null) {
      expect(answer.status).toBe(200);
      return;
    }
    expect(answer.status).toBe(422);
    expect(Object.keys(expectShape(api.error, answer.body).errors ?? {})).toEqual([field]);
  });

  it('covers a year and a leap day, and a clock change on top', async () => {
    const answer = await get('from=2027-10-31T00:00:00%2B01:00&to=2028-10-31T00:00:00Z');
    expect(answer.status).toBe(200);
    expect(expectShape(accountAnswers.statement, answer.body).data).toMatchObject({
      from: '2027-10-30T23:00:00.000Z',
      to: '2028-10-31T00:00:00.000Z',
    });
  });

  it("refuses another customer's account and an unknown one alike, and an admin", async () => {
    const other = await client.login('busy@example.com');
    const mine = await get(`${around()}&account_id=NW-100001`, other);
    const unknown = await get(`${around()}&account_id=NW-999999`, other);
    for (const answer of [mine, unknown]) {
      expect(answer.status).toBe(403);
      expect(expectShape(api.error, answer.body)).toEqual({
        message: 'This trading account is not one of yours.',
      });
    }
    const admin = await client.login('admin@example.com');
    expect((await get(around(), admin)).status).toBe(403);
    expect((await client.call('GET', `/statement?${around()}`)).status).toBe(401);
  });
});
