import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { Page } from '@/components/ui/page';
import { usePaymentUpdates } from '@/features/payments/hooks/use-payment-updates';
import { sessionStore, whenLetIn } from '@/session/model/session-store';
import { siteDataQuery } from '@/site/api/site-data';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { SiteDataStatus } from '@/routes/_app/-components/site-data-status';
import { LiveOnly } from '@/session/components/live-only';
import * as s from './deposit/-components/deposit.css';

/**
 * /main/deposit: one tab per way to pay (card and wire transfer first, then each crypto the tenant
 * offers, from the site data) and the history, above the chosen page. The tabs wrap into rows rather
 * than scroll sideways, so every way to pay is in sight on the narrowest phone. While the site data is slow or has failed,
 * the layout says so, with its Retry, for every page below it: the crypto tabs, the history's filter
 * and the crypto routes' loaders all wait on it. Deposits fund the live account: while a demo account
 * is chosen the layout says so in their place.
 */
export const Route = createFileRoute('/_app/main/deposit')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) => whenLetIn(() => void queryClient.prefetchQuery(siteDataQuery())),
  component: DepositLayout,
});

function DepositLayout() {
  const userId = useStore(sessionStore, (st) => st.user?.id);
  usePaymentUpdates(userId);
  const siteData = useQuery(siteDataQuery());
  const cryptos = siteData.data?.cryptos ?? [];
  const active = { 'aria-current': 'page' } as const;
  return (
    <Page title={m.app.pages.deposit}>
      <LiveOnly>
        <nav aria-label={m.payments.tabsLabel}>
          <ul className={s.tabs}>
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
              <Link to="/main/deposit/history" className={s.tab} activeProps={active}>
                {m.payments.tabs.history}
              </Link>
            </li>
          </ul>
        </nav>
        <SiteDataStatus query={siteData} />
        <Outlet />
      </LiveOnly>
    </Page>
  );
}
