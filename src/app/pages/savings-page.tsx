import { Page } from '@/components/ui/page';
import { SavingsPanel } from '@/features/account/components/savings-panel';
import { m } from '@/i18n';
import { useFreeMargin } from '../components/free-margin';
import { LiveOnly } from '../components/live-only';

/** /main/savings: the savings balance, moves to and from trading (limited by live free margin), history. */
export function SavingsPage() {
  const freeMargin = useFreeMargin();
  return (
    <Page title={m.app.pages.savings}>
      <LiveOnly>
        <SavingsPanel freeMarginMinor={freeMargin} />
      </LiveOnly>
    </Page>
  );
}
