/** The /trading screen: the market list and the live chart. */
export const markets = {
  title: 'Markets',
  listLabel: 'Instruments',
  /** Column meanings, for the screen reader: each row is one button. */
  price: 'Price',
  change: 'Change since session start',
  up: 'up',
  down: 'down',
  unchanged: 'unchanged',
  noPrice: 'No price yet',
  empty: 'No instruments are available.',
  pricesUnavailableHelp: 'Prices shown may be out of date.',
  chartLabel: (symbol: string) => `${symbol} price chart`,
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be loaded.',
  historyFailed: 'Earlier prices could not be loaded; the chart shows prices from now on.',
  currentPrice: 'Current price',
  attribution: 'Charting by TradingView',
} as const;
