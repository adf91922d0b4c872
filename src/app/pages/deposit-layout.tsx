import { useEffect, useRef } from 'react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
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
 * view when the page opens on it and when it changes (the crypto tabs arriving before it move it too),
 * at once on arrival and smoothly after, unless the user asked for less motion.
 */
function useCurrentTabInView(tabCount: number) {
  const list = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const arrived = useRef(false);
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const still =
      !arrived.current || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    arrived.current = true;
    // It measures the layout: after the frame that drew the new tab, not in the task that rendered it.
    return afterPaint(() => revealInRow(row, current, still ? 'auto' : 'smooth'));
  }, [pathname, tabCount]);
  return list;
}
