/**
 * The trade lists and price history against the reference backend inside msw: real paging, real
 * validation, real failures.
 */
import { InfiniteQueryObserver, QueryClient, type InfiniteQueryObserverResult } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupTestBackend } from '@tests/support/backend';
import { m } from '@/i18n';
import { ApiError } from '@/lib/api';
import { TRADES_RETRY_DELAY_MS, type TradeList } from '../model/trade-list';
import { closedTradesQuery, fetchClosedTrades } from './closed-trades';
import { tradingKeys } from './keys';
import { fetchOpenTrades, openTradesQuery } from './open-trades';
import { candlesQuery, fetchCandles } from './candles';

const ORIGIN = 'http://localhost';
let token: string | null = null;
const api = setupTestBackend({ client: { token: () => token } });

async function post(path: string, body: unknown) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

beforeEach(async () => {
  // The backend is reseeded after each test, which drops sessions: sign in afresh.
  const { data } = await post('/api/v1/auth/login', { email: 'demo@example.com', password: 'demo-pass-1' });
  token = data.token as string;
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => client.clear());

/** Watches a list as a screen would, and waits for each answer. */
function watch(options: ReturnType<typeof closedTradesQuery>) {
  const observer = new InfiniteQueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => {});
  onTestFinished(unsubscribe);
  const settled = async () => {
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    return observer.getCurrentResult() as InfiniteQueryObserverResult<TradeList>;
  };
  return { observer, settled };
}

/** The seeded customer's live and demo accounts. */
const LIVE = 'NW-100001';
const DEMO = 'NW-900001';

const ids = (result: InfiniteQueryObserverResult<TradeList>) => result.data!.trades.map((t) => t.id);

describe('closed trades', () => {
  it('loads page 1, appends pages 2 and 3, and ends when next is null', async () => {
    const { observer, settled } = watch(closedTradesQuery(LIVE));
    let result = await settled();
    expect(result.data!.trades).toHaveLength(10);
    expect(result.data!.total).toBe(25);
    expect(result.hasNextPage).toBe(true);
    const first = ids(result);

    await observer.fetchNextPage();
    result = await settled();
    expect(ids(result)).toHaveLength(20);
    expect(ids(result).slice(0, 10)).toEqual(first);

    await observer.fetchNextPage();
    result = await settled();
    expect(ids(result)).toHaveLength(25);
    expect(new Set(ids(result)).size).toBe(25);
    expect(result.hasNextPage).toBe(false);
    // Newest first across the pages, as the server orders them.
    const closedAt = result.data!.trades.map((t) => t.closed_at!);
    expect([...closedAt].sort().reverse()).toEqual(closedAt);
  });

  it('shows a trade once when a close shifts the pages, and a refetch puts the new one first', async () => {
    const { observer, settled } = watch(closedTradesQuery(LIVE));
    await settled();
    // Six are open: two opens make eight, the third call closes the oldest.
    let closedId: unknown;
    for (let i = 0; i < 3; i++) {
      const { data } = await post('/__demo/trade', { customer_email: 'demo@example.com' });
      closedId = (data.trade as { id: number }).id;
    }
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    let result = await settled();
    expect(new Set(ids(result)).size).toBe(ids(result).length);
    expect(ids(result)).toHaveLength(25);
    expect(ids(result)).not.toContain(closedId);

    await observer.refetch();
    result = await settled();
    expect(ids(result)[0]).toBe(closedId);
    expect(ids(result)).toHaveLength(26);
    expect(new Set(ids(result)).size).toBe(26);
    expect(result.hasNextPage).toBe(false);
  });
});

