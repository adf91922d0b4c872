/**
 * Orders and positions against the reference backend: a market order fills at the current price on
 * the named account (a buy at the ask, a sell at the bid; EUR/USD's ask is 8 points, 0.00008, above
 * its bid), a position is valued and its stops judged at the price it would close at, every rule the ticket shows is enforced here (account, market, volume, leverage,
 * stops, margin), a replayed key never trades twice, a race of orders never spends the same margin
 * twice, and positions close (whole or in part), change their stops and close at their stops.
 *
 * The market clock is pinned to a Wednesday noon, so every market is open whatever day this runs.
 */
import { api, IDEMPOTENCY_HEADER, orderAnswers, type Trade } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { freeMarginMinor, liveAccount, valuation } from './domain/accounts';
import { orderCostMinor, rateNow } from './domain/valuation';
import { channels, createBackend, type Backend } from '.';

const WEDNESDAY_NOON = '2026-11-25T12:00:00Z';
const SATURDAY_NOON = '2026-11-28T12:00:00Z';

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
let demo: string;

beforeEach(async () => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  demo = await client.login('demo@example.com');
  await client.control('POST', '/markets/clock', { at: WEDNESDAY_NOON });
  // The figures below are worked at the instruments' own leverage (1:100 on EUR/USD, 1:5 on BTC/USD), a
  // professional client's terms; the retail caps and protections have blocks of their own.
  for (const number of PROFESSIONAL) {
    expect(
      (await client.control('PATCH', `/accounts/${number}`, { client_category: 'professional' })).status,
    ).toBe(200);
  }
});
afterEach(() => backend.dispose());

/** demo@example.com's live and demo accounts, and kenji@example.com's. */
const PROFESSIONAL = ['NW-100001', 'NW-900001', 'NW-100006'];

const asset = (symbol: string) => backend.prices.assets.find((candidate) => candidate.symbol === symbol)!;
const EURUSD = () => asset('EUR/USD');

