import { ApiError } from '@/lib/api';
import type { Trade, TradePage } from '@contract';
import { mergeTradePage, nextTradePage, shouldRetryTrades, tradeListOf, withOpenedTrade } from './trade-list';

const trade = (id: number): Trade => ({
  id,
  account_id: 'NW-100001',
  stop_loss: null,
  take_profit: null,
  asset_id: 1,
  trade_type: 'buy',
  opening_price: 1.1,
  closing_price: 1.2,
  volume: 1000,
  leverage: 100,
  pnl: 100,
  opened_at: '2026-01-01T00:00:00.000Z',
  closed_at: '2026-01-02T00:00:00.000Z',
});

const page = (current: number, ids: number[], next: boolean, total?: number): TradePage => ({
  data: ids.map(trade),
  meta: { current_page: current, ...(total === undefined ? {} : { total }) },
  links: { next: next ? `https://app.test/api/v1/closed/trades?page=${current + 1}` : null },
});

const ids = (pages: TradePage[]) => tradeListOf(pages).trades.map((t) => t.id);

describe('trade list paging', () => {
  it('page 1 replaces whatever the list held', () => {
    const held = tradeListOf([page(1, [1, 2], true), page(2, [3, 4], false)]);
    expect(mergeTradePage(held, page(1, [9, 1], true, 5))).toEqual({
      trades: [trade(9), trade(1)],
      total: 5,
    });
  });

  it('later pages append, in the order they were loaded', () => {
    expect(ids([page(1, [30, 29], true, 5), page(2, [28, 27], true), page(3, [26], false)])).toEqual([
      30, 29, 28, 27, 26,
    ]);
    expect(tradeListOf([page(1, [30], true, 5), page(2, [29], true)]).total).toBe(5);
  });

  it('a trade that moved to the next page between two loads is shown once', () => {
    // A trade closed after page 1 loaded: the old tenth is now first on page 2.
    expect(ids([page(1, [10, 9, 8], true), page(2, [8, 7, 6], false)])).toEqual([10, 9, 8, 7, 6]);
  });

  it('an empty list is empty', () => {
    expect(tradeListOf([])).toEqual({ trades: [], total: undefined });
    expect(tradeListOf([page(1, [], false, 0)])).toEqual({ trades: [], total: 0 });
  });

  it('asks for the next page until the server says there is none', () => {
    expect(nextTradePage(page(1, [1], true))).toBe(2);
    expect(nextTradePage(page(2, [1], true))).toBe(3);
    expect(nextTradePage(page(3, [1], false))).toBeUndefined();
  });
});

describe('withOpenedTrade', () => {
  it('puts a newly opened trade first on page 1 and counts it', () => {
    const pages = withOpenedTrade([page(1, [5, 4], true, 3), page(2, [3], false, 3)], trade(6));
    expect(ids(pages)).toEqual([6, 5, 4, 3]);
    expect(pages[0]!.meta.total).toBe(4);
  });

  it('leaves the pages as they are when one already holds the trade (the refetch came first)', () => {
    const pages = withOpenedTrade([page(1, [5, 4], true, 3), page(2, [6], false, 3)], trade(6));
    expect(ids(pages)).toEqual([5, 4, 6]);
    expect(pages[0]!.meta.total).toBe(3);
  });

  it('adds nothing to a list that has not loaded', () => {
    expect(withOpenedTrade([], trade(6))).toEqual([]);
  });
});

describe('shouldRetryTrades', () => {
  const http = (status: number) => new ApiError('x', 'http', status);

  it('retries a lost network, a time-out and a server error, twice', () => {
    for (const error of [new ApiError('x', 'network'), new ApiError('x', 'timeout'), http(500), http(503)]) {
      expect(shouldRetryTrades(0, error)).toBe(true);
      expect(shouldRetryTrades(1, error)).toBe(true);
      expect(shouldRetryTrades(2, error)).toBe(false);
    }
  });

  it('shows a refusal or a broken answer at once', () => {
    for (const error of [http(401), http(404), http(422), new ApiError('x', 'invalid'), new Error('x')]) {
      expect(shouldRetryTrades(0, error)).toBe(false);
    }
  });
});
