/**
 * What features use of the prices. The socket itself (price-socket.ts, with socket.io-client) is
 * not exported here: only the app opens and closes it, loading it on demand.
 */
import { priceFeedStatusStore } from './feed-status';

export {
  createPriceStore,
  priceStore,
  useAllPrices,
  usePrice,
  usePriceOnScreen,
  usePriceTrail,
  TRAIL_POINTS,
  TRAIL_STEP_MS,
  type PriceStore,
  type PriceTick,
} from './price-store';
export { priceFeedStatusStore, usePriceFeedStatus } from './feed-status';
export { PRICE_RETRY, PRICE_SOCKET_TIMEOUT_MS } from './retry-policy';

/**
 * The screens' retry of 'prices unavailable': the socket's own `retryPriceFeed`, a fresh socket and a
 * fresh count of tries. Only a feed that was opened can be unavailable, so the socket module is loaded
 * by then and the import only finds it; a screen never downloads the socket client for it.
 */
export function retryPriceFeed(): void {
  if (priceFeedStatusStore.get().status.state !== 'failed') return;
  void import('./price-socket').then((socket) => socket.retryPriceFeed());
}
