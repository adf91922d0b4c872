import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { paymentOptionsQuery } from '@/features/payments/api/options';
import { withdrawalsQuery } from '@/features/payments/api/withdrawals';
import { WithdrawalPage } from '@/app/pages/payment-pages';

export const Route = createFileRoute('/_app/main/withdrawal')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => {
      void queryClient.prefetchQuery(paymentOptionsQuery());
      void queryClient.prefetchInfiniteQuery(withdrawalsQuery());
    }),
  component: WithdrawalPage,
});
