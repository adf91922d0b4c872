import { createFileRoute } from '@tanstack/react-router';
import { CryptoDepositPage } from '@/app/pages/crypto-deposit-page';
import {
  DepositRouteError,
  DepositRoutePending,
  ensureDepositTarget,
} from '@/app/pages/crypto-deposit-route';

export const Route = createFileRoute('/_app/main/deposit/$crypto/$walletId')({
  loader: ({ context, params }) => ensureDepositTarget(context.queryClient, params),
  pendingComponent: DepositRoutePending,
  errorComponent: DepositRouteError,
  component: function CryptoWalletDeposit() {
    return <CryptoDepositPage {...Route.useParams()} />;
  },
});
