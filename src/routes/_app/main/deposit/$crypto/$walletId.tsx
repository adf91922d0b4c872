import { createFileRoute } from '@tanstack/react-router';
import { CryptoDepositPage } from '@/routes/_app/main/deposit/-components/crypto-deposit';
import { ensureDepositTarget } from '@/routes/_app/main/deposit/-crypto-loader';
import { DepositRouteError, DepositRoutePending } from '@/routes/_app/main/deposit/-crypto-route';

/** /main/deposit/{crypto}/{walletId}: one of the crypto's wallets (its network). */
export const Route = createFileRoute('/_app/main/deposit/$crypto/$walletId')({
  loader: ({ context, params }) => ensureDepositTarget(context.queryClient, params),
  pendingComponent: DepositRoutePending,
  errorComponent: DepositRouteError,
  component: function CryptoWalletDeposit() {
    return <CryptoDepositPage {...Route.useParams()} />;
  },
});
