import { createFileRoute } from '@tanstack/react-router';
import { paymentOptionsQuery } from '@/features/payments/api/options';
import { CardDepositForm } from '@/features/payments/components/card-deposit-form';
import { whenLetIn } from '@/session/model/session-store';
import { WithPaymentOptions } from '@/routes/_app/main/-components/payment-options-status';

/** /main/deposit/card: a card deposit with the tenant's payment options. */
export const Route = createFileRoute('/_app/main/deposit/card')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => void queryClient.prefetchQuery(paymentOptionsQuery())),
  component: function CardDeposit() {
    return <WithPaymentOptions>{(options) => <CardDepositForm options={options} />}</WithPaymentOptions>;
  },
});
