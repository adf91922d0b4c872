import { useEffect } from 'react';
import { Link, Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Muted, Page } from '@/components/ui/page';
import { usePaymentUpdates } from '@/features/payments/hooks/use-payment-updates';
import { sessionStore } from '@/session/model/session-store';
import { siteDataQuery } from '@/site/api/site-data';
import { isApiError } from '@/lib/api';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { ErrorPage } from './error-page';
import { SiteDataStatus } from '../components/site-data-status';
import { LiveOnly } from '@/session/components/live-only';
import * as s from './deposit-layout.css';

/**
 * /main/deposit: one tab per way to pay (card and wire transfer first, then each crypto the tenant
 * offers, from the site data) and the history, above the chosen page. The tabs wrap into rows rather
 * than scroll sideways, so every way to pay is in sight on the narrowest phone. While the site data is slow or has failed,
 * the layout says so, with its Retry, for every page below it: the crypto tabs, the history's filter
 * and the crypto routes' loaders all wait on it. Deposits fund the live account: while a demo account
 * is chosen the layout says so in their place.
 */
export function DepositLayout() {
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

/**
 * A deposit route whose loader waits on the site data, while it waits (the router shows it after its
 * pendingMs): the layout above says when the wait is slow.
 */
export function DepositRoutePending() {
  return <Muted>{m.common.loading}</Muted>;
}

/**
 * A deposit route whose loader could not get the site data. The layout above shows the failure and
 * its Retry; once the site data is there (that Retry, or the query asking again when the network
 * returns), the route loads again. Any other failure is the app's error page.
 */
export function DepositRouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  // Watches the query without asking: the failure has just been shown, and Retry is the user's.
  const arrived = useQuery({ ...siteDataQuery(), enabled: false }).data !== undefined;
  const siteDataFailed = isApiError(error);
  useEffect(() => {
    if (siteDataFailed && arrived) void router.invalidate();
  }, [siteDataFailed, arrived, router]);
  return siteDataFailed ? null : <ErrorPage error={error} />;
}
