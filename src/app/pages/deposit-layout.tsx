import { Link, Outlet } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import { usePaymentUpdates } from '@/features/payments/hooks/use-payment-updates';
import { sessionStore } from '@/features/session/model/session-store';
import { siteDataQuery } from '@/features/site/api/site-data';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import * as s from './deposit-layout.css';

/**
 * /main/deposit: one tab per way to pay (card, wire transfer, each crypto the tenant offers, from
 * the site data) and the history, above the chosen page.
 */
export function DepositLayout() {
  const userId = useStore(sessionStore, (st) => st.user?.id);
  usePaymentUpdates(userId);
  const cryptos = useQuery(siteDataQuery()).data?.cryptos ?? [];
  const active = { 'aria-current': 'page' } as const;
  return (
    <Page title={m.app.pages.deposit}>
      <nav aria-label={m.payments.tabsLabel}>
        <ul className={s.tabs}>
          {cryptos.map((crypto) => (
            <li key={crypto.id}>
              <Link
                to="/main/deposit/$crypto"
                params={{ crypto: crypto.id }}
                className={s.tab}
                activeProps={active}
              >
                {crypto.name}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/main/deposit/card" className={s.tab} activeProps={active}>
              {m.payments.tabs.card}
            </Link>
          </li>
          <li>
            <Link to="/main/deposit/wire" className={s.tab} activeProps={active}>
              {m.payments.tabs.wire}
            </Link>
          </li>
          <li>
            <Link to="/main/deposit/history" className={s.tab} activeProps={active}>
              {m.payments.tabs.history}
            </Link>
          </li>
        </ul>
      </nav>
      <Outlet />
    </Page>
  );
}
