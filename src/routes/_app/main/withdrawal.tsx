import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '@/components/ui/page';
import { refetchAccounts } from '@/features/account/api/accounts';
import { paymentOptionsQuery } from '@/features/payments/api/options';
import { withdrawalsQuery } from '@/features/payments/api/withdrawals';
import { WithdrawalPanel } from '@/features/payments/components/withdrawal';
import { usePaymentUpdates } from '@/features/payments/hooks/use-payment-updates';
import { sessionStore, whenLetIn } from '@/session/model/session-store';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { DepositLink } from './-components/deposit-link';
import { useLiveAvailable } from './-components/live-available';
import { LiveOnly } from '@/session/components/live-only';
import { WithPaymentOptions } from './-components/payment-options-status';

/**
 * /main/withdrawal: a request from the live account within what it can still commit, and the
 * requests so far.
 */
export const Route = createFileRoute('/_app/main/withdrawal')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => {
      void queryClient.prefetchQuery(paymentOptionsQuery());
      void queryClient.prefetchInfiniteQuery(withdrawalsQuery());
    }),
  component: WithdrawalPage,
});

function WithdrawalPage() {
  const user = useStore(sessionStore, (st) => st.user);
  usePaymentUpdates(user?.id);
  const available = useLiveAvailable();
  const queryClient = useQueryClient();
  // The pending requests are part of the figure, sent with the accounts: read them again at once
  // (the change's user.updated does the same for the customer's other screens).
  const refreshAvailable = () => void refetchAccounts(queryClient);
  return (
    <Page title={m.app.pages.withdrawal}>
      <LiveOnly>
        <WithPaymentOptions>
          {(options) => (
            <WithdrawalPanel
              options={options}
              available={available}
              depositLink={<DepositLink />}
              onRequestsChanged={refreshAvailable}
            />
          )}
        </WithPaymentOptions>
      </LiveOnly>
    </Page>
  );
}
