/**
 * The one writer of trades in the query cache. An order's answer, a close's, a change of stops and
 * `.trade.updated` each carry the whole trade as the server now has it, and each is written here, in
 * place, into the lists of that trade's own account (its strategy runs' lists beneath them included):
 * no other account's list is touched and nothing is fetched again.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Trade, TradePage } from '@contract';
import { withTrade } from '../model/trade-list';
import { tradeListOfKey, tradingKeys } from './keys';

type TradePages = InfiniteData<TradePage, number>;

/**
 * A trade was opened, changed or closed: every loaded list of its account shows it as it now is. A
 * list being fetched meanwhile gets it again once the answer lands: that answer may have been read
 * before the change, and would otherwise put the trade back as it was.
 */
export function writeTrade(queryClient: QueryClient, trade: Trade): void {
  const lists = { queryKey: tradingKeys.accountTrades(trade.account_id) };
  for (const [key, data] of queryClient.getQueriesData<TradePages>(lists)) {
    const list = tradeListOfKey(key);
    if (!list || !data) continue;
    const pages = withTrade(data.pages, trade, list);
    if (pages !== data.pages) queryClient.setQueryData<TradePages>(key, { ...data, pages: [...pages] });
  }
  for (const query of queryClient.getQueryCache().findAll({ ...lists, fetchStatus: 'fetching' })) {
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.query !== query) return;
      if (event.type === 'removed') return stop();
      if (event.type !== 'updated' || query.state.fetchStatus !== 'idle') return;
      stop();
      writeTrade(queryClient, trade);
    });
  }
}

/**
 * What the trade lists cannot learn from an event: those missed while the trade channel was not
 * subscribed (before its first subscription, during a drop). The lists on screen are asked for again.
 */
export const refetchTradeLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: tradingKeys.trades() });
