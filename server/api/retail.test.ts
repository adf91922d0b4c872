/**
 * The retail protections against the reference backend: a retail account's leverage capped by the
 * instrument's class (the tenant's caps, else the regulator's), negative balance protection after a
 * stop-out, an account's own close-out level, and a stop-out that closes only what an open market can
 * price, telling the customer what waits for an opening. Every figure is worked by hand beside it.
 */
import { api, IDEMPOTENCY_HEADER, orderAnswers } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { channels, createBackend, type Backend } from '.';

const WEDNESDAY_NOON = '2026-11-25T12:00:00Z';
const SATURDAY_NOON = '2026-11-28T12:00:00Z';
const MONDAY_NOON = '2026-11-30T12:00:00Z';

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
/** kenji@example.com: a retail customer, 7,200.00 on the live account NW-100006 and nothing open. */
let kenji: string;

beforeEach(async () => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  kenji = await client.login('kenji@example.com');
  await client.control('POST', '/markets/clock', { at: WEDNESDAY_NOON });
});
afterEach(() => backend.dispose());

const assetId = (symbol: string) => backend.prices.assets.find((asset) => asset.symbol === symbol)!.id;
const order = (body: Record<string, unknown>) =>
  client.call('POST', '/orders', {
    token: kenji,
    json: {
      account_id: 'NW-100006',
      asset_id: assetId('EUR/USD'),
      side: 'buy',
      volume: 1000,
      leverage: 30,
      ...body,
    },
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  });
const leverageError = async (body: Record<string, unknown>) => {
  const answer = await order(body);
  expect(answer.status).toBe(422);
  return expectShape(api.error, answer.body).errors?.leverage;
};
const buy = async (symbol: string, volume: number, leverage: number) => {
  const answer = await order({ asset_id: assetId(symbol), volume, leverage });
  expect(answer.status).toBe(201);
  return expectShape(orderAnswers.order, answer.body).data;
};
const at = (symbol: string, price: number) => client.control('POST', '/prices', { symbol, price });
const notices = () =>
  recorder
    .named('notification.message')
    .filter((event) => event.channel === channels.notification(6))
    .map((event) => (event.data as { notification: { title: string; message: string } }).notification);
const kenjiUser = () => backend.store.userByEmail('kenji@example.com')!;
const openOn = (number: string) =>
  backend.store.state.trades.filter((trade) => trade.account_id === number && trade.closed_at === null);

