import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { paymentOptionsQuery } from '@/features/payments/api/options';
import { WireDepositPage } from '@/app/pages/payment-pages';

export const Route = createFileRoute('/_app/main/deposit/wire')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => void queryClient.prefetchQuery(paymentOptionsQuery())),
  component: WireDepositPage,
});
