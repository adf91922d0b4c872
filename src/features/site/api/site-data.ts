import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api } from '@/lib/contract';

export const siteKeys = {
  all: ['site'] as const,
  data: () => [...siteKeys.all, 'data'] as const,
};

export const siteDataQuery = () =>
  queryOptions({
    queryKey: siteKeys.data(),
    queryFn: async ({ signal }) => (await request(api.siteData, '/data', { signal })).data,
    staleTime: 5 * 60_000,
  });
