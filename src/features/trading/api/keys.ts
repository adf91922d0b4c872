/**
 * Query keys of the trading feature: every key is built here, each under `tradingKeys.all`, so
 * invalidating a prefix reaches every query beneath it.
 */
export type TradeListKind = 'open' | 'closed';

export const tradingKeys = {
  all: ['trading'] as const,
  /** Both trade lists: what `.trade.updated` and polling invalidate. */
  trades: () => [...tradingKeys.all, 'trades'] as const,
  tradeList: (kind: TradeListKind) => [...tradingKeys.trades(), kind] as const,
  priceHistories: () => [...tradingKeys.all, 'price-history'] as const,
  priceHistory: (assetId: number, points: number) =>
    [...tradingKeys.priceHistories(), assetId, points] as const,
};
