import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { prefetchSelectedAccount } from '@/app/components/selected-account';
import { requireRole, RoleOnly } from '@/app/route-guards';
import { TradingPage } from '@/app/pages/trading-page';
import { tradingSearch } from './-trading-search';

export const Route = createFileRoute('/_app/trading')({
  validateSearch: tradingSearch,
  beforeLoad: requireRole('customer'),
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => {
      void prefetchSelectedAccount(queryClient, { closed: false });
    }),
  component: function Trading() {
    const { asset } = Route.useSearch();
    const navigate = Route.useNavigate();
    // Replaced, not pushed: Back leaves the screen instead of stepping through every instrument tapped.
    const select = useCallback(
      (id: number) => void navigate({ search: { asset: id }, replace: true }),
      [navigate],
    );
    return (
      <RoleOnly role="customer">
        <TradingPage assetId={asset} onSelect={select} />
      </RoleOnly>
    );
  },
});