describe('retail leverage caps', () => {
  it('refuses leverage above the cap of the instrument’s class on a retail account, saying so', async () => {
    // BTC/USD is offered at 1:5; crypto is capped at 1:2 for a retail client.
    expect(await leverageError({ asset_id: assetId('BTC/USD'), volume: 0.01, leverage: 5 })).toEqual([
      'Retail accounts trade crypto at up to 1:2.',
    ]);
    expect(await leverageError({ leverage: 50 })).toEqual([
      'Retail accounts trade major currency pairs at up to 1:30.',
    ]);
    expect(await leverageError({ asset_id: assetId('AUD/USD'), leverage: 30 })).toEqual([
      'Retail accounts trade other currency pairs at up to 1:20.',
    ]);
    expect(await leverageError({ asset_id: assetId('XAG/USD'), volume: 1, leverage: 20 })).toEqual([
      'Retail accounts trade other commodities at up to 1:10.',
    ]);
    expect(openOn('NW-100006')).toEqual([]);
    // At the cap each is taken.
    expect((await buy('BTC/USD', 0.01, 2)).leverage).toBe(2);
    expect((await buy('EUR/USD', 1000, 30)).leverage).toBe(30);
    expect((await buy('XAU/USD', 1, 20)).leverage).toBe(20);
  });

  it('refuses a leverage that is not a number before any cap, and opens nothing', async () => {
    for (const leverage of ['"2"', '1e309', '-1e309', '2.5', 'null']) {
      const answer = await client.call('POST', '/orders', {
        token: kenji,
        raw: `{"account_id":"NW-100006","asset_id":${assetId('BTC/USD')},"side":"buy","volume":0.01,"leverage":${leverage}}`,
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      });
      expect(answer.status, leverage).toBe(422);
      expect(Object.keys(expectShape(api.error, answer.body).errors ?? {}), leverage).toEqual(['leverage']);
    }
    expect(openOn('NW-100006')).toEqual([]);
  });

  it('takes the tenant’s caps where it sets them, and lets a professional client trade on the instrument’s terms', async () => {
    const changed = await client.control('PATCH', '/settings', { retail_leverage_caps: { crypto: 1 } });
    expect(changed.status).toBe(200);
    const settings = expectShape(api.settings, (await client.call('GET', '/settings')).body).data;
    expect(settings.retail_leverage_caps).toEqual({ crypto: 1 });
    expect(await leverageError({ asset_id: assetId('BTC/USD'), volume: 0.01, leverage: 2 })).toEqual([
      'Retail accounts trade crypto at up to 1:1.',
    ]);
    // A class the tenant leaves out keeps the regulator's cap.
    expect(await leverageError({ leverage: 31 })).toEqual([
      'Retail accounts trade major currency pairs at up to 1:30.',
    ]);
    const professional = await client.control('PATCH', '/accounts/NW-100006', {
      client_category: 'professional',
    });
    expect(professional.status).toBe(200);
    expect((await buy('BTC/USD', 0.01, 5)).leverage).toBe(5);
    expect(await leverageError({ asset_id: assetId('BTC/USD'), volume: 0.01, leverage: 6 })).toEqual([
      'The leverage must be from 1 to 5.',
    ]);
  });

  it('answers each instrument’s class and each account’s category, which the ticket applies the same rule with', async () => {
    const data = expectShape(api.siteData, (await client.call('GET', '/data', { token: kenji })).body).data;
    const classOf = (symbol: string) => data.assets.find((asset) => asset.symbol === symbol)?.leverage_class;
    expect([classOf('BTC/USD'), classOf('EUR/USD'), classOf('XAU/USD'), classOf('WTI')]).toEqual([
      'crypto',
      'major_pair',
      'gold',
      'other_commodity',
    ]);
    expect(data.accounts.map((account) => account.client_category)).toEqual(['retail']);
  });

  it('refuses a control that sets a category it does not know, or a cap that is not a whole number', async () => {
    expect((await client.control('PATCH', '/accounts/NW-100006', { client_category: 'expert' })).status).toBe(
      422,
    );
    expect((await client.control('PATCH', '/accounts/NW-999999', { client_category: 'retail' })).status).toBe(
      404,
    );
    expect(
      (await client.control('PATCH', '/settings', { retail_leverage_caps: { crypto: 1.5 } })).status,
    ).toBe(422);
    expect((await client.control('PATCH', '/settings', { retail_leverage_caps: { crypto: 0 } })).status).toBe(
      422,
    );
  });
});

