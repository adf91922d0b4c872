import { useQuery } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import { AutoTraderPanel } from '@/features/account/components/auto-trader';
import { siteDataQuery, useAssetsById } from '@/site/api/site-data';
import { ClosedTrades, OpenTrades, StrategyRunPnl } from '@/features/trading/components/trade-lists';
import { m } from '@/i18n';
import { SiteDataStatus } from '../components/site-data-status';
import { useLiveAvailable } from '../components/live-available';
import { LiveOnly } from '@/session/components/live-only';
import { useLiveAccount } from '../components/selected-account';
import { DEFAULT_CURRENCY } from '@contract/rules/money';

/**
 * /main/auto-trader: the broker's strategies; enable one within what the live account can still
 * commit (live, with its parts), pause, resume, stop; the active one's P&L and its trades, open and
 * closed, since it started. It trades the live account, in whose currency the allocation is; the
 * accounts come from the site data, which the page says is slow or failed.
 */
export function AutoTraderPage() {
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
