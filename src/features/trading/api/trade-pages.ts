/**
 * What GET /open/trades and GET /closed/trades share: the same paged answer and the same infinite
 * query, so the two lists cannot drift apart. open-trades.ts and closed-trades.ts name each list.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { channels, whenFollowed } from '@/lib/realtime';
import { sessionStore } from '@/session/model/session-store';
import { api, type TradePage } from '@contract';
import { nextTradePage, shouldRetryTrades, tradeListOf, TRADES_RETRY_DELAY_MS } from '../model/trade-list';
import { tradingKeys, type StrategyRun, type TradeListKind } from './keys';

const paths: Record<TradeListKind, string> = { open: '/open/trades', closed: '/closed/trades' };

/**
 * One page (the first is 1) of a trade list of the account numbered `account`, checked against the
 * contract; with `run`, only that strategy run's trades. The account is always named: the server's
 * default is the live account, and a screen showing a demo account must never be answered with the
 * live one's trades.
 */
export function fetchTradePage(
  kind: TradeListKind,
  account: string,
  page: number,
  signal?: AbortSignal,
  run?: StrategyRun,
): Promise<TradePage> {
  const filter = run ? { strategy_id: run.strategyId, opened_since: run.since } : {};
  return request(api.trades, paths[kind], { query: { account_id: account, page, ...filter }, signal });
}

/**
 * Waits, while the live connection is on its way, for the trade channel's first subscription (lib/realtime
 * `whenFollowed`): what the channel announces (trades, pending orders) is then asked for once, by the
 * channel's catch-up, and no event falls between the answer and the subscription.
 */
export async function whenTradesFollowed(signal: AbortSignal): Promise<void> {
  const userId = sessionStore.get().user?.id;
  if (userId !== undefined) await whenFollowed(channels.trade(userId), signal);
  signal.throwIfAborted();
}

/** The first page of a list waits for the trade channel (whenTradesFollowed); later pages do not. */
async function fetchFollowedTradePage(
  kind: TradeListKind,
  account: string,
  page: number,
  signal: AbortSignal,
  run?: StrategyRun,
): Promise<TradePage> {
  if (page === 1) await whenTradesFollowed(signal);
  return fetchTradePage(kind, account, page, signal, run);
}

/**
 * An infinite query: the first load (and every refetch) starts at page 1, `fetchNextPage()` appends
 * the next until `links.next` is null. `data` is the merged list (see model/trade-list.ts).
 */
export const tradePagesQuery = (kind: TradeListKind, account: string, run?: StrategyRun) =>
  infiniteQueryOptions({
    queryKey: run ? tradingKeys.strategyTradeList(kind, account, run) : tradingKeys.tradeList(kind, account),
    queryFn: ({ pageParam, signal }) => fetchFollowedTradePage(kind, account, pageParam, signal, run),
    initialPageParam: 1,
    getNextPageParam: nextTradePage,
    select: (data) => tradeListOf(data.pages),
    retry: shouldRetryTrades,
    retryDelay: TRADES_RETRY_DELAY_MS,
  });
