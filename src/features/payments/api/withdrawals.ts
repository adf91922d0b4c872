/**
 * Withdrawals: GET /withdrawals?page=n (newest first), POST /withdrawals with an idempotency key,
 * POST /withdrawals/{id}/cancel while pending.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { IDEMPOTENCY_HEADER, paymentAnswers, type paymentRequests } from '@contract';
import { paymentKeys } from './keys';

export type WithdrawalInput = typeof paymentRequests.withdrawal.infer;

export const fetchWithdrawals = (page: number, signal?: AbortSignal) =>
  request(paymentAnswers.withdrawals, '/withdrawals', { query: { page }, signal });

export const withdrawalsQuery = () =>
  infiniteQueryOptions({
    queryKey: paymentKeys.withdrawals(),
    queryFn: ({ pageParam, signal }) => fetchWithdrawals(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.links.next ? last.meta.current_page + 1 : undefined),
    select: (data) => data.pages.flatMap((page) => page.data),
  });

export const submitWithdrawal = async (input: WithdrawalInput, idempotencyKey: string) =>
  (
    await request(paymentAnswers.withdrawal, '/withdrawals', {
      json: input,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;

export const cancelWithdrawal = async (id: number) =>
  (await request(paymentAnswers.withdrawal, `/withdrawals/${id}/cancel`, { method: 'POST' })).data;
