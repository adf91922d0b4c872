import { createFileRoute } from '@tanstack/react-router';
import { optionalSearch } from '@/lib/search-params';
import { CryptoDepositPage, ensureDepositTarget } from '@/app/pages/crypto-deposit-page';

export const Route = createFileRoute('/_app/main/deposit/$crypto/')({
  validateSearch: optionalSearch('walletId'),
  loader: ({ context, params }) => ensureDepositTarget(context.queryClient, params),
  component: function CryptoDeposit() {
    return <CryptoDepositPage {...Route.useParams()} />;
  },
});
