import { useQueryClient } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import { tradingKeys } from '@/features/trading/api/keys';
import { AccountsList } from '@/features/account/components/accounts-list';
import { selectAccount, sessionStore } from '@/session/model/session-store';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';

/** /main/accounts: every trading account, and which one the app works with. */
export function AccountsPage() {
  const selected = useStore(sessionStore, (st) => st.selectedAccountIndex);
  const queryClient = useQueryClient();
  // A reset account's trades are gone: its lists are asked for again, wherever they show.
  const dropTrades = (accountId: string) =>
    void queryClient.invalidateQueries({ queryKey: tradingKeys.accountTrades(accountId) });
  return (
    <Page title={m.app.pages.accounts}>
      <AccountsList selected={selected} onSelect={selectAccount} onReset={dropTrades} />
    </Page>
  );
}
