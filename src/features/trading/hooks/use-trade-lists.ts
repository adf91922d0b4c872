/** The open and closed lists as screens read them: the shared infinite queries plus the polling interval. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { closedTradesQuery } from '../api/closed-trades';
import { openTradesQuery } from '../api/open-trades';
import { useTradesRefetchInterval } from './use-trade-sync';

export function useOpenTrades() {
  const refetchInterval = useTradesRefetchInterval();
  return useInfiniteQuery({ ...openTradesQuery(), refetchInterval });
}

export function useClosedTrades() {
  const refetchInterval = useTradesRefetchInterval();
  return useInfiniteQuery({ ...closedTradesQuery(), refetchInterval });
}

export type TradeListResult = ReturnType<typeof useOpenTrades>;
