/** GET /payments/options: limits, currency, the tenant's bank and the customer's payment reference. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { paymentAnswers } from '@contract';
import { paymentKeys } from './keys';

export const fetchPaymentOptions = async (signal?: AbortSignal) =>
  (await request(paymentAnswers.paymentOptions, '/payments/options', { signal })).data;

export const paymentOptionsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.options(),
    queryFn: ({ signal }) => fetchPaymentOptions(signal),
    staleTime: 5 * 60_000,
  });
