/**
 * The trading account every trading screen shows: the customer's choice (`selectedAccountIndex`, kept
 * with the session) among the accounts /data lists, the live one first. Its trades, summary and
 * currency follow it; money movements always act on the live account (`useLiveAccount`).
 */
import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { accountsQuery } from '@/features/account/api/accounts';
import { selectedAccountOf, sessionStore } from '@/session/model/session-store';
import { siteDataQuery } from '@/site/api/site-data';
import { closedTradesQuery } from '@/features/trading/api/closed-trades';
import { openTradesQuery } from '@/features/trading/api/open-trades';
import { fundsOf, type AccountFunds } from '@contract/rules/account-summary';
import type { TradingAccount } from '@contract';
import { useStore } from '@/lib/store/store';

/** The chosen account; undefined until /data has answered (the screens show their loading states). */
export function useSelectedAccount(): TradingAccount | undefined {
  const index = useStore(sessionStore, (st) => st.selectedAccountIndex);
  const accounts = useQuery(siteDataQuery()).data?.accounts;
  return accounts ? selectedAccountOf(accounts, index) : undefined;
}

/** The live account, which deposits, withdrawals, savings and the auto-trader act on. */
export function useLiveAccount(): TradingAccount | undefined {
  const accounts = useQuery(siteDataQuery()).data?.accounts;
  return accounts?.find((account) => account.type === 'live');
}

/** An account's balance, credit and realised P&L in cents, as GET /accounts last answered. */
export function useAccountFunds(account: TradingAccount | undefined): AccountFunds | undefined {
  const overview = useQuery({ ...accountsQuery(), enabled: account !== undefined }).data?.find(
    (candidate) => candidate.account_id === account?.account_id,
  );
  return useMemo(() => (overview ? fundsOf(overview) : undefined), [overview]);
}

/**
 * For the route loaders of the trading screens: once /data names the chosen account, starts the
 * requests for its funds and the lists the screen shows. Never throws (prefetching does not).
 */
export async function prefetchSelectedAccount(
  queryClient: QueryClient,
  lists: { closed: boolean },
): Promise<void> {
  void queryClient.prefetchQuery(accountsQuery());
  await queryClient.prefetchQuery(siteDataQuery());
  const accounts = queryClient.getQueryData(siteDataQuery().queryKey)?.accounts;
  const account = accounts && selectedAccountOf(accounts, sessionStore.get().selectedAccountIndex);
  if (!account) return;
  void queryClient.prefetchInfiniteQuery(openTradesQuery(account.account_id));
  if (lists.closed) void queryClient.prefetchInfiniteQuery(closedTradesQuery(account.account_id));
}
