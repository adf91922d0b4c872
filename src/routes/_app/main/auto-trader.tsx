import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '@/components/ui/page';
import { autoTraderQuery } from '@/features/account/api/auto-trader';
import { AutoTraderPanel } from '@/features/account/components/auto-trader';
import { siteDataQuery, useAssetsById } from '@/site/api/site-data';
import { ClosedTrades, OpenTrades, StrategyRunPnl } from '@/features/trading/components/trade-lists';
import { DEFAULT_CURRENCY } from '@contract/rules/money';
import { m } from '@/i18n';
import { whenLetIn } from '@/session/model/session-store';
import { useLiveAccount } from '@/routes/_app/-components/selected-account';
import { SiteDataStatus } from '@/routes/_app/-components/site-data-status';
import { useLiveAvailable } from './-components/live-available';
import { LiveOnly } from '@/session/components/live-only';

/**
 * /main/auto-trader: the broker's strategies; enable one within what the live account can still
 * commit (live, with its parts), pause, resume, stop; the active one's P&L and its trades, open and
 * closed, since it started. It trades the live account, in whose currency the allocation is; the
 * accounts come from the site data, which the screen says is slow or failed.
 */
export const Route = createFileRoute('/_app/main/auto-trader')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => {
      void queryClient.prefetchQuery(autoTraderQuery());
      void queryClient.prefetchQuery(siteDataQuery());
    }),
  component: AutoTraderPage,
});

function AutoTraderPage() {
  const available = useLiveAvailable();
  const siteData = useQuery(siteDataQuery());
  const live = useLiveAccount();
  const assets = useAssetsById();
  const currency = live?.currency ?? DEFAULT_CURRENCY;
  return (
    <Page title={m.app.pages.autoTrader}>
      <SiteDataStatus query={siteData} />
      <LiveOnly>
        <AutoTraderPanel
          currency={currency}
          available={available}
          runDetails={(active) => {
            const run = { strategyId: active.strategy_id, since: active.started_at };
            return (
              <>
                <StrategyRunPnl assets={assets} account={live} run={run} realizedPnl={active.realized_pnl} />
                <OpenTrades assets={assets} account={live} run={run} />
                <ClosedTrades assets={assets} account={live} run={run} />
              </>
            );
          }}
        />
      </LiveOnly>
    </Page>
  );
}
