import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { depositsQuery } from '@/features/payments/api/deposits';
import { depositHistorySearch } from './-history-search';
import { DepositHistoryPage } from '@/app/pages/payment-pages';
import type { DepositFilters } from '@/features/payments/api/keys';

export const Route = createFileRoute('/_app/main/deposit/history')({
  validateSearch: depositHistorySearch,
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    whenLetIn(() => void queryClient.prefetchInfiniteQuery(depositsQuery(deps))),
  component: function DepositHistoryRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onFilters = useCallback(
      ({ walletId, status }: DepositFilters) =>
        void navigate({
          search: { ...(walletId ? { walletId } : {}), ...(status ? { status } : {}) },
          replace: true,
        }),
      [navigate],
    );
    return <DepositHistoryPage filters={search} onFilters={onFilters} />;
  },
});
