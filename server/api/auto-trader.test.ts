/**
 * The auto-trader: the strategies, starting one within its minimum and the free margin, one at a
 * time, pausing, resuming and stopping, the trades it opens (the tick control) and its idempotency key.
 */
import { accountAnswers, api, IDEMPOTENCY_HEADER, tradeSchema, type AutoTrader } from '@contract/schemas';
import { type } from 'arktype';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { formatPrice, formatVolume } from '@contract/rules/format';
import { moneyText, signedMoneyText } from './domain/money';
import { marginMinor, rateNow } from './domain/valuation';
import { channels, createBackend, type Backend } from '.';

const KENJI = { email: 'kenji@example.com', id: 6 };

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
let kenji: string;

beforeEach(async () => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  kenji = await client.login(KENJI.email);
});
afterEach(() => backend.dispose());

const newKey = (): string => crypto.randomUUID();
// Room for three of its trades at a retail account's leverage (1:30 on the major pairs, 1:20 on gold).
const steady = { strategy_id: 'steady-income', allocation: '3000', accept_risk: true };
const start = (token: string, json: unknown, key = newKey()) =>
  client.call('POST', '/auto-trader', { token, json, headers: { [IDEMPOTENCY_HEADER]: key } });
const act = (token: string, action: string) => client.call('POST', `/auto-trader/${action}`, { token });
const stateOf = (answer: { body: unknown }): AutoTrader =>
  expectShape(accountAnswers.autoTrader, answer.body).data;
const current = async (token = kenji) => stateOf(await client.call('GET', '/auto-trader', { token }));
const tick = (email = KENJI.email) => client.control('POST', '/auto-trader/tick', { customer_email: email });
const ticked = type({ success: 'true', data: { action: "'opened' | 'closed'", trade: tradeSchema } });
const openTradeIds = async (token = kenji) =>
  expectShape(api.trades, (await client.call('GET', '/open/trades', { token })).body).data.map((t) => t.id);
const errorsOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(422);
  return expectShape(api.error, answer.body).errors;
};
const conflictOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(409);
  return expectShape(api.error, answer.body).message;
};

describe('GET /auto-trader', () => {
  it("answers the broker's three strategies, low to high risk, and no active one", async () => {
    const state = await current();
    expect(state.active).toBeNull();
    expect(state.strategies.map((s) => [s.id, s.risk, s.min_allocation])).toEqual([
      ['steady-income', 'low', '500.00'],
      ['balanced-trend', 'medium', '1000.00'],
      ['crypto-momentum', 'high', '2500.00'],
    ]);
    for (const strategy of state.strategies) {
      expect(strategy.name.length).toBeGreaterThan(0);
      expect(strategy.description.length).toBeGreaterThan(20);
      expect(Number(strategy.max_drawdown_percent)).toBeGreaterThan(0);
    }
    const drawdowns = state.strategies.map((s) => Number(s.max_drawdown_percent));
    expect([...drawdowns].sort((a, b) => a - b)).toEqual(drawdowns);
  });
});

describe('starting', () => {
  it('starts a strategy running with its allocation, and tells the user', async () => {
    const answer = await start(kenji, steady);
    expect(answer.status).toBe(201);
    const state = stateOf(answer);
    expect(state.active).toEqual({
      strategy_id: 'steady-income',
      allocation: '3000.00',
      realized_pnl: '0.00',
      status: 'running',
      started_at: expect.any(String),
    });
    expect(await current()).toEqual(state);
    expect(recorder.named('user.updated').map((e) => e.channel)).toEqual([channels.user(KENJI.id)]);
  });

  it.each([
    [{ ...steady, strategy_id: 'moonshot' }, { strategy_id: ['The selected strategy id is invalid.'] }],
    [
      { ...steady, allocation: '499.99' },
      { allocation: ['The allocation must be at least $500.00 for this strategy.'] },
    ],
    [
      { ...steady, strategy_id: 'crypto-momentum', allocation: '2000' },
      { allocation: ['The allocation must be at least $2,500.00 for this strategy.'] },
    ],
    [
      { ...steady, allocation: '7200.01' },
      { allocation: ['The allocation may not be greater than your available free margin of $7,200.00.'] },
    ],
    [{ ...steady, accept_risk: false }, { accept_risk: ['The accept risk field must be accepted.'] }],
    [
      { strategy_id: 'steady-income', allocation: '1000' },
      { accept_risk: ['The accept risk field is required.'] },
    ],
  ])('refuses %j', async (json, errors) => {
    expect(errorsOf(await start(kenji, json))).toEqual(errors);
    expect((await current()).active).toBeNull();
  });

  it('allows the whole free margin, and one auto-trader at a time, paused or not', async () => {
    expect((await start(kenji, { ...steady, allocation: '7200.00' })).status).toBe(201);
    const again = await start(kenji, { ...steady, strategy_id: 'balanced-trend' });
    expect(conflictOf(again)).toBe('An auto-trader is already active. Stop it before starting another.');
    await act(kenji, 'pause');
    expect((await start(kenji, steady)).status).toBe(409);
    await act(kenji, 'stop');
    expect((await start(kenji, { ...steady, strategy_id: 'balanced-trend' })).status).toBe(201);
  });
});

