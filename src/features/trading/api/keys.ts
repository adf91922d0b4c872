/**
 * Query keys of the trading feature: every key is built here, each under `tradingKeys.all`, so
 * invalidating a prefix reaches every query beneath it.
 */
export type TradeListKind = 'open' | 'closed';

/** One strategy's trades of one run: those it opened at or after `since` (an ISO time). */
export interface StrategyRun {
  strategyId: string;
  since: string;
}

export const tradingKeys = {
  all: ['trading'] as const,
  /** Every account's trade lists: what `.trade.updated` and polling invalidate. */
  trades: () => [...tradingKeys.all, 'trades'] as const,
  /** One account's lists, by its number: what a reset of that account invalidates. */
  accountTrades: (account: string) => [...tradingKeys.trades(), account] as const,
  tradeList: (kind: TradeListKind, account: string) => [...tradingKeys.accountTrades(account), kind] as const,
  /** A list of one strategy run's trades: beneath the account's, so whatever refreshes those reaches it. */
  strategyTradeList: (kind: TradeListKind, account: string, run: StrategyRun) =>
    [...tradingKeys.tradeList(kind, account), 'strategy', run.strategyId, run.since] as const,
  /** The instruments the customer starred (kept on the server, per user). */
  favourites: () => [...tradingKeys.all, 'favourites'] as const,
  priceHistories: () => [...tradingKeys.all, 'price-history'] as const,
  priceHistory: (assetId: number, points: number) =>
    [...tradingKeys.priceHistories(), assetId, points] as const,
};
