import { Page } from '@/components/ui/page';
import { AccountsList } from '@/features/account/components/accounts-list';
import { selectAccount, sessionStore } from '@/features/session/model/session-store';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';

/** /main/accounts: every trading account, and which one the app works with. */
export function AccountsPage() {
  const selected = useStore(sessionStore, (st) => st.selectedAccountIndex);
  return (
    <Page title={m.app.pages.accounts}>
      <AccountsList selected={selected} onSelect={selectAccount} />
    </Page>
  );
}
