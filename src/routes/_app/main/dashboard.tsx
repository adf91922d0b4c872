import { useCallback, useDeferredValue, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  createFileRoute,
  Link,
  useElementScrollRestoration,
  useNavigate,
  useRouter,
} from '@tanstack/react-router';
import { standaloneLink } from '@/components/ui/link.css';
import { AccountTypeBadge } from '@/components/ui/account-type-badge';
import { Card, Muted, Page } from '@/components/ui/page';
import { selectAccount, sessionStore, whenLetIn } from '@/session/model/session-store';
import { siteDataQuery, useAssetsById } from '@/site/api/site-data';
import { siteStore } from '@/site/model/site-store';
import { AccountSummary } from '@/features/trading/components/account-summary';
import { Markets, type MarketRowAction } from '@/features/trading/components/markets';
import { ClosedTrades, OpenTrades } from '@/features/trading/components/trade-lists';
import { PendingOrders } from '@/features/trading/components/pending-orders';
import { useStore } from '@/lib/store/store';
import { closeOutLevelOf, DEFAULT_MARGIN_CALL_LEVEL } from '@contract/rules/risk-levels';
import { m } from '@/i18n';
import {
  prefetchSelectedAccount,
  useAccountFunds,
  useSelectedAccount,
} from '@/routes/_app/-components/selected-account';
import { SiteDataStatus } from '@/routes/_app/-components/site-data-status';
import { useWatchFilter, type WatchSearch } from '@/routes/_app/-components/watch-filter';
import { watchSearch } from '@/features/trading/model/market-watch';
import { positionSearch, type PositionSearch } from '@/features/trading/model/notice-search';
import { NextSteps } from '@/features/onboarding/components/next-steps';
import { AwaySummary } from '@/features/account/components/away-summary';
import * as s from './-components/dashboard.css';

export const Route = createFileRoute('/_app/main/dashboard')({
  /**
   * The market watch's category and search (./-components/watch-filter), and the position a notice's
   * link names (`?position=<id>`: a closed one is shown in the closed trades, an open one's detail opens).
   */
  validateSearch: (search: Record<string, unknown>): WatchSearch & PositionSearch => ({
    ...watchSearch(search),
    ...positionSearch(search),
  }),
  /**
   * The screen's requests start with the navigation (or the hover that preloads it), not once its
   * components mount; they read the same queries. Not awaited: the screen shows at once with what the
   * cache holds (offline too) and each part shows its own loading and error states. Awaited, a request
   * that hangs would hold the navigation until its time-out, and a failed one (offline with nothing
   * cached) would show the route's error page instead of those states. Prefetching never throws.
   */
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => {
      void prefetchSelectedAccount(queryClient, { closed: true });
    }),
  component: DashboardPage,
});

/** A market on the dashboard opens its chart on /trading. */
function useOpenMarket(): MarketRowAction {
  const navigate = useNavigate();
  const router = useRouter();
  return useMemo(
    () => ({
      kind: 'open',
      hrefOf: (asset) => router.buildLocation({ to: '/trading', search: { asset } }).href,
      onOpen: (asset) => void navigate({ to: '/trading', search: { asset } }),
    }),
    [navigate, router],
  );
}

/**
 * The market watch, with its category and search in the route's URL (replaced as they change): read
 * here, so a key typed in the search draws the list again, not the whole dashboard.
 */
function DashboardMarkets(props: Omit<ComponentProps<typeof Markets>, 'initialFilter' | 'onFilterChange'>) {
  const navigate = Route.useNavigate();
  const writeWatch = useCallback(
    (watch: WatchSearch) =>
      void navigate({ search: (prev) => ({ ...prev, ...watch }), replace: true, resetScroll: false }),
    [navigate],
  );
  const watch = useWatchFilter(Route.useSearch({ select: ({ market, q }) => ({ market, q }) }), writeWatch);
  return <Markets {...props} initialFilter={watch.initial} onFilterChange={watch.onChange} />;
}

