/** GET /admin/customers/{id}: the customer beside the desk's conversation, read-only. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { accountAnswers } from '@contract';
import { chatKeys } from './keys';

export const fetchCustomerDetails = async (customerId: number, signal?: AbortSignal) =>
  (await request(accountAnswers.customerDetails, `/admin/customers/${customerId}`, { signal })).data;

export const customerDetailsQuery = (customerId: number) =>
  queryOptions({
    queryKey: chatKeys.customerDetails(customerId),
    queryFn: ({ signal }) => fetchCustomerDetails(customerId, signal),
  });
