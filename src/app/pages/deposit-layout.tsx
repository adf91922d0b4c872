import { useEffect, useRef } from 'react';
import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import { usePaymentUpdates } from '@/features/payments/hooks/use-payment-updates';
import { sessionStore } from '@/features/session/model/session-store';
import { siteDataQuery } from '@/features/site/api/site-data';
import { useStore } from '@/lib/store/store';
import { revealInRow } from '@/lib/reveal-in-row';
import { afterPaint } from '@/lib/tasks';
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
  const tabs = useCurrentTabInView(cryptos.length);
  return (
    <Page title={m.app.pages.deposit}>
      <nav aria-label={m.payments.tabsLabel}>
        <ul className={s.tabs} ref={tabs}>
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

/**
 * On a phone the tabs are wider than the screen and scroll sideways: the chosen one is brought into
 * view when the page opens on it, when the tabs before it arrive (at once), and when the user moves to
 * another tab (smoothly, unless they asked for less motion). A move waits for the router's own
 * scroll restoration, which gives an element that stays on screen the position it had on the page
 * before (this row's, which would undo the move).
 */
function useCurrentTabInView(tabCount: number) {
  const list = useRef<HTMLUListElement>(null);
  const router = useRouter();
  useEffect(() => {
    let cancel = () => {};
    // It measures the layout: after the frame that drew the chosen tab, not in the task that
    // rendered it.
    const reveal = (behavior: ScrollBehavior) => {
      cancel();
      cancel = afterPaint(() => {
        const row = list.current;
        const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
        if (row && current) revealInRow(row, current, behavior);
      });
    };
    reveal('auto');
    const stop = router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
      if (!fromLocation || fromLocation.pathname === toLocation.pathname) return;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
      reveal(still ? 'auto' : 'smooth');
    });
    return () => {
      stop();
      cancel();
    };
  }, [router, tabCount]);
  return list;
}
