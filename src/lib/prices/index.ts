export {
  createPriceStore,
  priceStore,
  useAllPrices,
  usePrice,
  type PriceStore,
  type PriceTick,
} from './price-store';
export {
  connectPriceFeed,
  disconnectPriceFeed,
  priceFeedStatusStore,
  retryPriceFeed,
  usePriceFeedStatus,
  type PriceFeedSettings,
} from './price-socket';
export { PRICE_RETRY, PRICE_SOCKET_TIMEOUT_MS } from './retry-policy';
