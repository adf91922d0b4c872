/**
 * What features use of the prices. The socket itself (price-socket.ts, with socket.io-client) is
 * not exported here: only the app opens and closes it, loading it on demand.
 */
export {
  createPriceStore,
  priceStore,
  useAllPrices,
  usePrice,
  type PriceStore,
  type PriceTick,
} from './price-store';
export { priceFeedStatusStore, retryPriceFeed, usePriceFeedStatus } from './feed-status';
export { PRICE_RETRY, PRICE_SOCKET_TIMEOUT_MS } from './retry-policy';
