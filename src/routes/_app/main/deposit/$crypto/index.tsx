import { createFileRoute } from '@tanstack/react-router';
import { type } from 'arktype';
import { lazySchema } from '@/lib/contract/lazy-schema';
import { CryptoDepositPage, ensureDepositTarget } from '@/app/pages/crypto-deposit-page';

export const Route = createFileRoute('/_app/main/deposit/$crypto/')({
  validateSearch: lazySchema(() => type({ 'walletId?': 'string' })),
  loader: ({ context, params }) => ensureDepositTarget(context.queryClient, params),
  component: function CryptoDeposit() {
    return <CryptoDepositPage {...Route.useParams()} />;
  },
});
