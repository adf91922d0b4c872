/**
 * GET /accounts: every trading account of the customer with its balance and equity; the accounts'
 * writers in the query cache.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { channels, whenFollowed } from '@/lib/realtime';
import { sessionStore } from '@/session/model/session-store';
import { accountAnswers, type AccountOverview } from '@contract';
import { accountKeys } from './keys';

export const fetchAccounts = async (signal?: AbortSignal) =>
  (await request(accountAnswers.accounts, '/accounts', { signal })).data;

/**
 * The funds change with the user, announced on the user's channel: the first fetch waits for that
 * channel's first subscription (lib/realtime `whenFollowed`), whose catch-up asks for the accounts
 * (src/app/live-user.ts), so they are asked for once and miss no change.
 */
export const accountsQuery = () =>
  queryOptions({
    queryKey: accountKeys.accounts(),
    queryFn: async ({ signal }) => {
      const userId = sessionStore.get().user?.id;
      if (userId !== undefined) await whenFollowed(channels.user(userId), signal);
      signal.throwIfAborted();
      return fetchAccounts(signal);
    },
  });

/** POST /accounts/{account_id}/reset: a demo account starts again at its starting balance. */
export const resetDemoAccount = async (accountId: string) =>
  (
    await request(accountAnswers.accountReset, `/accounts/${encodeURIComponent(accountId)}/reset`, {
      method: 'POST',
    })
  ).data;

/** An answer carried one account as it now is (a demo reset): it takes its place in the list. */
export const writeAccount = (queryClient: QueryClient, account: AccountOverview) =>
  queryClient.setQueryData<AccountOverview[]>(accountKeys.accounts(), (accounts) =>
    accounts?.map((known) => (known.account_id === account.account_id ? account : known)),
  );

/**
 * The accounts' funds changed in a way no answer or event carries (a payment decided, a close, a move
 * of savings, an auto-trader started or stopped): the list is asked for again.
 */
export const refetchAccounts = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: accountKeys.accounts() });
