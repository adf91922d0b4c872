/** GET /closed/trades?page=n. A failure is shown as `m.trading.closedTradesFailed`. */
import { fetchTradePage, tradePagesQuery } from './trade-pages';

export const fetchClosedTrades = (page: number, signal?: AbortSignal) =>
  fetchTradePage('closed', page, signal);

export const closedTradesQuery = () => tradePagesQuery('closed');
