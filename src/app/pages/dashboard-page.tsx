import { Card, Muted, Page } from '@/components/ui/page';
import { sessionStore } from '@/features/session/model/session-store';
import { formatMoney } from '@/lib/format';
import { useStore } from '@/lib/store/persisted-store';
import { m } from '@/i18n';

export function DashboardPage() {
  const user = useStore(sessionStore, (s) => s.user);
  return (
    <Page title={m.app.pages.dashboard}>
      {user && (
        <Card>
          <p>{m.app.dashboard.greeting(user.first_name)}</p>
          <dl>
            <dt>{m.app.dashboard.account}</dt>
            <dd>{user.account_id}</dd>
            <dt>{m.app.dashboard.balance}</dt>
            <dd>{formatMoney(user.balance)}</dd>
            <dt>{m.app.dashboard.credit}</dt>
            <dd>{formatMoney(user.credit_balance)}</dd>
          </dl>
          <Muted>{m.common.comingSoon}</Muted>
        </Card>
      )}
    </Page>
  );
}
