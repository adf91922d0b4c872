import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstDepositCrypto } from '@/features/payments/model/deposit-cryptos';
import { siteDataQuery } from '@/features/site/api/site-data';
import { DepositRouteError, DepositRoutePending } from '@/app/pages/deposit-layout';

/** The deposit section opens on the tenant's first offered crypto, or on card deposit if it offers none. */
export const Route = createFileRoute('/_app/main/deposit/')({
  loader: async ({ context }) => {
    const crypto = firstDepositCrypto((await context.queryClient.ensureQueryData(siteDataQuery())).cryptos);
    throw redirect(
      crypto
        ? { to: '/main/deposit/$crypto', params: { crypto }, replace: true }
        : { to: '/main/deposit/card', replace: true },
    );
  },
  pendingComponent: DepositRoutePending,
  errorComponent: DepositRouteError,
});
