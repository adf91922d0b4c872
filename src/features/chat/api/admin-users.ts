/** GET /admin/users: every customer for the admin's list, asked again every 30 s (spec.md section 9). */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api } from '@/lib/contract';
import { chatKeys } from './keys';

export const ADMIN_USERS_REFRESH_MS = 30_000;

export const fetchAdminUsers = async (signal?: AbortSignal) =>
  (await request(api.adminUsers, '/admin/users', { signal })).data;

export const adminUsersQuery = () =>
  queryOptions({
    queryKey: chatKeys.adminUsers(),
    queryFn: ({ signal }) => fetchAdminUsers(signal),
    refetchInterval: ADMIN_USERS_REFRESH_MS,
    // 'Failed to load users. Retrying...': a failure tries again on the same 30 s beat, and sooner
    // through the query's own retries.
    refetchIntervalInBackground: false,
  });
