import { Card, Muted, Page } from '@/components/ui/page';
import { StatGrid } from '@/components/ui/stat';
import { sessionStore } from '@/features/session/model/session-store';
import { formatMoney } from '@/lib/format';
import { useStore } from '@/lib/store/persisted-store';
import { m } from '@/i18n';

export function DashboardPage() {
  const user = useStore(sessionStore, (s) => s.user);
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
      <Card>
        <Muted>{m.common.comingSoon}</Muted>
      </Card>
    </Page>
  );
}