/**
 * What lies below the dashboard's first screen (the pending orders, the market watch, the closed trades
 * and the accounts), drawn in a render of its own once the first screen is committed: React's deferred
 * value starts as `false` and turns `true` in a later render that yields to the browser.
 * Drawn with the rest, the whole dashboard was one commit, and when a store changed during its
 * interruptible render (an answer arriving, the live connection opening) React drew it all again in one
 * synchronous task. In two, at 4× CPU on slow 4G (five alternating starts, `npm run bench lighthouse`
 * has the React-only page beside them): the start's longest task 278 → 196 ms (median), and the
 * summary, the page's largest paint, 0.9 s sooner in two pairs of traces.
 * Coming back to a place further down (Back, a reload) draws it at once: the router restores that
 * place as the page renders, which needs the page's whole height.
 */
function BelowFirstScreen({ children }: { children: ReactNode }) {
  const placeToRestore = (useElementScrollRestoration({ getElement: () => window })?.scrollY ?? 0) > 0;
  const drawn = useDeferredValue(true, placeToRestore ? undefined : false);
  return drawn ? children : null;
}

function DashboardPage() {
  const user = useStore(sessionStore, (st) => st.user);
  const position = Route.useSearch({ select: (search) => search.position });
  const navigate = Route.useNavigate();
  // Shown once, then forgotten: a reload does not bring it into view again.
  const shown = useCallback(
    () =>
      void navigate({
        search: ({ position: _position, ...rest }) => rest,
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const siteData = useQuery(siteDataQuery());
  const accounts = siteData.data?.accounts ?? [];
  const assets = useAssetsById();
  const openMarket = useOpenMarket();
  const account = useSelectedAccount();
  const funds = useAccountFunds(account);
  const settings = useStore(siteStore, (st) => st.settings);
  const riskLevels = settings && {
    marginCall: settings.margin_call_level ?? DEFAULT_MARGIN_CALL_LEVEL,
    // The chosen account's own close-out level where the broker sets one, as the server applies it.
    stopOut: closeOutLevelOf(account, settings),
  };
  return (
    <Page title={m.app.pages.dashboard}>
      {user && (
        <>
          <Muted>{m.app.dashboard.greeting(user.first_name)}</Muted>
          <NextSteps />
          <AwaySummary />
          <AccountSummary
            account={account}
            funds={funds}
            instruments={assets}
            riskLevels={riskLevels ?? undefined}
          />
        </>
      )}
      <SiteDataStatus query={siteData} />
      <Card>
        <OpenTrades assets={assets} account={account} focusId={position} onFocused={shown} />
      </Card>
      <BelowFirstScreen>
        <Card>
          <PendingOrders assets={assets} account={account} />
        </Card>
        {siteData.isSuccess && (
          <Card>
            <DashboardMarkets assets={siteData.data.assets} action={openMarket} />
            <Link to="/main/alerts" className={standaloneLink}>
              {m.alerts.link}
            </Link>
          </Card>
        )}
        <Card>
          <ClosedTrades assets={assets} account={account} focusId={position} onFocused={shown} />
          <Link to="/main/statement" className={standaloneLink}>
            {m.statement.link}
          </Link>
        </Card>
        {accounts.length > 0 && (
          <Card>
            <h2 className={s.sectionTitle}>{m.app.dashboard.tradingAccounts}</h2>
            <ul className={s.accounts} aria-label={m.app.dashboard.tradingAccounts}>
              {accounts.map((candidate, index) => (
                <li key={candidate.id}>
                  <button
                    type="button"
                    className={s.account}
                    aria-pressed={candidate === account}
                    onClick={() => selectAccount(index)}
                  >
                    <span>{candidate.account_id}</span>
                    <span className={s.accountMeta}>
                      <AccountTypeBadge type={candidate.type} /> {candidate.currency}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </BelowFirstScreen>
    </Page>
  );
}