describe('pause, resume and stop', () => {
  it('moves between running and paused, and stops, each only when it applies', async () => {
    for (const action of ['pause', 'resume', 'stop']) {
      expect(conflictOf(await act(kenji, action))).toBe('No auto-trader is active.');
    }
    await start(kenji, steady);
    expect(conflictOf(await act(kenji, 'resume'))).toBe('The auto-trader is already running.');
    expect(stateOf(await act(kenji, 'pause')).active?.status).toBe('paused');
    expect(conflictOf(await act(kenji, 'pause'))).toBe('The auto-trader is already paused.');
    expect(stateOf(await act(kenji, 'resume')).active?.status).toBe('running');
    const stopped = await act(kenji, 'stop');
    expect(stopped.status).toBe(200);
    expect(stateOf(stopped).active).toBeNull();
    expect(recorder.named('user.updated')).toHaveLength(4);
  });
});

describe('its trades (the tick control)', () => {
  it("opens trades attributed to the strategy that show in the customer's lists", async () => {
    await start(kenji, steady);
    const opened: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await tick();
      expect(answer.status).toBe(200);
      const { action, trade } = expectShape(ticked, answer.body).data;
      expect(action).toBe('opened');
      opened.push(trade.id);
    }
    expect(await openTradeIds()).toEqual([...opened].reverse());
    const records = backend.store.state.trades.filter((t) => opened.includes(t.id));
    expect(records.every((t) => t.strategy_id === 'steady-income')).toBe(true);
    const assets = records.map((t) => backend.prices.assets.find((a) => a.id === t.asset_id)!.kind);
    expect(assets.every((kind) => kind === 'fx' || kind === 'metal')).toBe(true);
    const held = records.reduce(
      (sum, t) => sum + marginMinor(t, backend.prices.quote(t.asset_id), rateNow(backend, t.asset_id, 'USD')),
      0,
    );
    expect(held).toBeLessThanOrEqual(300_000);
    expect(recorder.named('trade.updated').map((e) => e.channel)).toEqual(
      Array(3).fill(channels.trade(KENJI.id)),
    );
    // The trade the client sees names the strategy, as the broker names it.
    const listed = expectShape(api.trades, (await client.call('GET', '/open/trades', { token: kenji })).body);
    expect(listed.data.map((trade) => trade.strategy)).toEqual(
      Array(3).fill({ id: 'steady-income', name: 'Steady Income' }),
    );
    expect(Object.keys(listed.data[0]!)).not.toContain('strategy_id');
  });

  it('closes its oldest trade once it holds three, into the balance', async () => {
    await start(kenji, steady);
    for (let i = 0; i < 3; i += 1) await tick();
    const [oldest] = backend.store.state.trades.filter((t) => t.strategy_id && t.closed_at === null);
    const answer = expectShape(ticked, (await tick()).body).data;
    expect(answer).toMatchObject({ action: 'closed', trade: { id: oldest!.id } });
    expect(backend.store.userByEmail(KENJI.email)!.balance).toBe(
      Math.round((7200 + answer.trade.pnl) * 100) / 100,
    );
    expect(await openTradeIds()).toHaveLength(2);
  });

  it('opens nothing while paused or stopped, and stopping closes only its own trades', async () => {
    const demo = await client.login('demo@example.com');
    const own = await openTradeIds(demo);
    await start(demo, { ...steady, allocation: '500' });
    await tick('demo@example.com');
    await tick('demo@example.com');
    expect(await openTradeIds(demo)).toHaveLength(own.length + 2);
    await act(demo, 'pause');
    expect(conflictOf(await tick('demo@example.com'))).toBe('The auto-trader is paused.');
    await act(demo, 'stop');
    expect(await openTradeIds(demo)).toEqual(own);
    expect(conflictOf(await tick('demo@example.com'))).toBe('No auto-trader is active.');
    for (const body of [{}, { customer_email: 'ghost@example.com' }]) {
      expect((await client.control('POST', '/auto-trader/tick', body)).status).toBe(422);
    }
  });
});

