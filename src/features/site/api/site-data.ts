import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '@/lib/api';
import { api, type Asset } from '@/lib/contract';
import { priceStore } from '@/lib/prices';

export const siteKeys = {
  all: ['site'] as const,
  data: () => [...siteKeys.all, 'data'] as const,
};

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
  });

const noAssets: ReadonlyMap<number, Asset> = new Map();

/** The tenant's instruments by id, for naming trades and formatting their prices; one map per answer. */
export function useAssetsById(): ReadonlyMap<number, Asset> {
  const assetList = useQuery(siteDataQuery()).data?.assets;
  return useMemo(
    () => (assetList ? new Map(assetList.map((asset) => [asset.id, asset])) : noAssets),
    [assetList],
  );
}
