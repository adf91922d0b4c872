import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { standaloneLink } from '@/components/ui/link.css';
import { Page } from '@/components/ui/page';
import { accountsQuery } from '@/features/account/api/accounts';
import { AccountsList } from '@/features/account/components/accounts-list';
import { selectAccount, sessionStore, whenLetIn } from '@/session/model/session-store';
import { tradingKeys } from '@/features/trading/api/keys';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';

/** /main/accounts: every trading account, and which one the app works with. */
export const Route = createFileRoute('/_app/main/accounts')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) => whenLetIn(() => void queryClient.prefetchQuery(accountsQuery())),
  component: AccountsPage,
});

function AccountsPage() {
  const selected = useStore(sessionStore, (st) => st.selectedAccountIndex);
  const queryClient = useQueryClient();
  // A reset account's trades and pending orders are gone: its lists are asked for again, wherever they show.
  const dropTrades = (accountId: string) => {
    void queryClient.invalidateQueries({ queryKey: tradingKeys.accountTrades(accountId) });
    void queryClient.invalidateQueries({ queryKey: tradingKeys.accountPendingOrders(accountId) });
  };
  return (
    <Page title={m.app.pages.accounts}>
      <AccountsList selected={selected} onSelect={selectAccount} onReset={dropTrades} />
      <Link to="/main/statement" className={standaloneLink}>
        {m.statement.link}
      </Link>
    </Page>
  );
}
