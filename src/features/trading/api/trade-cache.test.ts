/**
 * The trades' one writer: a trade opened, changed or closed lands in its own account's lists, in
 * place, and no other account's list is touched.
 */
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Trade, TradePage } from '@contract';
import { closedTradesQuery } from './closed-trades';
import { tradeListOfKey, tradingKeys } from './keys';
import { openTradesQuery } from './open-trades';
import { writeTrade } from './trade-cache';

const LIVE = 'NW-100001';
const DEMO = 'NW-900001';
const RUN = { strategyId: 'steady-income', since: '2026-01-01T00:00:00.000Z' };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 1, minute)).toISOString();

const open = (id: number, account = LIVE, extra: Partial<Trade> = {}): Trade => ({
  id,
  account_id: account,
  asset_id: 1,
  trade_type: 'buy',
  opening_price: 1.1,
  closing_price: null,
  volume: 1000,
  leverage: 100,
  stop_loss: null,
  take_profit: null,
  pnl: 0,
  opened_at: at(id),
  closed_at: null,
  strategy: null,
  ...extra,
});
const closed = (id: number, account = LIVE, minute = id): Trade => ({
  ...open(id, account),
  closing_price: 1.2,
  pnl: 10,
  closed_at: at(minute),
});

type Pages = InfiniteData<TradePage, number>;
const pages = (trades: Trade[]): Pages => ({
  pages: [{ data: trades, meta: { current_page: 1, total: trades.length }, links: { next: null } }],
  pageParams: [1],
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(openTradesQuery(LIVE).queryKey, pages([open(3), open(2)]));
  client.setQueryData(closedTradesQuery(LIVE).queryKey, pages([closed(1)]));
  client.setQueryData(openTradesQuery(LIVE, RUN).queryKey, pages([]));
  client.setQueryData(openTradesQuery(DEMO).queryKey, pages([open(20, DEMO)]));
  client.setQueryData(closedTradesQuery(DEMO).queryKey, pages([closed(19, DEMO)]));
});
afterEach(() => client.clear());

const idsIn = (key: readonly unknown[]) =>
  client.getQueryData<Pages>(key)!.pages.flatMap((page) => page.data.map((trade) => trade.id));
const demoLists = () => [
  client.getQueryData(openTradesQuery(DEMO).queryKey),
  client.getQueryData(closedTradesQuery(DEMO).queryKey),
];

describe('writeTrade', () => {
  it("puts an opened trade first in its account's open list, and touches no other account's lists", () => {
    const before = demoLists();
    writeTrade(client, open(4));
    expect(idsIn(openTradesQuery(LIVE).queryKey)).toEqual([4, 3, 2]);
    expect(client.getQueryData<Pages>(openTradesQuery(LIVE).queryKey)!.pages[0]!.meta.total).toBe(3);
    expect(idsIn(closedTradesQuery(LIVE).queryKey)).toEqual([1]);
    // Not the strategy's: its run's list stays empty.
    expect(idsIn(openTradesQuery(LIVE, RUN).queryKey)).toEqual([]);
    const after = demoLists();
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
  });

  it("writes a strategy's trade into its run's list too", () => {
    writeTrade(client, open(4, LIVE, { strategy: { id: 'steady-income', name: 'Steady Income' } }));
    expect(idsIn(openTradesQuery(LIVE).queryKey)).toEqual([4, 3, 2]);
    expect(idsIn(openTradesQuery(LIVE, RUN).queryKey)).toEqual([4]);
  });

  it('replaces a changed trade where it is, and the answer then the event make one trade', () => {
    const changed = open(2, LIVE, { stop_loss: 1.05 });
    writeTrade(client, changed);
    writeTrade(client, changed);
    expect(idsIn(openTradesQuery(LIVE).queryKey)).toEqual([3, 2]);
    expect(client.getQueryData<Pages>(openTradesQuery(LIVE).queryKey)!.pages[0]!.data[1]).toEqual(changed);
  });

  it('moves a closed trade from the open list to the head of the closed one', () => {
    const before = demoLists();
    writeTrade(client, closed(2, LIVE, 30));
    expect(idsIn(openTradesQuery(LIVE).queryKey)).toEqual([3]);
    expect(idsIn(closedTradesQuery(LIVE).queryKey)).toEqual([2, 1]);
    expect(demoLists()).toEqual(before);
  });

  it('writes nothing for an account whose lists are not loaded', () => {
    client.removeQueries({ queryKey: tradingKeys.accountTrades(DEMO) });
    writeTrade(client, open(21, DEMO));
    expect(client.getQueriesData({ queryKey: tradingKeys.accountTrades(DEMO) })).toEqual([]);
  });
});

describe('tradeListOfKey', () => {
  it('reads back what the keys name, and nothing else', () => {
    expect(tradeListOfKey(openTradesQuery(LIVE).queryKey)).toEqual({ account: LIVE, kind: 'open' });
    expect(tradeListOfKey(closedTradesQuery(DEMO, RUN).queryKey)).toEqual({
      account: DEMO,
      kind: 'closed',
      run: RUN,
    });
    expect(tradeListOfKey(tradingKeys.favourites())).toBeUndefined();
    expect(tradeListOfKey(tradingKeys.accountTrades(LIVE))).toBeUndefined();
  });
});
