import { Page } from '@/components/ui/page';
import { SavingsPanel } from '@/features/account/components/savings-panel';
import { m } from '@/i18n';
import { DepositLink } from '../components/deposit-link';
import { useLiveAvailable } from '../components/live-available';
import { LiveOnly } from '@/session/components/live-only';

/**
 * /main/savings: the savings balance, moves to and from trading (into savings within what the live
 * account can still commit, live, with its parts), history.
 */
export function SavingsPage() {
  const available = useLiveAvailable();
  return (
    <Page title={m.app.pages.savings}>
      <LiveOnly>
        <SavingsPanel available={available} depositLink={<DepositLink />} />
      </LiveOnly>
    </Page>
  );
}
