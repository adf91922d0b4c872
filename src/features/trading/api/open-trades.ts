/** GET /open/trades?account_id=…&page=n. A failure is shown as `m.trading.openTradesFailed`. */
import type { StrategyRun } from './keys';
import { fetchTradePage, tradePagesQuery } from './trade-pages';

export const fetchOpenTrades = (account: string, page: number, signal?: AbortSignal) =>
  fetchTradePage('open', account, page, signal);

/** With `run`, only the trades that strategy run opened. */
export const openTradesQuery = (account: string, run?: StrategyRun) => tradePagesQuery('open', account, run);
