/** GET /accounts: every trading account of the customer with its balance and equity. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { accountAnswers } from '@/lib/contract';
import { accountKeys } from './keys';

export const fetchAccounts = async (signal?: AbortSignal) =>
  (await request(accountAnswers.accounts, '/accounts', { signal })).data;

export const accountsQuery = () =>
  queryOptions({ queryKey: accountKeys.accounts(), queryFn: ({ signal }) => fetchAccounts(signal) });
