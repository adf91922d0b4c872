import { createFileRoute } from '@tanstack/react-router';
import { CryptoDepositPage, ensureDepositTarget } from '@/app/pages/crypto-deposit-page';

export const Route = createFileRoute('/_app/main/deposit/$crypto/$walletId')({
  loader: ({ context, params }) => ensureDepositTarget(context.queryClient, params),
  component: function CryptoWalletDeposit() {
    return <CryptoDepositPage {...Route.useParams()} />;
  },
});
