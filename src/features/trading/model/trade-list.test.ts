import { ApiError } from '@/lib/api';
import type { Trade, TradePage } from '@contract';
import { mergeTradePage, nextTradePage, shouldRetryTrades, tradeListOf, withTrade } from './trade-list';

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

describe('withTrade', () => {
  /** An open trade opened at minute `id`, or closed at minute `closedAt` when given. */
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
  const open = (id: number, extra: Partial<Trade> = {}): Trade => ({
    ...trade(id),
    opened_at: at(id),
    closing_price: null,
    closed_at: null,
    ...extra,
  });
  const closed = (id: number, minute = id) => ({ ...open(id), closing_price: 1.2, closed_at: at(minute) });
  const pages = (kind: 'open' | 'closed', ...ids: number[][]) =>
    ids.map((onPage, i): TradePage => ({
      data: onPage.map((id) => (kind === 'open' ? open(id) : closed(id))),
      meta: { current_page: i + 1, total: ids.flat().length },
      links: { next: i < ids.length - 1 ? `https://app.test/page/${i + 2}` : null },
    }));
  const OPEN = { kind: 'open' } as const;
  const CLOSED = { kind: 'closed' } as const;
  const totalOf = (list: readonly TradePage[]) => list.map((p) => p.meta.total);

  it('puts an opened trade where its time puts it, first when it is the newest, and counts it', () => {
    const list = withTrade(pages('open', [5, 4], [3]), open(6), OPEN);
    expect(ids([...list])).toEqual([6, 5, 4, 3]);
    expect(totalOf(list)).toEqual([4, 4]);
    expect(ids([...withTrade(pages('open', [6, 4], [3]), open(5), OPEN)])).toEqual([6, 5, 4, 3]);
  });

  it('replaces a trade the list holds where it is (new stops, a smaller volume), counting it once', () => {
    const list = withTrade(pages('open', [6, 5], [4]), open(5, { stop_loss: 1.05, volume: 500 }), OPEN);
    expect(ids([...list])).toEqual([6, 5, 4]);
    expect(list[0]!.data[1]).toMatchObject({ stop_loss: 1.05, volume: 500 });
    expect(totalOf(list)).toEqual([3, 3]);
    // Told twice (the answer, then the event), it is still one trade.
    expect(ids([...withTrade(list, open(5, { stop_loss: 1.05 }), OPEN)])).toEqual([6, 5, 4]);
  });

  it('takes a closed trade out of the open list and puts it first in the closed one', () => {
    const closing = closed(5, 30);
    const openList = withTrade(pages('open', [6, 5], [4]), closing, OPEN);
    expect(ids([...openList])).toEqual([6, 4]);
    expect(totalOf(openList)).toEqual([2, 2]);
    const closedList = withTrade(pages('closed', [3, 2], [1]), closing, CLOSED);
    expect(ids([...closedList])).toEqual([5, 3, 2, 1]);
    expect(totalOf(closedList)).toEqual([4, 4]);
  });

  it('leaves a list the trade does not belong in as it was', () => {
    const closedList = pages('closed', [3]);
    expect(withTrade(closedList, open(9), CLOSED)).toBe(closedList);
    const run = { strategyId: 'steady-income', since: at(0) };
    const runList = pages('open', [3]);
    expect(withTrade(runList, open(9), { kind: 'open', run })).toBe(runList);
    const own = withTrade(runList, open(9, { strategy: { id: 'steady-income', name: 'Steady Income' } }), {
      kind: 'open',
      run,
    });
    expect(ids([...own])).toEqual([9, 3]);
    // Opened before the run started: another run's trade.
    expect(withTrade(runList, open(9), { kind: 'open', run: { ...run, since: at(10) } })).toBe(runList);
  });

  it('counts, but does not show, a trade that belongs on a page not loaded yet', () => {
    const list = withTrade(pages('closed', [9, 8]), closed(1), CLOSED);
    expect(ids([...list])).toEqual([9, 8, 1]);
    const paged = pages('closed', [9, 8], [7]);
    paged[1] = { ...paged[1]!, links: { next: 'https://app.test/page/3' } };
    const more = withTrade(paged, closed(1), CLOSED);
    expect(ids([...more])).toEqual([9, 8, 7]);
    expect(totalOf(more)).toEqual([4, 4]);
  });

  it('adds nothing to a list that has not loaded', () => {
    expect(withTrade([], open(6), OPEN)).toEqual([]);
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
