/** GET /accounts: every trading account of the customer with its balance and equity. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { accountAnswers } from '@contract';
import { accountKeys } from './keys';

export const fetchAccounts = async (signal?: AbortSignal) =>
  (await request(accountAnswers.accounts, '/accounts', { signal })).data;

export const accountsQuery = () =>
  queryOptions({ queryKey: accountKeys.accounts(), queryFn: ({ signal }) => fetchAccounts(signal) });

/** POST /accounts/{account_id}/reset: a demo account starts again at its starting balance. */
export const resetDemoAccount = async (accountId: string) =>
  (
    await request(accountAnswers.accountReset, `/accounts/${encodeURIComponent(accountId)}/reset`, {
      method: 'POST',
    })
  ).data;
