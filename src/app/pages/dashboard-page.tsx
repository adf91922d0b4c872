import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, Muted, Page } from '@/components/ui/page';
import { SlowNotice } from '@/components/ui/slow-notice';
import { StatGrid } from '@/components/ui/stat';
import { selectAccount, sessionStore } from '@/features/session/model/session-store';
import { siteDataQuery } from '@/features/site/api/site-data';
import { formatMoney } from '@/lib/format';
import { useStore } from '@/lib/store/persisted-store';
import { m } from '@/i18n';
import * as s from './dashboard-page.css';

export function DashboardPage() {
  const user = useStore(sessionStore, (st) => st.user);
  const selected = useStore(sessionStore, (st) => st.selectedAccountIndex);
  const siteData = useQuery(siteDataQuery());
  const accounts = siteData.data?.accounts ?? [];
  return (
    <Page title={m.app.pages.dashboard}>
      {user && (
        <>
          <Muted>{m.app.dashboard.greeting(user.first_name)}</Muted>
          <StatGrid
            items={[
              { label: m.app.dashboard.balance, value: formatMoney(user.balance) },
              { label: m.app.dashboard.credit, value: formatMoney(user.credit_balance) },
              { label: m.app.dashboard.account, value: user.account_id },
            ]}
          />
        </>
      )}
      <SlowNotice query={siteData} />
      {siteData.isError && (
        <Alert variant="destructive" description={m.site.siteDataFailed}>
          <Button
            size="sm"
            variant="secondary"
            busy={siteData.isFetching}
            onClick={() => void siteData.refetch()}
          >
            {m.common.retry}
          </Button>
        </Alert>
      )}
      {accounts.length > 0 && (
        <Card>
          <h2 className={s.sectionTitle}>{m.app.dashboard.tradingAccounts}</h2>
          <ul className={s.accounts} aria-label={m.app.dashboard.tradingAccounts}>
            {accounts.map((account, index) => (
              <li key={account.id}>
                <button
                  type="button"
                  className={s.account}
                  aria-pressed={index === selected}
                  onClick={() => selectAccount(index)}
                >
                  <span>{account.account_id}</span>
                  <span className={s.accountMeta}>
                    {m.app.dashboard.accountType[account.type]} · {account.currency}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card>
        <Muted>{m.common.comingSoon}</Muted>
      </Card>
    </Page>
  );
}
