/** GET /closed/trades?account_id=…&page=n. A failure is shown as `m.trading.closedTradesFailed`. */
import { fetchTradePage, tradePagesQuery } from './trade-pages';

export const fetchClosedTrades = (account: string, page: number, signal?: AbortSignal) =>
  fetchTradePage('closed', account, page, signal);

export const closedTradesQuery = (account: string) => tradePagesQuery('closed', account);
