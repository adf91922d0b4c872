import { createFileRoute } from '@tanstack/react-router';
import { optionalSearch } from '@/lib/search-params';
import { CryptoDepositPage } from '@/routes/_app/main/deposit/-components/crypto-deposit';
import { ensureDepositTarget } from '@/routes/_app/main/deposit/-crypto-loader';
import { DepositRouteError, DepositRoutePending } from '@/routes/_app/main/deposit/-crypto-route';

/** /main/deposit/{crypto}: the crypto's first wallet. */
export const Route = createFileRoute('/_app/main/deposit/$crypto/')({
  validateSearch: optionalSearch('walletId'),
  loader: ({ context, params }) => ensureDepositTarget(context.queryClient, params),
  pendingComponent: DepositRoutePending,
  errorComponent: DepositRouteError,
  component: function CryptoDeposit() {
    return <CryptoDepositPage {...Route.useParams()} />;
  },
});
