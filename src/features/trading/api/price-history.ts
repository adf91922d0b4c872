/** GET /prices/{assetId}/history?points=n: the line a chart starts with before live ticks arrive. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api, priceHistoryLimits, type PricePoint } from '@contract';
import { tradingKeys } from './keys';

/** The newest `points` seconds of an asset, oldest first (`time` in unix seconds). */
export async function fetchPriceHistory(
  assetId: number,
  points: number = priceHistoryLimits.defaultPoints,
  signal?: AbortSignal,
): Promise<PricePoint[]> {
  const path = `/prices/${encodeURIComponent(assetId)}/history`;
  return (await request(api.priceHistory, path, { query: { points }, signal })).data;
}

export const priceHistoryQuery = (assetId: number, points: number = priceHistoryLimits.defaultPoints) =>
  queryOptions({
    queryKey: tradingKeys.priceHistory(assetId, points),
    queryFn: ({ signal }) => fetchPriceHistory(assetId, points, signal),
    // Live ticks continue the line from the price store; a chart opened again later asks afresh.
    staleTime: 0,
    gcTime: 60_000,
    // Market data minutes old is of no use after a reload: never written to IndexedDB.
    meta: { persist: false },
  });
