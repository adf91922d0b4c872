/**
 * GET /admin/admins: the desk's admins and who of them is online, asked again every 30 s as the inbox
 * is (heartbeats that stop are only seen so); someone coming online or signing out arrives live
 * (hooks/use-live-inbox).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api, type DeskAdmin } from '@contract';
import { deskRefetchInterval } from './admin-users';
import { changeCachedList, chatKeys } from './keys';

export const fetchAdmins = async (signal?: AbortSignal) =>
  (await request(api.admins, '/admin/admins', { signal })).data;

export const adminsQuery = () =>
  queryOptions({
    queryKey: chatKeys.admins(),
    queryFn: ({ signal }) => fetchAdmins(signal),
    refetchInterval: deskRefetchInterval,
    // Who is online is of the moment: a copy from the last visit would offer assignment to nobody.
    meta: { persist: false },
  });

export const updateAdmins = (queryClient: QueryClient, change: (admins: DeskAdmin[]) => DeskAdmin[]) =>
  changeCachedList(queryClient, chatKeys.admins(), change);
