/** The deposit and withdrawal pages: each composes a payments panel with the options and the live account. */
import { CardDepositForm } from '@/features/payments/components/card-deposit-form';
import { DepositHistory } from '@/features/payments/components/deposit-history';
import { WireDeposit } from '@/features/payments/components/wire-deposit';
import { WithdrawalPanel } from '@/features/payments/components/withdrawal';
import type { DepositFilters } from '@/features/payments/api/keys';
import { usePaymentUpdates } from '@/features/payments/hooks/use-payment-updates';
import { sessionStore } from '@/features/session/model/session-store';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { refetchAccounts } from '@/features/account/api/accounts';
import { siteDataQuery } from '@/features/site/api/site-data';
import { Page } from '@/components/ui/page';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { WithPaymentOptions } from '../components/payment-options-status';
import { DepositLink } from '../components/deposit-link';
import { useLiveAvailable } from '../components/live-available';
import { LiveOnly } from '../components/live-only';

export function CardDepositPage() {
  return <WithPaymentOptions>{(options) => <CardDepositForm options={options} />}</WithPaymentOptions>;
}

export function WireDepositPage() {
  return <WithPaymentOptions>{(options) => <WireDeposit options={options} />}</WithPaymentOptions>;
}

export function DepositHistoryPage({
  filters,
  onFilters,
}: {
  filters: DepositFilters;
  onFilters: (filters: DepositFilters) => void;
}) {
  const cryptos = useQuery(siteDataQuery()).data?.cryptos ?? [];
  return <DepositHistory filters={filters} onFilters={onFilters} cryptos={cryptos} />;
}

export function WithdrawalPage() {
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
