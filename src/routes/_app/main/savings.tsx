import { createFileRoute } from '@tanstack/react-router';
import { Page } from '@/components/ui/page';
import { savingsQuery } from '@/features/account/api/savings';
import { SavingsPanel } from '@/features/account/components/savings-panel';
import { m } from '@/i18n';
import { whenLetIn } from '@/session/model/session-store';
import { DepositLink } from './-components/deposit-link';
import { useLiveAvailable } from './-components/live-available';
import { LiveOnly } from '@/session/components/live-only';

/**
 * /main/savings: the savings balance, moves to and from trading (into savings within what the live
 * account can still commit, live, with its parts), history.
 */
export const Route = createFileRoute('/_app/main/savings')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) => whenLetIn(() => void queryClient.prefetchQuery(savingsQuery())),
  component: SavingsPage,
});

function SavingsPage() {
  const available = useLiveAvailable();
  return (
    <Page title={m.app.pages.savings}>
      <LiveOnly>
        <SavingsPanel available={available} depositLink={<DepositLink />} />
      </LiveOnly>
    </Page>
  );
}
