/**
 * GET /prices/{assetId}/candles: a chart's candles, newest page first and older ones as the customer
 * scrolls back (each page the candles before the oldest so far).
 */
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api, candleLimits, type Candle } from '@contract';
import type { Timeframe } from '@contract/rules/candles';
import { candlesOf } from '../model/chart-candles';
import { tradingKeys } from './keys';

/** The `count` candles of `timeframe` starting before `to` (unix seconds; the newest without it), oldest first. */
export async function fetchCandles(
  assetId: number,
  timeframe: Timeframe,
  to?: number,
  signal?: AbortSignal,
  count: number = candleLimits.defaultCount,
): Promise<Candle[]> {
  const path = `/prices/${encodeURIComponent(assetId)}/candles`;
  return (await request(api.candles, path, { query: { timeframe, count, to }, signal })).data;
}

/** One function for every query, so the merged list is made again only when a page arrives. */
const selectCandles = (data: InfiniteData<Candle[], number | undefined>) => candlesOf(data.pages);

export const candlesQuery = (assetId: number, timeframe: Timeframe) =>
  infiniteQueryOptions({
    queryKey: tradingKeys.candles(assetId, timeframe),
    queryFn: ({ pageParam, signal }) => fetchCandles(assetId, timeframe, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // A short page is the start of the history: nothing before it.
    getNextPageParam: (older: Candle[]) =>
      older.length < candleLimits.defaultCount ? undefined : older[0]?.time,
    select: selectCandles,
    // The live candle goes on forming from the price store; the history is asked afresh after a minute.
    staleTime: 60_000,
    gcTime: 60_000,
    // Market data of an earlier visit is of no use after a reload: never written to IndexedDB.
    meta: { persist: false },
  });
