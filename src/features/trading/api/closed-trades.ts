/** GET /closed/trades?account_id=…&page=n. A failure is shown as `m.trading.closedTradesFailed`. */
import type { StrategyRun } from './keys';
import { fetchTradePage, tradePagesQuery } from './trade-pages';

export const fetchClosedTrades = (account: string, page: number, signal?: AbortSignal) =>
  fetchTradePage('closed', account, page, signal);

/** With `run`, only the trades that strategy run opened. */
export const closedTradesQuery = (account: string, run?: StrategyRun) =>
  tradePagesQuery('closed', account, run);
