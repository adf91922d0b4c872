/**
 * GET /admin/customers/{id}/sessions and POST /admin/customers/{id}/sessions/end: the customer's
 * signed-in devices beside the desk's conversation, and ending them all.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { securityAnswers } from '@contract';
import { chatKeys } from './keys';

/**
 * Not kept on disk: another person's devices and addresses are no data to leave on a desk's computer,
 * and a list from an earlier visit would show as signed in devices that may have ended since.
 */
export const customerSessionsQuery = (customerId: number) =>
  queryOptions({
    queryKey: chatKeys.customerSessions(customerId),
    queryFn: async ({ signal }) =>
      (await request(securityAnswers.sessions, `/admin/customers/${customerId}/sessions`, { signal })).data,
    meta: { persist: false },
  });

/** Ends them all; the cached list is then empty, as the server's is. */
export async function endCustomerSessions(queryClient: QueryClient, customerId: number) {
  const answer = await request(securityAnswers.ended, `/admin/customers/${customerId}/sessions/end`, {
    method: 'POST',
  });
  queryClient.setQueryData(chatKeys.customerSessions(customerId), []);
  return answer.data.ended;
}
