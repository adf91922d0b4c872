/**
 * The open and closed lists of one account as screens read them: the shared infinite queries plus the
 * polling interval. Until the account is known (`undefined`, the site data still loading) nothing is
 * fetched: no list is ever shown for an account other than the chosen one.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { closedTradesQuery } from '../api/closed-trades';
import type { StrategyRun } from '../api/keys';
import { openTradesQuery } from '../api/open-trades';
import { useTradesRefetchInterval } from './use-trade-sync';

/** With `run`, only the trades that strategy run opened (the auto-trader's page). */
export function useOpenTrades(account: string | undefined, run?: StrategyRun) {
  const refetchInterval = useTradesRefetchInterval();
  return useInfiniteQuery({
    ...openTradesQuery(account ?? '', run),
    enabled: account !== undefined,
    refetchInterval,
  });
}

export function useClosedTrades(account: string | undefined, run?: StrategyRun) {
  const refetchInterval = useTradesRefetchInterval();
  return useInfiniteQuery({
    ...closedTradesQuery(account ?? '', run),
    enabled: account !== undefined,
    refetchInterval,
  });
}

export type TradeListResult = ReturnType<typeof useOpenTrades>;