describe('negative balance protection', () => {
  // 100,000 EUR/USD bought at 1:30 at the ask 1.08008 (bid 1.08000): margin 3,600.00. The price then
  // gaps to a bid of 0.91048: (0.91048 − 1.08008) × 100,000 = −16,960.00, so the stop-out's close
  // leaves 7,200.00 − 16,960.00 = −9,760.00.
  const gap = async () => {
    await at('EUR/USD', 1.08);
    await buy('EUR/USD', 100_000, 30);
    await at('EUR/USD', 0.91048);
  };

  it('brings a retail balance a stop-out left below zero back to zero, on the ledger, and tells the customer', async () => {
    await gap();
    expect(openOn('NW-100006')).toEqual([]);
    expect(kenjiUser().balance).toBe(0);
    const entries = backend.store.state.ledger.filter((entry) => entry.account_id === 'NW-100006');
    expect(
      entries.slice(-2).map(({ kind, amount_minor, balance_minor }) => [kind, amount_minor, balance_minor]),
    ).toEqual([
      ['trade', -1_696_000, -976_000],
      ['adjustment', 976_000, 0],
    ]);
    expect(entries.at(-1)!.reference).toBe('negative-balance-protection');
    const told = notices().filter((n) => !n.title.startsWith('Margin call'));
    expect(told.map((n) => n.title)).toEqual([
      'Stop-out EUR/USD 0.91048 −$16,960.00',
      'Negative balance cleared',
    ]);
    expect(told[1]!.message).toBe(
      'The stop-out left your live account NW-100006 at −$9,760.00. Under negative balance protection a retail client never loses more than the account holds: we added $9,760.00, and its balance is now $0.00.',
    );
    // The user's figures are sent again with the balance at zero.
    const updates = recorder.named('user.updated').filter((event) => event.channel === channels.user(6));
    expect((updates.at(-1)!.data as { user: { balance: number } }).user.balance).toBe(0);
  });

  it('leaves a professional client’s balance as the stop-out left it', async () => {
    await client.control('PATCH', '/accounts/NW-100006', { client_category: 'professional' });
    await gap();
    expect(kenjiUser().balance).toBe(-9760);
    expect(backend.store.state.ledger.some((entry) => entry.kind === 'adjustment')).toBe(false);
    expect(notices().map((n) => n.title)).not.toContain('Negative balance cleared');
  });
});

describe('negative balance protection while a market is closed', () => {
  it('leaves a balance below zero that a closed market’s open profit still covers', async () => {
    // Wednesday: 100,000 EUR/USD at 1:30 from the ask 1.08008, then at a bid of 1.09: +992.00, margin
    // 109,000 ÷ 30 = 3,633.33. 0.12 BTC/USD at 1:2 from the ask 64,025.00: margin 3,840.00, which fits
    // the 7,200.00 + 992.00 − 3,633.33 = 4,558.67 the account can still commit.
    await at('EUR/USD', 1.08);
    await at('BTC/USD', 64_000);
    await buy('EUR/USD', 100_000, 30);
    await at('EUR/USD', 1.09);
    await buy('BTC/USD', 0.12, 2);
    // Saturday, BTC/USD at 1,000: (1,000 − 64,025) × 0.12 = −7,563.00. Bitcoin is stopped out, leaving
    // a balance of −363.00 but an equity of −363.00 + 992.00 = 629.00: nothing is lost beyond the
    // account, so nothing is added; the euro position waits for its market (629.00 ÷ 3,633.33 = 17.31%).
    await client.control('POST', '/markets/clock', { at: SATURDAY_NOON });
    await at('BTC/USD', 1_000);
    expect(kenjiUser().balance).toBe(-363);
    expect(backend.store.state.ledger.some((entry) => entry.kind === 'adjustment')).toBe(false);
    expect(notices().map((n) => n.title)).toContain('Stop-out on hold');
    // Monday, EUR/USD opens at 1.07: −1,008.00 makes the equity −1,371.00, below zero: the stop-out
    // closes it and the balance is brought back from −1,371.00 to zero.
    await client.control('POST', '/markets/clock', { at: MONDAY_NOON });
    await at('EUR/USD', 1.07);
    expect(openOn('NW-100006')).toEqual([]);
    expect(kenjiUser().balance).toBe(0);
    const adjustments = backend.store.state.ledger.filter((entry) => entry.kind === 'adjustment');
    expect(adjustments.map((entry) => entry.amount_minor)).toEqual([137_100]);
  });
});

describe('the close-out level', () => {
  it('is the account’s own where the broker sets one, else the tenant’s', async () => {
    // 100,000 EUR/USD at 1:30 from the ask 1.08008; at a bid of 1.03000: P&L −5,008.00, equity 2,192.00,
    // margin 103,000 ÷ 30 = 3,433.33: 63.84%, above the tenant's 50%.
    await at('EUR/USD', 1.08);
    await buy('EUR/USD', 100_000, 30);
    await at('EUR/USD', 1.03);
    expect(openOn('NW-100006')).toHaveLength(1);
    const set = await client.control('PATCH', '/accounts/NW-100006', { margin_close_out_level: 70 });
    expect(set.status).toBe(200);
    const data = expectShape(api.siteData, (await client.call('GET', '/data', { token: kenji })).body).data;
    expect(data.accounts[0]!.margin_close_out_level).toBe(70);
    await at('EUR/USD', 1.03);
    expect(openOn('NW-100006')).toEqual([]);
    expect(notices().at(-1)!.message).toBe(
      'Your margin level on your live account NW-100006 fell to 63.84% (equity $2,192.00, margin $3,433.33), below the stop-out level of 70%. EUR/USD buy of 100,000 closed at 1.03000: −$5,008.00.',
    );
  });
});

