/** GET /auto-trader; POST /auto-trader (with an idempotency key) and /auto-trader/{pause|resume|stop}. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { accountAnswers, IDEMPOTENCY_HEADER, type accountRequests } from '@contract';
import { accountKeys } from './keys';

export type AutoTraderStart = typeof accountRequests.autoTraderStart.infer;

export const fetchAutoTrader = async (signal?: AbortSignal) =>
  (await request(accountAnswers.autoTrader, '/auto-trader', { signal })).data;

export const autoTraderQuery = () =>
  queryOptions({ queryKey: accountKeys.autoTrader(), queryFn: ({ signal }) => fetchAutoTrader(signal) });

export const startAutoTrader = async (input: AutoTraderStart, idempotencyKey: string) =>
  (
    await request(accountAnswers.autoTrader, '/auto-trader', {
      json: input,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;

export const controlAutoTrader = async (action: 'pause' | 'resume' | 'stop') =>
  (await request(accountAnswers.autoTrader, `/auto-trader/${action}`, { method: 'POST' })).data;
