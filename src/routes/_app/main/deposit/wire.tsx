import { createFileRoute } from '@tanstack/react-router';
import { paymentOptionsQuery } from '@/features/payments/api/options';
import { WireDeposit } from '@/features/payments/components/wire-deposit';
import { whenLetIn } from '@/session/model/session-store';
import { WithPaymentOptions } from '@/routes/_app/main/-components/payment-options-status';

/** /main/deposit/wire: the tenant's bank details and the customer's reference for a wire transfer. */
export const Route = createFileRoute('/_app/main/deposit/wire')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => void queryClient.prefetchQuery(paymentOptionsQuery())),
  component: function WireDepositRoute() {
    return <WithPaymentOptions>{(options) => <WireDeposit options={options} />}</WithPaymentOptions>;
  },
});
