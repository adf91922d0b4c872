import { Page } from '@/components/ui/page';
import { SavingsPanel } from '@/features/account/components/savings-panel';
import { sessionStore } from '@/features/session/model/session-store';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { useFreeMargin } from '../components/free-margin';

/** /main/savings: the savings balance, moves to and from trading (limited by live free margin), history. */
export function SavingsPage() {
  const user = useStore(sessionStore, (st) => st.user);
  const freeMargin = useFreeMargin(user);
  return (
    <Page title={m.app.pages.savings}>
      <SavingsPanel freeMarginMinor={freeMargin} />
    </Page>
  );
}
