import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '@/lib/api';
import { api, type AssetName, type MarketUpdate, type SiteData } from '@contract';
import { candleTime, timeframeSeconds } from '@contract/rules/candles';
import { priceStore } from '@/lib/prices';

export const siteKeys = {
  all: ['site'] as const,
  data: () => [...siteKeys.all, 'data'] as const,
};

/** How often a screen that shows the site data asks for it again (only while the page is visible). */
export const SITE_DATA_REFRESH_MS = 60_000;

const ROLLOVER_MARGIN_MS = 1_000;

/**
 * How long until the site data is asked for again, from `now` (ms): the usual minute, or less when
 * the trading day rolls over sooner, so the markets' day figures (high, low, previous close) are the
 * new day's from its start, not up to a minute late. A second after the rollover, not at it: the
 * server's new day begins with its first tick in it, and the feed ticks several times a second.
 */
export function siteDataRefreshIn(now: number): number {
  const asked = now - ROLLOVER_MARGIN_MS;
  const nextDay = (candleTime(Math.floor(asked / 1000), '1d') + timeframeSeconds['1d']) * 1000;
  return Math.min(SITE_DATA_REFRESH_MS, nextDay - asked);
}

export const siteDataQuery = () =>
  queryOptions({
    queryKey: siteKeys.data(),
    queryFn: async ({ signal }) => {
      const data = (await request(api.siteData, '/data', { signal })).data;
      // The one place /data's prices enter the price book: a fresh answer only (never a copy restored
      // from IndexedDB, whose prices are old), and only for assets the feed has not priced yet.
      priceStore.seed(data.assets);
      return data;
    },
    staleTime: 5 * 60_000,
    // The markets' changes arrive on the price feed (applyMarketUpdate); asking again every minute while
    // a screen shows the site data covers a host whose feed is off, and the day's rollover is asked
    // for at its instant.
    refetchInterval: () => siteDataRefreshIn(Date.now()),
  });

/**
 * The one writer of the instruments' markets after /data: the price feed's `markets:update` (the server
 * reading its own clock, so a device whose clock is wrong still shows the truth). An unchanged market
 * keeps its object, so only the rows whose market changed re-render.
 */
export function applyMarketUpdate(queryClient: QueryClient, update: MarketUpdate) {
  const { queryKey } = siteDataQuery();
  const state = queryClient.getQueryState(queryKey);
  const data = state?.data;
  if (!state || !data) return;
  const markets = new Map(update.map(({ id, market }) => [id, market]));
  let changed = false;
  const assets = data.assets.map((asset) => {
    const market = markets.get(asset.id);
    if (!market || (market.state === asset.market.state && market.next_open === asset.market.next_open))
      return asset;
    changed = true;
    return { ...asset, market };
  });
  if (!changed) return;
  // Only the markets' states are news: the rest of the answer keeps its age, and a restored answer
  // that was due to be asked for again still is, so the feed never passes old site data off as fresh.
  queryClient.setQueryData(queryKey, { ...data, assets }, { updatedAt: state.dataUpdatedAt });
  if (state.isInvalidated) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

const noAssets: ReadonlyMap<number, AssetName> = new Map();

/** Without their prices: every answer of /data has new ones, but the rest rarely changes. */
const assetNames = (data: SiteData): AssetName[] => data.assets.map(({ price: _price, ...name }) => name);

/**
 * The tenant's instruments by id, for naming trades, formatting their prices and converting their
 * P&L to the account's currency. The map changes only when a name, a digit count, a currency or a
 * market's state does (the query shares what is equal between answers), so a refresh of /data does
 * not re-render every trade row.
 */
export function useAssetsById(): ReadonlyMap<number, AssetName> {
  const assetList = useQuery({ ...siteDataQuery(), select: assetNames }).data;
  return useMemo(
    () => (assetList ? new Map(assetList.map((asset) => [asset.id, asset])) : noAssets),
    [assetList],
  );
}