describe('open trades', () => {
  it('is one page with no next page', async () => {
    const { settled } = watch(openTradesQuery(LIVE));
    const result = await settled();
    expect(result.data).toMatchObject({ total: 6 });
    expect(result.data!.trades.every((t) => t.closed_at === null)).toBe(true);
    expect(result.hasNextPage).toBe(false);
  });

  it('fails with the server message; a server error is tried again twice, 5 s apart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.server.use(
      http.get('*/api/v1/open/trades', () =>
        HttpResponse.json({ message: 'Server Error.' }, { status: 500 }),
      ),
    );
    // Without the retries here (they wait 5 s each); the policy itself is checked below.
    const { settled } = watch({ ...openTradesQuery(LIVE), retry: false });
    const result = await settled();
    expect(result.status).toBe('error');
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error?.message).toBe('Server Error.');
    const retry = openTradesQuery(LIVE).retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, result.error)).toBe(true);
    expect(retry(2, result.error)).toBe(false);
    expect(closedTradesQuery(LIVE).retry).toBe(retry);
    expect(openTradesQuery(LIVE).retryDelay).toBe(TRADES_RETRY_DELAY_MS);
    expect(TRADES_RETRY_DELAY_MS).toBe(5_000);
  });

  it('refuses an answer off the contract', async () => {
    api.server.use(
      http.get('*/api/v1/open/trades', () => HttpResponse.json({ data: [{ id: 'x' }], meta: {}, links: {} })),
    );
    await expect(fetchOpenTrades(LIVE, 1)).rejects.toThrow(m.errors.invalidResponse);
  });

  it('the screens have the spec’s words for a failed list', () => {
    expect(m.trading.openTradesFailed).toBe('Failed to fetch open trades. Please try again.');
    expect(m.trading.closedTradesFailed).toBe('Failed to fetch closed trades. Please try again.');
  });
});

describe('fetchers and keys', () => {
  it('asks for the page it is given', async () => {
    const page = await fetchClosedTrades(LIVE, 3);
    expect(page.meta.current_page).toBe(3);
    expect(page.data).toHaveLength(5);
    expect(page.links.next).toBeNull();
  });

  it('asks for the account it is given, and only its trades come back', async () => {
    const page = await fetchOpenTrades(DEMO, 1);
    expect(page.data).toHaveLength(3);
    expect(page.data.every((trade) => trade.account_id === DEMO)).toBe(true);
  });

  it('keys nest under one prefix per account, so one invalidation refreshes both lists of all', () => {
    expect(openTradesQuery(LIVE).queryKey).toEqual(['trading', 'trades', LIVE, 'open']);
    expect(closedTradesQuery(DEMO).queryKey).toEqual(['trading', 'trades', DEMO, 'closed']);
    expect(tradingKeys.accountTrades(DEMO)).toEqual(['trading', 'trades', DEMO]);
    expect(tradingKeys.trades()).toEqual(['trading', 'trades']);
    expect(candlesQuery(3, '1h').queryKey).toEqual(['trading', 'candles', 3, '1h']);
  });

  it("a strategy run's lists ask for its trades only, under the account's key", async () => {
    const run = { strategyId: 'steady-income', since: '2026-01-01T00:00:00.000Z' };
    expect(openTradesQuery(LIVE, run).queryKey).toEqual([
      ...openTradesQuery(LIVE).queryKey,
      'strategy',
      'steady-income',
      run.since,
    ]);
    const asked: URL[] = [];
    api.server.events.on('request:start', ({ request }) => asked.push(new URL(request.url)));
    onTestFinished(() => api.server.events.removeAllListeners());
    const { settled } = watch(closedTradesQuery(LIVE, run));
    // The seeded customer's trades are their own: the strategy has none.
    expect((await settled()).data!.trades).toEqual([]);
    const query = Object.fromEntries(asked.at(-1)!.searchParams);
    expect(query).toMatchObject({ account_id: LIVE, strategy_id: 'steady-income', opened_since: run.since });
  });
});

describe('candles', () => {
  it('answers the candles of a timeframe, oldest first, and those before a time', async () => {
    const newest = await fetchCandles(1, '15m');
    expect(newest).toHaveLength(300);
    const times = newest.map((c) => c.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.every((time) => time % 900 === 0)).toBe(true);
    const before = await fetchCandles(1, '15m', newest[0]!.time, undefined, 10);
    expect(before).toHaveLength(10);
    expect(before.at(-1)!.time).toBe(newest[0]!.time - 900);
  });

  it('is a 404 for an unknown asset', async () => {
    const error = await fetchCandles(999, '1m').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('asks for the page before the oldest candle until a short page ends the history, kept out of the persisted cache', () => {
    const options = candlesQuery(1, '1d');
    const full = Array.from({ length: 300 }, (_, i) => ({
      time: 1000 + i,
      open: 1,
      high: 1,
      low: 1,
      close: 1,
    }));
    expect(options.getNextPageParam(full, [full], undefined, [undefined])).toBe(1000);
    expect(options.getNextPageParam(full.slice(0, 20), [full], 1000, [undefined, 1000])).toBeUndefined();
    expect(options.meta).toEqual({ persist: false });
  });
});
