/**
 * The open and closed trade lists: page 1 replaces the list, later pages append, and a trade the
 * server says was opened, changed or closed takes its place in the pages already loaded.
 */
import { isApiError } from '@/lib/api';
import type { Trade, TradePage } from '@contract';

/** How long a failed trades fetch waits before it is tried again (when `shouldRetryTrades` allows). */
export const TRADES_RETRY_DELAY_MS = 5_000;
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

/** Which trades a list holds: the open or the closed ones, of one strategy run when it names one. */
export interface TradeListFilter {
  kind: 'open' | 'closed';
  run?: { strategyId: string; since: string } | undefined;
}

const belongsTo = (trade: Trade, { kind, run }: TradeListFilter) =>
  (trade.closed_at === null) === (kind === 'open') &&
  (run === undefined ||
    (trade.strategy?.id === run.strategyId && Date.parse(trade.opened_at) >= Date.parse(run.since)));

/** When a trade sorts in its list, newest first as the server orders it: by opening or closing time, then id. */
const sortTime = (trade: Trade) => Date.parse(trade.closed_at ?? trade.opened_at);
const newerThan = (a: Trade, b: Trade) =>
  sortTime(a) - sortTime(b) > 0 || (sortTime(a) === sortTime(b) && a.id > b.id);

/**
 * A list's loaded pages once `trade` is as the server now has it (the trade itself says whether it is
 * open or closed): a trade the list holds is replaced where it is, or dropped when it no longer
 * belongs (a closed one leaves the open list); one it does not hold joins the page where its time puts
 * it, or none when that is a page not loaded yet (a page loaded later brings it, once). The total
 * follows. A list that neither holds the trade nor takes it is returned as it was.
 */
export function withTrade(
  pages: readonly TradePage[],
  trade: Trade,
  filter: TradeListFilter,
): readonly TradePage[] {
  const belongs = belongsTo(trade, filter);
  const held = pages.findIndex((page) => page.data.some((known) => known.id === trade.id));
  if (held >= 0) {
    const page = pages[held]!;
    const data = belongs
      ? page.data.map((known) => (known.id === trade.id ? trade : known))
      : page.data.filter((known) => known.id !== trade.id);
    const changed = pages.with(held, { ...page, data });
    return belongs ? changed : withTotal(changed, -1);
  }
  if (!belongs || pages.length === 0) return pages;
  let at = -1;
  let index = -1;
  for (let i = 0; i < pages.length && at < 0; i += 1) {
    index = pages[i]!.data.findIndex((known) => newerThan(trade, known));
    if (index >= 0) at = i;
  }
  // Older than all it holds: it belongs after them, on the last page only when no page follows.
  const last = pages.length - 1;
  if (at < 0 && pages[last]!.links.next === null) [at, index] = [last, pages[last]!.data.length];
  if (at < 0) return withTotal(pages, 1);
  const page = pages[at]!;
  return withTotal(pages.with(at, { ...page, data: page.data.toSpliced(index, 0, trade) }), 1);
}

/** The total the server holds, on every page that says it, moved by `by`. */
function withTotal(pages: readonly TradePage[], by: number): readonly TradePage[] {
  return pages.map((page) =>
    page.meta.total === undefined ? page : { ...page, meta: { ...page.meta, total: page.meta.total + by } },
  );
}
