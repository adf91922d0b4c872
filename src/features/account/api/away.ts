/**
 * GET /user/away: what happened to the customer's positions, orders and money while no app of theirs
 * was open (null when nothing did); POST /user/away/seen puts it away for good.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { accountAnswers } from '@contract';
import { accountKeys } from './keys';

export const fetchAway = async (signal?: AbortSignal) =>
  (await request(accountAnswers.away, '/user/away', { signal })).data;

export const awayQuery = () =>
  queryOptions({
    queryKey: accountKeys.away(),
    queryFn: ({ signal }) => fetchAway(signal),
    // Asked for once a visit: what happens from now on arrives live.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // A summary an earlier visit kept would come back after it was put away on another device.
    meta: { persist: false },
  });

/** Puts the summary away here at once, then on the server (which every other device reads). */
export async function dismissAway(queryClient: QueryClient): Promise<void> {
  const before = queryClient.getQueryData(accountKeys.away());
  queryClient.setQueryData(accountKeys.away(), null);
  try {
    await request(accountAnswers.done, '/user/away/seen', { method: 'POST' });
  } catch (error) {
    queryClient.setQueryData(accountKeys.away(), before);
    throw error;
  }
}
