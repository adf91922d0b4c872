/**
 * The signed-in devices (GET /user/sessions), ending one (DELETE /user/sessions/{id}) or all the
 * others (POST /auth/logout-others), and the login history (GET /user/login-history).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { securityAnswers, type UserSession } from '@contract';
import { accountKeys } from './keys';

export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: async ({ signal }) =>
      (await request(securityAnswers.sessions, '/user/sessions', { signal })).data,
  });

export const loginHistoryQuery = () =>
  queryOptions({
    queryKey: accountKeys.loginHistory(),
    queryFn: async ({ signal }) =>
      (await request(securityAnswers.loginHistory, '/user/login-history', { signal })).data,
  });

export const endSession = (id: string) =>
  request(securityAnswers.ended, `/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const signOutOtherDevices = () =>
  request(securityAnswers.ended, '/auth/logout-others', { method: 'POST' });

/** The one writer of the cached list after an ending: the sessions that ended leave it. */
export function dropSessions(queryClient: QueryClient, ended: (session: UserSession) => boolean) {
  queryClient.setQueryData(accountKeys.sessions(), (sessions: UserSession[] | undefined) =>
    sessions?.filter((session) => !ended(session)),
  );
}