describe('a stop-out while a market is closed', () => {
  it('closes only what an open market prices, says what waits for an opening, and closes it once open', async () => {
    // Wednesday: 100,000 EUR/USD at 1:30 from the ask 1.08008 (margin at the bid 1.08: 3,600.00) and
    // 0.05 BTC/USD at 1:2 from the ask 64,025.00 (margin 0.05 × 64,000 ÷ 2 = 1,600.00).
    await at('EUR/USD', 1.08);
    await at('BTC/USD', 64_000);
    const euro = await buy('EUR/USD', 100_000, 30);
    const bitcoin = await buy('BTC/USD', 0.05, 2);
    // EUR/USD at 1.05: −3,008.00, margin 3,500.00; the level (7,200.00 − 3,008.00 − 1.25) ÷ 5,100.00
    // is 82.17%: a margin call, no stop-out.
    await at('EUR/USD', 1.05);
    // Saturday: forex is closed, its price stands still at 1.05; crypto trades on.
    await client.control('POST', '/markets/clock', { at: SATURDAY_NOON });
    // BTC/USD at 10,000: (10,000 − 64,025) × 0.05 = −2,701.25, margin 250.00; equity 7,200.00 −
    // 3,008.00 − 2,701.25 = 1,490.75 over 3,750.00: 39.75%. EUR/USD loses more, but its market is
    // closed: bitcoin is closed, leaving 1,490.75 ÷ 3,500.00 = 42.59%, still below 50%.
    await at('BTC/USD', 10_000);
    const closedIds = () =>
      backend.store.state.trades.filter((t) => t.close_reason === 'stop_out').map((t) => t.id);
    expect(closedIds()).toEqual([bitcoin.id]);
    expect(openOn('NW-100006').map((t) => t.id)).toEqual([euro.id]);
    const stopOuts = () => notices().filter((n) => n.title.startsWith('Stop-out'));
    expect(stopOuts().map((n) => n.title)).toEqual([
      'Stop-out BTC/USD 10,000.00 −$2,701.25',
      'Stop-out on hold',
    ]);
    expect(stopOuts()[1]!.message).toBe(
      'Your margin level on your live account NW-100006 is 42.59% (equity $1,490.75, margin $3,500.00), below the stop-out level of 50%, and what is still open cannot be closed now. EUR/USD is closed. It opens Sun 29 Nov, 22:00 UTC. Its positions are closed when their market opens, the largest loss first, unless the level is back by then.',
    );
    // Told once, not at every tick while it waits.
    await at('BTC/USD', 10_000);
    expect(stopOuts()).toHaveLength(2);
    // The customer's own close is refused as the stop-out's was held back.
    const own = await client.call('POST', `/trades/${euro.id}/close`, {
      token: kenji,
      json: {},
      headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    });
    expect(own.status).toBe(422);
    // Monday: the market is open and its next price is live: the position is closed at it.
    await client.control('POST', '/markets/clock', { at: MONDAY_NOON });
    await at('EUR/USD', 1.05);
    expect(new Set(closedIds())).toEqual(new Set([bitcoin.id, euro.id]));
    expect(
      stopOuts()
        .map((n) => n.title)
        .at(-1),
    ).toBe('Stop-out EUR/USD 1.05000 −$3,008.00');
    // 7,200.00 − 2,701.25 − 3,008.00: still above zero, so no adjustment.
    expect(kenjiUser().balance).toBe(1490.75);
  });
});