const newKey = () => crypto.randomUUID();
const order = (body: Record<string, unknown>, { token = demo, key = newKey() } = {}) =>
  client.call('POST', '/orders', {
    token,
    json: {
      account_id: 'NW-100001',
      asset_id: EURUSD().id,
      side: 'buy',
      volume: 1000,
      leverage: 100,
      ...body,
    },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
const close = (id: number, json: Record<string, unknown> = {}, key = newKey(), token = demo) =>
  client.call('POST', `/trades/${id}/close`, { token, json, headers: { [IDEMPOTENCY_HEADER]: key } });
const errorsOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(422);
  return expectShape(api.error, answer.body).errors ?? {};
};
const openIds = async (account: string, token = demo) =>
  expectShape(
    api.trades,
    (await client.call('GET', `/open/trades?account_id=${account}`, { token })).body,
  ).data.map((t) => t.id);

describe('POST /orders', () => {
  it('fills at the current price on the named account, with its stops, and tells the apps', async () => {
    backend.prices.set(EURUSD().id, 1.085);
    const answer = await order({ side: 'buy', volume: 5000, stop_loss: 1.0, take_profit: 1.2 });
    expect(answer.status).toBe(201);
    const { data } = expectShape(orderAnswers.order, answer.body);
    expect(data).toMatchObject({
      account_id: 'NW-100001',
      asset_id: EURUSD().id,
      trade_type: 'buy',
      volume: 5000,
      leverage: 100,
      // At the ask, 1.08500 + 0.00008; valued at the bid: (1.08500 − 1.08508) × 5,000 = −0.40.
      opening_price: 1.08508,
      closing_price: null,
      stop_loss: 1.0,
      take_profit: 1.2,
      pnl: -0.4,
    });
    expect(await openIds('NW-100001')).toContain(data.id);
    expect(await openIds('NW-900001')).not.toContain(data.id);
    expect(recorder.named('trade.updated').map((e) => e.channel)).toContain(channels.trade(1));
  });

  it('fills a sell at the bid, valued at the ask, on a USD and on a EUR account', async () => {
    backend.prices.set(EURUSD().id, 1.085);
    const usd = expectShape(orderAnswers.order, (await order({ side: 'sell', volume: 5000 })).body).data;
    // At the bid; valued at the ask: (1.08500 − 1.08508) × 5,000 = −0.40 USD.
    expect(usd).toMatchObject({ opening_price: 1.085, pnl: -0.4 });
    const eur = expectShape(
      orderAnswers.order,
      (await order({ account_id: 'NW-900001', side: 'sell', volume: 5000 })).body,
    ).data;
    // The same −0.40 USD in euros at EUR/USD's mid, 1.08504: −0.36866, −0.37.
    expect(eur).toMatchObject({ account_id: 'NW-900001', opening_price: 1.085, pnl: -0.37 });
    // Closed with the bid 0.00100 lower: at the ask 1.08408, (1.08500 − 1.08408) × 5,000 = 4.60 USD.
    backend.prices.set(EURUSD().id, 1.084);
    const closed = expectShape(orderAnswers.close, (await close(usd.id)).body).data;
    expect(closed).toMatchObject({ closing_price: 1.08408, pnl: 4.6 });
  });

  it('trades a demo account with its own money, in its own currency', async () => {
    const answer = await order({ account_id: 'NW-900001', side: 'sell', volume: 10_000 });
    expect(answer.status).toBe(201);
    const { data } = expectShape(orderAnswers.order, answer.body);
    expect(await openIds('NW-900001')).toContain(data.id);
    // A demo order larger than its free margin names the figures in euros.
    const huge = await order({ account_id: 'NW-900001', volume: 10_000_000, leverage: 1 });
    expect(errorsOf(huge).margin?.[0]).toMatch(
      /^Insufficient margin: this order needs €[\d,.]+, more than your available free margin of €[\d,.]+\.$/,
    );
  });

  it('answers a replayed key with the first answer and opens nothing more; another body is refused', async () => {
    const key = newKey();
    const first = await order({ volume: 2000 }, { key });
    expect(first.status).toBe(201);
    const again = await order({ volume: 2000 }, { key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const before = (await openIds('NW-100001')).length;
    const other = await order({ volume: 3000 }, { key });
    expect(errorsOf(other).idempotency_key).toEqual([
      'This idempotency key was already used for a different request.',
    ]);
    expect(await openIds('NW-100001')).toHaveLength(before);
    const missing = await client.call('POST', '/orders', {
      token: demo,
      json: { account_id: 'NW-100001', asset_id: EURUSD().id, side: 'buy', volume: 1000, leverage: 1 },
    });
    expect(errorsOf(missing).idempotency_key).toEqual(['The Idempotency-Key header is required.']);
  });

  it("refuses another customer's account, and opens nothing", async () => {
    const maria = await client.login('maria@example.com');
    const answer = await order({ account_id: 'NW-100001' }, { token: maria });
    expect(answer.status).toBe(403);
    expect(expectShape(api.error, answer.body).message).toBe('This trading account is not one of yours.');
    expect(backend.store.state.trades.filter((t) => t.user_id === 5 && t.closed_at === null)).toHaveLength(2);
  });

  it('refuses a closed market with its opening time, and a halted one', async () => {
    await client.control('POST', '/markets/clock', { at: SATURDAY_NOON });
    expect(errorsOf(await order({})).asset_id).toEqual([
      'EUR/USD is closed. It opens Sun 29 Nov, 22:00 UTC.',
    ]);
    await client.control('POST', '/markets/clock', { at: WEDNESDAY_NOON });
    await client.control('POST', '/markets/halt', { symbol: 'EUR/USD' });
    expect(errorsOf(await order({})).asset_id).toEqual(['Trading in EUR/USD is halted.']);
    expect(errorsOf(await order({ asset_id: 99_999 })).asset_id).toEqual([
      'The selected instrument is invalid.',
    ]);
  });

  it.each([
    [0, 'volume'],
    [-1000, 'volume'],
    [Number.NaN, 'volume'],
  ])('refuses a volume of %s by the contract', async (volume, field) => {
    expect(errorsOf(await order({ volume }))[field]).toBeDefined();
  });

  it('refuses volumes out of range or off the step, and leverage above the instrument’s or the account’s', async () => {
    expect(errorsOf(await order({ volume: 500 })).volume).toEqual([
      'The volume must be from 1,000 to 10,000,000.',
    ]);
    expect(errorsOf(await order({ volume: 20_000_000 })).volume).toEqual([
      'The volume must be from 1,000 to 10,000,000.',
    ]);
    expect(errorsOf(await order({ volume: 1500 })).volume).toEqual([
      'The volume must be a multiple of 1,000.',
    ]);
    expect(errorsOf(await order({ leverage: 500 })).leverage).toEqual([
      'The leverage must be from 1 to 100.',
    ]);
    expect(errorsOf(await order({ leverage: 0 })).leverage).toBeDefined();
    // Every problem at once, so the ticket can show them all.
    expect(Object.keys(errorsOf(await order({ volume: 1500, leverage: 500 })))).toEqual([
      'volume',
      'leverage',
    ]);
    // An account capped below the instrument's most: the cap is the limit, and the message says so.
    const maria = await client.login('maria@example.com');
    const capped = { account_id: 'NW-100005', leverage: 50 };
    expect(errorsOf(await order(capped, { token: maria })).leverage).toEqual([
      'This account trades at up to 1:30.',
    ]);
    expect((await order({ ...capped, leverage: 30 }, { token: maria })).status).toBe(201);
    // Bitcoin's step is a hundredth: 0.07 is on it, although 0.07 / 0.01 is not 7 as floats.
    const btc = await order({ asset_id: asset('BTC/USD').id, volume: 0.07, leverage: 5 });
    expect(btc.status).toBe(201);
  });

  it('refuses stops on the wrong side of the price each would close at, for a buy and for a sell', async () => {
    // A buy closes at the bid, 1.08500; a sell at the ask, 1.08508.
    backend.prices.set(EURUSD().id, 1.085);
    const buy = errorsOf(await order({ side: 'buy', stop_loss: 1.095, take_profit: 1.075 }));
    expect(buy).toEqual({
      stop_loss: ['The stop-loss of a buy must be below the current price of 1.08500.'],
      take_profit: ['The take-profit of a buy must be above the current price of 1.08500.'],
    });
    const sell = errorsOf(await order({ side: 'sell', stop_loss: 1.075, take_profit: 1.095 }));
    expect(sell).toEqual({
      stop_loss: ['The stop-loss of a sell must be above the current price of 1.08508.'],
      take_profit: ['The take-profit of a sell must be below the current price of 1.08508.'],
    });
    // Between the bid and the ask: below a buy's fill, but not below the bid it would close at.
    expect(errorsOf(await order({ side: 'buy', stop_loss: 1.08504 })).stop_loss).toEqual([
      'The stop-loss of a buy must be below the current price of 1.08500.',
    ]);
    expect(errorsOf(await order({ side: 'sell', stop_loss: 1.08504 })).stop_loss).toBeDefined();
    expect((await order({ side: 'buy', stop_loss: 1.08499 })).status).toBe(201);
  });

  it('refuses more margin than the account can commit, naming both figures', async () => {
    const kenji = await client.login('kenji@example.com');
    // 7,200.00 and no trades: 1,000,000 EUR/USD at 1:10 needs about 108,500.00.
    const answer = await order(
      { account_id: 'NW-100006', volume: 1_000_000, leverage: 10 },
      { token: kenji },
    );
    expect(errorsOf(answer).margin?.[0]).toMatch(
      /^Insufficient margin: this order needs \$1\d\d,\d{3}\.\d\d, more than your available free margin of \$7,200\.00\.$/,
    );
  });

  it('lets no race of orders spend the same margin twice', async () => {
    const kenji = await client.login('kenji@example.com');
    const user = backend.store.userByEmail('kenji@example.com')!;
    const account = liveAccount(backend, user);
    // Each needs about a seventh of the 7,200.00: fifty at once, and only what fits may fill.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        order({ account_id: 'NW-100006', volume: 10_000, leverage: 10 }, { token: kenji }),
      ),
    );
    const filled = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 422);
    expect(filled.length + refused.length).toBe(50);
    expect(filled.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    const { equity, margin } = valuation(backend, user, account);
    expect(margin).toBeLessThanOrEqual(equity);
    expect(freeMarginMinor(backend, user, account)).toBeGreaterThanOrEqual(0);
    // Each takes its margin and the spread it pays at once.
    const one = orderCostMinor(
      { trade_type: 'buy', volume: 10_000, leverage: 10 },
      backend.prices.quote(EURUSD().id),
      rateNow(backend, EURUSD().id, 'USD'),
    );
    expect(filled.length).toBe(Math.floor(720_000 / one));
  });
});

describe('positions', () => {
  const opened = async (body: Record<string, unknown> = {}) =>
    expectShape(orderAnswers.order, (await order(body)).body).data as Trade;

  it('closes a whole position at the current price into the balance; a replay answers the same, a second close is refused', async () => {
    const trade = await opened({ volume: 10_000 });
    // A buy closes at the bid: 0.00100 above its fill, (0.00100) × 10,000 = 10.00.
    const later = Number((trade.opening_price + 0.001).toFixed(5));
    backend.prices.set(EURUSD().id, later);
    const balance = backend.store.userByEmail('demo@example.com')!.balance;
    const key = newKey();
    const answer = await close(trade.id, {}, key);
    expect(answer.status).toBe(200);
    const { data } = expectShape(orderAnswers.close, answer.body);
    expect(data).toMatchObject({ id: trade.id, closing_price: later, volume: 10_000 });
    expect(data.pnl).toBeCloseTo(10, 2);
    expect(backend.store.userByEmail('demo@example.com')!.balance).toBeCloseTo(balance + data.pnl, 2);
    expect((await close(trade.id, {}, key)).body).toEqual(answer.body);
    const again = await close(trade.id);
    expect(again.status).toBe(409);
    expect(expectShape(api.error, again.body).message).toBe('The position is already closed.');
  });

  it('closes part of a position as a closed trade of its own, leaving the rest open', async () => {
    const trade = await opened({ volume: 5000 });
    const part = expectShape(orderAnswers.close, (await close(trade.id, { volume: 2000 })).body).data;
    expect(part.id).not.toBe(trade.id);
    expect(part).toMatchObject({ volume: 2000, opening_price: trade.opening_price });
    expect(part.closed_at).not.toBeNull();
    const rest = backend.store.state.trades.find((t) => t.id === trade.id)!;
    expect(rest).toMatchObject({ volume: 3000, closed_at: null });
    // The apps are told of both: the part closed, the position with its smaller volume.
    const told = recorder
      .named('trade.updated')
      .slice(-2)
      .map((event) => event.data);
    expect(told).toMatchObject([
      { action: 'closed', trade: { id: part.id, volume: 2000 } },
      { action: 'updated', trade: { id: trade.id, volume: 3000, closed_at: null } },
    ]);
    expect(errorsOf(await close(trade.id, { volume: 1500 })).volume).toEqual([
      'The volume must be a multiple of 1,000.',
    ]);
    expect(errorsOf(await close(trade.id, { volume: 4000 })).volume).toEqual([
      'The position holds 3,000; close at most that.',
    ]);
    // Where the broker's minimum is above its step, a part must leave the minimum open.
    (asset('EUR/USD') as { minVolume: number }).minVolume = 2000;
    expect(errorsOf(await close(trade.id, { volume: 2000 })).volume).toEqual([
      'At least 2,000 must stay open; close all 3,000 instead.',
    ]);
    const whole = expectShape(orderAnswers.close, (await close(trade.id, { volume: 3000 })).body).data;
    expect(whole).toMatchObject({ id: trade.id, volume: 3000 });
  });

  it("refuses another customer's position as an unknown one, and a closed market", async () => {
    const trade = await opened();
    const maria = await client.login('maria@example.com');
    expect((await close(trade.id, {}, newKey(), maria)).status).toBe(404);
    expect(
      (
        await client.call('PATCH', `/trades/${trade.id}`, {
          token: maria,
          json: { stop_loss: null, take_profit: null },
        })
      ).status,
    ).toBe(404);
    await client.control('POST', '/markets/clock', { at: SATURDAY_NOON });
    expect(errorsOf(await close(trade.id)).asset_id?.[0]).toMatch(/^EUR\/USD is closed\. It opens /);
  });

  it('changes and removes the stops, judged at the current price', async () => {
    const trade = await opened({ side: 'sell' });
    // A sell's stops are judged at the ask, the price it would close at.
    const price = backend.prices.quote(EURUSD().id).ask;
    const changed = await client.call('PATCH', `/trades/${trade.id}`, {
      token: demo,
      json: { stop_loss: price + 0.01, take_profit: price - 0.01 },
    });
    expect(changed.status).toBe(200);
    expect(expectShape(orderAnswers.stops, changed.body).data).toMatchObject({
      stop_loss: price + 0.01,
      take_profit: price - 0.01,
    });
    const wrong = await client.call('PATCH', `/trades/${trade.id}`, {
      token: demo,
      json: { stop_loss: price - 0.01, take_profit: null },
    });
    expect(errorsOf(wrong).stop_loss).toEqual([
      `The stop-loss of a sell must be above the current price of ${price.toFixed(5)}.`,
    ]);
    const removed = await client.call('PATCH', `/trades/${trade.id}`, {
      token: demo,
      json: { stop_loss: null, take_profit: null },
    });
    expect(expectShape(orderAnswers.stops, removed.body).data).toMatchObject({
      stop_loss: null,
      take_profit: null,
    });
  });

  it('closes a position when the price crosses its stop-loss, and tells the customer what it did', async () => {
    const trade = await opened({ side: 'buy', volume: 10_000 });
    const stop = Number((trade.opening_price - 0.005).toFixed(5));
    await client.call('PATCH', `/trades/${trade.id}`, {
      token: demo,
      json: { stop_loss: stop, take_profit: null },
    });
    // Above the stop: nothing happens.
    await client.control('POST', '/prices', { symbol: 'EUR/USD', price: stop + 0.001 });
    expect(backend.store.state.trades.find((t) => t.id === trade.id)!.closed_at).toBeNull();
    // Past it: closed at that price, and said so.
    const crossed = Number((stop - 0.0002).toFixed(5));
    await client.control('POST', '/prices', { symbol: 'EUR/USD', price: crossed });
    const record = backend.store.state.trades.find((t) => t.id === trade.id)!;
    expect(record.closed_at).not.toBeNull();
    expect(record.closing_price).toBe(crossed);
    const notice = recorder.named('notification.message').at(-1)!.data as {
      notification: { title: string; message: string; account_id?: string };
    };
    const loss = `−$${Math.abs(record.realized_pnl!).toFixed(2)}`;
    expect(notice.notification.title).toBe(`Stop-loss EUR/USD ${crossed.toFixed(5)} ${loss}`);
    // It names the account the trade was on.
    expect(notice.notification.account_id).toBe(trade.account_id);
    expect(notice.notification.message).toBe(
      `EUR/USD buy of 10,000 on your live account NW-100001 closed at ${crossed.toFixed(5)}: −$${Math.abs(record.realized_pnl!).toFixed(2)}.`,
    );
  });

  it('closes a sell at its take-profit', async () => {
    const trade = await opened({ side: 'sell', volume: 1000 });
    const target = Number((trade.opening_price - 0.002).toFixed(5));
    await client.call('PATCH', `/trades/${trade.id}`, {
      token: demo,
      json: { stop_loss: null, take_profit: target },
    });
    // A sell closes at the ask: the bid 8 points below the target puts the ask on it.
    await client.control('POST', '/prices', {
      symbol: 'EUR/USD',
      price: Number((target - 0.00008).toFixed(5)),
    });
    const record = backend.store.state.trades.find((t) => t.id === trade.id)!;
    expect(record.closing_price).toBe(target);
    expect(record.realized_pnl).toBeCloseTo(2, 2);
  });
});

describe('margin call and stop-out', () => {
  let kenji: string;
  const notices = () =>
    recorder
      .named('notification.message')
      .filter((event) => event.channel === channels.notification(6))
      .map((event) => (event.data as { notification: { title: string; message: string } }).notification);
  const at = (symbol: string, price: number) => client.control('POST', '/prices', { symbol, price });
  const buy = async (symbol: string, volume: number) => {
    const answer = await order(
      { account_id: 'NW-100006', asset_id: asset(symbol).id, side: 'buy', volume, leverage: 100 },
      { token: kenji },
    );
    expect(answer.status).toBe(201);
    return expectShape(orderAnswers.order, answer.body).data;
  };

  beforeEach(async () => {
    kenji = await client.login('kenji@example.com');
    await at('EUR/USD', 1.08);
    await at('GBP/USD', 1.27);
  });

  it('tells the customer once below the margin-call level, and again only after it was back above', async () => {
    // 7,200.00 and 600,000 EUR/USD bought at the ask 1.08008, valued at the bid 1.08000, 1:100:
    // P&L −48.00, margin 6,480.00, level 7,152.00 ÷ 6,480.00 = 110.37%.
    await buy('EUR/USD', 600_000);
    // (1.07850 − 1.08008) × 600,000 = −948.00: equity 6,252.00, margin 6,471.00: 96.62%
    await at('EUR/USD', 1.0785);
    expect(notices()).toEqual(
      [
        {
          title: 'Margin call',
          message:
            'Your margin level on your live account NW-100006 is 96.62% (equity $6,252.00, margin $6,471.00), below the margin-call level of 100%. Add funds or close positions: at 50% positions are closed, the largest loss first.',
          color: 'warning',
        },
      ].map(({ title, message }) => expect.objectContaining({ title, message, account_id: 'NW-100006' })),
    );
    await at('EUR/USD', 1.0784);
    expect(notices()).toHaveLength(1);
    await at('EUR/USD', 1.08);
    await at('EUR/USD', 1.0785);
    expect(notices()).toHaveLength(2);
  });

  it('closes the largest loss first below the stop-out level, until the level is back, and says so', async () => {
    await buy('EUR/USD', 300_000); // at the ask 1.08008: margin 3,240.00 at the bid, P&L −24.00
    // At the ask 1.27010 (10 points): margin 1,270.00, P&L −10.00 while GBP/USD's bid stays at 1.27
    const kept = await buy('GBP/USD', 100_000);
    // EUR/USD's bid at 1.06300: (1.06300 − 1.08008) × 300,000 = −5,124.00, equity 7,200.00 − 5,124.00
    // − 10.00 = 2,066.00, margin 3,189.00 + 1,270.00 = 4,459.00: 46.33%.
    await at('EUR/USD', 1.063);
    const stopOut = notices().filter((n) => n.title.startsWith('Stop-out'));
    expect(stopOut.map((n) => n.title)).toEqual(['Stop-out EUR/USD 1.06300 −$5,124.00']);
    expect(stopOut.map((n) => n.message)).toEqual([
      'Your margin level on your live account NW-100006 fell to 46.33% (equity $2,066.00, margin $4,459.00), below the stop-out level of 50%. EUR/USD buy of 300,000 closed at 1.06300: −$5,124.00.',
    ]);
    // Back at 2,066.00 ÷ 1,270.00: the pound position stays open.
    const open = backend.store.state.trades.filter(
      (t) => t.account_id === 'NW-100006' && t.closed_at === null,
    );
    expect(open.map((t) => t.id)).toEqual([kept.id]);
    expect(backend.store.userByEmail('kenji@example.com')!.balance).toBe(2076);
  });

  it('uses the tenant’s levels, which the settings answer', async () => {
    const changed = await client.control('PATCH', '/settings', {
      margin_call_level: 150,
      stop_out_level: 20,
    });
    expect(changed.status).toBe(200);
    const settings = expectShape(api.settings, (await client.call('GET', '/settings')).body).data;
    expect(settings).toMatchObject({ margin_call_level: 150, stop_out_level: 20 });
    await buy('EUR/USD', 600_000); // 110.37%: below 150%
    await at('EUR/USD', 1.08); // the rules run at the next tick
    expect(notices().map((n) => n.title)).toEqual(['Margin call']);
    const wrong = await client.control('PATCH', '/settings', { margin_call_level: 50, stop_out_level: 60 });
    expect(wrong.status).toBe(422);
  });
});
