/** GET /open/trades?account_id=…&page=n. A failure is shown as `m.trading.openTradesFailed`. */
import { fetchTradePage, tradePagesQuery } from './trade-pages';

export const fetchOpenTrades = (account: string, page: number, signal?: AbortSignal) =>
  fetchTradePage('open', account, page, signal);

export const openTradesQuery = (account: string) => tradePagesQuery('open', account);
