/** The live connections: the realtime failure text and the price feed's state. */
export const realtime = {
  connectionFailed: 'Connection failed',
  pricesUnavailable: 'Prices unavailable',
  priceFeedRefused: 'The price feed refused the connection.',
  health: {
    /** Never 'Live': that word names a trading account's kind beside it in the header. */
    live: 'Online',
    polling: 'Polling',
    offline: 'Offline',
    /** The indicator's accessible name: what it is and what it says. */
    label: (state: string) => `Connection: ${state}`,
    liveHint: 'Trades, account changes and prices arrive as they happen.',
    pollingHint: (seconds: number) =>
      `The live connection is down. Trades refresh every ${seconds} seconds, so a change may take that long to show.`,
    offlineHint: 'No network. Everything shown is as it was when the connection was lost.',
    pricesLiveHint: 'Prices are live.',
    pricesStaleHint: 'Prices are not updating: a price older than 10 seconds is marked stale.',
    pricesUnavailableHint: 'Prices unavailable: the price feed could not be reached.',
    retry: 'Retry',
  },
} as const;
