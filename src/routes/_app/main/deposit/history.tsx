import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { depositsQuery } from '@/features/payments/api/deposits';
import type { DepositFilters } from '@/features/payments/api/keys';
import { DepositHistory } from '@/features/payments/components/deposit-history';
import { siteDataQuery } from '@/site/api/site-data';
import type { DepositStatus } from '@contract';
import { whenLetIn } from '@/session/model/session-store';

const STATUSES: readonly string[] = ['pending', 'approved', 'declined'] satisfies DepositStatus[];

/**
 * /main/deposit/history: the customer's deposits, filtered by the search's `walletId` (a crypto
 * wallet's history link sets it) and `status`. Anything else is no filter, never an error; the wallet
 * is checked against the tenant's.
 */
export const Route = createFileRoute('/_app/main/deposit/history')({
  validateSearch: (search: Record<string, unknown>): { walletId?: string; status?: DepositStatus } => {
    const out: { walletId?: string; status?: DepositStatus } = {};
    if (typeof search.walletId === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(search.walletId)) {
      out.walletId = search.walletId;
    }
    if (typeof search.status === 'string' && STATUSES.includes(search.status))
      out.status = search.status as DepositStatus;
    return out;
  },
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    whenLetIn(() => void queryClient.prefetchInfiniteQuery(depositsQuery(deps))),
  component: DepositHistoryRoute,
});

function DepositHistoryRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFilters = useCallback(
    ({ walletId, status }: DepositFilters) =>
      void navigate({
        search: { ...(walletId ? { walletId } : {}), ...(status ? { status } : {}) },
        replace: true,
      }),
    [navigate],
  );
  const cryptos = useQuery(siteDataQuery()).data?.cryptos ?? [];
  return <DepositHistory filters={filters} onFilters={onFilters} cryptos={cryptos} />;
}
