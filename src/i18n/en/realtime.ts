/** The live connections: the spec's realtime failure text (spec.md section 8) and the price feed's state. */
export const realtime = {
  connectionFailed: 'Connection failed',
  pricesUnavailable: 'Prices unavailable',
  priceFeedRefused: 'The price feed refused the connection.',
} as const;
