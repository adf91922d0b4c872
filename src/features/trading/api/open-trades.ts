/** GET /open/trades?page=n. A failure is shown as `m.trading.openTradesFailed`. */
import { fetchTradePage, tradePagesQuery } from './trade-pages';

export const fetchOpenTrades = (page: number, signal?: AbortSignal) => fetchTradePage('open', page, signal);

export const openTradesQuery = () => tradePagesQuery('open');
