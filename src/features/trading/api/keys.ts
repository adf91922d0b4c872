/**
 * Query keys of the trading feature: every key is built here, each under `tradingKeys.all`, so
 * invalidating a prefix reaches every query beneath it.
 */
import type { QueryKey } from '@tanstack/react-query';

export type TradeListKind = 'open' | 'closed';

/** One strategy's trades of one run: those it opened at or after `since` (an ISO time). */
export interface StrategyRun {
  strategyId: string;
  since: string;
}

export const tradingKeys = {
  all: ['trading'] as const,
  /** Every account's trade lists: what a catch-up after the trade channel was (re)subscribed refetches. */
  trades: () => [...tradingKeys.all, 'trades'] as const,
  /** One account's lists, by its number: where a trade of it is written, what a reset refetches. */
  accountTrades: (account: string) => [...tradingKeys.trades(), account] as const,
  tradeList: (kind: TradeListKind, account: string) => [...tradingKeys.accountTrades(account), kind] as const,
  /** A list of one strategy run's trades: beneath the account's, so whatever refreshes those reaches it. */
  strategyTradeList: (kind: TradeListKind, account: string, run: StrategyRun) =>
    [...tradingKeys.tradeList(kind, account), 'strategy', run.strategyId, run.since] as const,
  /** Every account's pending orders: what the order channel's catch-up refetches. */
  pendingOrders: () => [...tradingKeys.all, 'pending-orders'] as const,
  /** One account's pending orders and their history: what a reset of the account refetches. */
  accountPendingOrders: (account: string) => [...tradingKeys.pendingOrders(), account] as const,
  /** One account's pending orders (`pending`) or those that came to an end (`history`). */
  pendingOrderList: (account: string, status: 'pending' | 'history') =>
    [...tradingKeys.accountPendingOrders(account), status] as const,
  /** The instruments the customer starred (kept on the server, per user). */
  favourites: () => [...tradingKeys.all, 'favourites'] as const,
  /** One instrument's candles of one timeframe: an infinite query, its pages ever older. */
  candles: (assetId: number, timeframe: string) =>
    [...tradingKeys.all, 'candles', assetId, timeframe] as const,
};

/** What a trade list's key names: the inverse of `tradeList` and `strategyTradeList`. */
export function tradeListOfKey(
  key: QueryKey,
): { account: string; kind: TradeListKind; run?: StrategyRun } | undefined {
  const [all, trades, account, kind, strategy, strategyId, since] = key;
  if (all !== tradingKeys.all[0] || trades !== 'trades' || typeof account !== 'string') return undefined;
  if (kind !== 'open' && kind !== 'closed') return undefined;
  if (strategy === undefined) return { account, kind };
  if (strategy !== 'strategy' || typeof strategyId !== 'string' || typeof since !== 'string')
    return undefined;
  return { account, kind, run: { strategyId, since } };
}
