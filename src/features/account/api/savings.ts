/** GET /savings; POST /savings/deposit and /savings/withdraw with an idempotency key. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { accountAnswers, IDEMPOTENCY_HEADER } from '@contract';
import { accountKeys } from './keys';

export const fetchSavings = async (signal?: AbortSignal) =>
  (await request(accountAnswers.savings, '/savings', { signal })).data;

export const savingsQuery = () =>
  queryOptions({ queryKey: accountKeys.savings(), queryFn: ({ signal }) => fetchSavings(signal) });

export const moveSavings = async (
  direction: 'deposit' | 'withdraw',
  amount: string,
  idempotencyKey: string,
) =>
  (
    await request(accountAnswers.savings, `/savings/${direction}`, {
      json: { amount },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;
