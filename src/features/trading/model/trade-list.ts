/**
 * The open and closed trade lists: page 1 replaces the list, later pages append.
 */
import { isApiError } from '@/lib/api';
import type { Trade, TradePage } from '@contract';

/** How long a failed trades fetch waits before it is tried again (when `shouldRetryTrades` allows). */
export const TRADES_RETRY_DELAY_MS = 5_000;
/**
 * Nothing reads this: while the realtime connection is down both lists poll at the runtime config's
 * `tradesPollIntervalMs` (30 s unless the host sets another; runtime-config.ts).
 */
export const TRADES_POLL_INTERVAL_MS = 30_000;

/** Tries of a failed trades fetch after the first, each `TRADES_RETRY_DELAY_MS` apart. */
export const TRADES_MAX_RETRIES = 2;

/**
 * Whether a failed trades fetch is tried again: a lost network, a time-out and a server error (5xx)
 * may pass; a 4xx or an answer that breaks the contract will not, so those are shown at once.
 */
export function shouldRetryTrades(failures: number, error: unknown): boolean {
  if (failures >= TRADES_MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status >= 500;
}

export interface TradeList {
  trades: Trade[];
  /** How many the server holds in all, when it says. */
  total: number | undefined;
}

/**
 * Adds one answered page to the list. Page 1 starts the list afresh; a later page appends what the
 * list does not hold yet: a trade that closed between two page loads shifts the server's pages, and
 * the same trade must not be shown twice.
 */
export function mergeTradePage(list: TradeList, page: TradePage): TradeList {
  const total = page.meta.total ?? list.total;
  if (page.meta.current_page === 1) return { trades: [...page.data], total };
  const held = new Set(list.trades.map((trade) => trade.id));
  return { trades: [...list.trades, ...page.data.filter((trade) => !held.has(trade.id))], total };
}

/** The list the loaded pages make, in the order they were loaded. */
export const tradeListOf = (pages: readonly TradePage[]): TradeList =>
  pages.reduce(mergeTradePage, { trades: [], total: undefined });

/** The page after this one, or undefined once the server says there is no next page. */
export const nextTradePage = (page: TradePage): number | undefined =>
  page.links.next === null ? undefined : page.meta.current_page + 1;

/**
 * The open list's pages with a trade the server has just opened at the head of page 1, unless a page
 * already holds it: the order's own answer shows its card at once, before the refetch that follows.
 */
export function withOpenedTrade(pages: readonly TradePage[], trade: Trade): TradePage[] {
  const [first, ...rest] = pages;
  if (!first || pages.some((page) => page.data.some((held) => held.id === trade.id))) return [...pages];
  const meta = first.meta.total === undefined ? first.meta : { ...first.meta, total: first.meta.total + 1 };
  return [{ ...first, data: [trade, ...first.data], meta }, ...rest];
}
