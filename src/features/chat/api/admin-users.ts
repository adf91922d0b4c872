/** GET /admin/users: every customer for the admin's list, asked again every 30 s. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api, type ChatUser } from '@contract';
import { changeCachedList, chatKeys } from './keys';

export const ADMIN_USERS_REFRESH_MS = 30_000;
/** After a failed refresh ('Failed to load users. Retrying...') it asks again sooner, after 5 s. */
export const ADMIN_USERS_RETRY_MS = 5_000;

export const fetchAdminUsers = async (signal?: AbortSignal) =>
  (await request(api.adminUsers, '/admin/users', { signal })).data;

/** When the desk asks again for one of its lists (the customers, the admins). */
export const deskRefetchInterval = (query: { state: { status: string } }) =>
  query.state.status === 'error' ? ADMIN_USERS_RETRY_MS : ADMIN_USERS_REFRESH_MS;

export const adminUsersQuery = () =>
  queryOptions({
    queryKey: chatKeys.adminUsers(),
    queryFn: ({ signal }) => fetchAdminUsers(signal),
    refetchInterval: deskRefetchInterval,
  });

/** Changes the cached list in place of asking the server again (a live message, a desk action). */
export const updateAdminUsers = (queryClient: QueryClient, change: (users: ChatUser[]) => ChatUser[]) =>
  changeCachedList(queryClient, chatKeys.adminUsers(), change);
