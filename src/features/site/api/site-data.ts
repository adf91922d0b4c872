import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api } from '@/lib/contract';
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