describe('what it tells the customer, and what its page lists', () => {
  type Notice = { title: string; message: string; color: string };
  const notices = (): Notice[] =>
    recorder
      .named('notification.message')
      .filter((event) => event.channel === channels.notification(KENJI.id))
      .map((event) => (event.data as { notification: Notice }).notification);
  const symbolOf = (assetId: number) => backend.prices.assets.find((a) => a.id === assetId)!.symbol;
  const trades = async (kind: 'open' | 'closed', query: string, token = kenji) =>
    expectShape(api.trades, (await client.call('GET', `/${kind}/trades?${query}`, { token })).body).data;

  it('tells of every trade it opens and closes, with the instrument, price, margin or P&L and the account', async () => {
    await start(kenji, steady);
    const opened = expectShape(ticked, (await tick()).body).data.trade;
    const margin = marginMinor(
      opened,
      backend.prices.quote(opened.asset_id),
      rateNow(backend, opened.asset_id, 'USD'),
    );
    const symbol = symbolOf(opened.asset_id);
    const digits = backend.prices.asset(opened.asset_id).digits;
    expect(notices()).toEqual(
      [
        {
          title: 'Auto-trader opened a trade',
          message:
            `Steady Income: ${symbol} ${opened.trade_type} of ${formatVolume(opened.volume)} on your live account NW-100006 ` +
            `opened at ${formatPrice(opened.opening_price, digits)}, holding ${moneyText(margin, 'USD')} of margin.`,
          color: 'info',
        },
      ].map((notice) => expect.objectContaining(notice)),
    );
    await tick();
    await tick();
    // The oldest is closed next: a price away from its opening gives it a P&L to tell.
    await client.control('POST', '/prices', { symbol, price: opened.opening_price * 1.001 });
    const closed = expectShape(ticked, (await tick()).body).data;
    expect(closed.action).toBe('closed');
    const told = notices().at(-1)!;
    const asset = backend.prices.asset(closed.trade.asset_id);
    expect(told).toMatchObject({
      title: 'Auto-trader closed a trade',
      message:
        `Steady Income: ${asset.symbol} ${closed.trade.trade_type} of ${formatVolume(closed.trade.volume)} on your live account NW-100006 ` +
        `closed at ${formatPrice(closed.trade.closing_price!, asset.digits)}: ${signedMoneyText(Math.round(closed.trade.pnl * 100), 'USD')}.`,
    });
    expect(told.color).toBe(closed.trade.pnl < 0 ? 'warning' : 'success');
  });

  it('tells what stopping closed, in all; a stop with nothing open tells nothing', async () => {
    await start(kenji, steady);
    await tick();
    await tick();
    await act(kenji, 'stop');
    const closed = backend.store.state.trades.filter((t) => t.strategy_id && t.closed_at !== null);
    const cents = closed.reduce((sum, t) => sum + Math.round(t.realized_pnl! * 100), 0);
    expect(notices().at(-1)).toMatchObject({
      title: 'Auto-trader stopped',
      message: `Steady Income stopped and closed its 2 open trades on your live account NW-100006: ${signedMoneyText(cents, 'USD')} in all.`,
    });
    const count = notices().length;
    await start(kenji, steady);
    await act(kenji, 'stop');
    expect(notices()).toHaveLength(count);
  });

  it("lists the strategy's trades of this run, and answers what they realised", async () => {
    const demo = await client.login('demo@example.com');
    await start(kenji, steady);
    for (let i = 0; i < 4; i += 1) await tick(); // three opened, the oldest closed
    await act(kenji, 'stop');
    await start(kenji, steady);
    await tick();
    const { active } = await current();
    const run = `strategy_id=steady-income&opened_since=${encodeURIComponent(active!.started_at)}`;
    expect(await trades('open', run)).toHaveLength(1);
    expect(await trades('closed', run)).toHaveLength(0);
    expect(active!.realized_pnl).toBe('0.00');
    expect(await trades('closed', 'strategy_id=steady-income')).toHaveLength(3);
    // Its own trades only: the customer's own are not the strategy's.
    expect((await trades('open', 'strategy_id=steady-income', demo)).length).toBe(0);
    await tick();
    await tick();
    await tick(); // closes this run's oldest
    const [closed] = await trades('closed', run);
    expect((await current()).active!.realized_pnl).toBe((Math.round(closed!.pnl * 100) / 100).toFixed(2));
    for (const [query, field] of [
      ['strategy_id=nope', 'strategy_id'],
      ['opened_since=yesterday', 'opened_since'],
    ] as const) {
      expect(errorsOf(await client.call('GET', `/open/trades?${query}`, { token: kenji }))).toHaveProperty(
        field,
      );
    }
  });
});

describe('idempotency key', () => {
  it('answers a retried start with its first answer, though one is now active', async () => {
    const key = newKey();
    const first = await start(kenji, steady, key);
    const again = await start(kenji, steady, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
  });

  it('starts once for two copies sent at the same time', async () => {
    const key = newKey();
    const answers = await Promise.all([start(kenji, steady, key), start(kenji, steady, key)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
  });

  it('records nothing for a refused start, so it can be corrected with the same key', async () => {
    const key = newKey();
    expect((await start(kenji, { ...steady, allocation: '100' }, key)).status).toBe(422);
    expect((await start(kenji, steady, key)).status).toBe(201);
    expect((await start(kenji, steady, key)).status).toBe(200);
  });
});
