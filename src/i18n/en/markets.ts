/** The /trading screen: the market list and the live chart. */
export const markets = {
  title: 'Markets',
  listLabel: 'Instruments',
  /** The star before a row (described by the row's symbol): pressed when the instrument is a favourite. */
  favourite: 'Favourite',
  favouriteFailed: 'Your favourite could not be saved. Try again.',
  /** Column meanings, for the screen reader: each row is one button. */
  price: 'Price',
  bid: 'Bid',
  ask: 'Ask',
  spread: 'Spread',
  /** A spread where the quote has pips (5 or 3 digits), to a tenth: '0.8 pips'. */
  spreadPips: (pips: string) => `${pips} ${pips === '1' ? 'pip' : 'pips'}`,
  change: 'Change since session start',
  up: 'up',
  down: 'down',
  unchanged: 'unchanged',
  noPrice: 'No price yet',
  /** The column headings of a wide list, each a button that sorts by its column. */
  sortLabel: 'Sort the instruments',
  columns: { symbol: 'Symbol', name: 'Name', price: 'Price', change: 'Change' },
  /** A heading's name while the list is sorted by it, e.g. 'Price, sorted descending'. */
  sortedBy: (column: string, direction: 'ascending' | 'descending') => `${column}, sorted ${direction}`,
  empty: 'No instruments are available.',
  pricesUnavailableHelp: 'Prices shown may be out of date.',
  chartLabel: (symbol: string) => `${symbol} price chart`,
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be loaded.',
  historyFailed: 'Earlier prices could not be loaded; the chart shows prices from now on.',
  currentPrice: 'Current price',
  /** The chart's heading figure, for the screen reader: the line is of bids. */
  currentBid: 'Bid',
  /** An instrument's market when it is not open: on its row, and over its chart. */
  closed: 'Closed',
  closedUntil: (opening: string) => `Closed · opens ${opening}`,
  halted: 'Trading halted',
  chartClosed: 'Market closed',
  chartClosedUntil: (opening: string) => `Market closed — opens ${opening}`,
  chartHalted: 'Trading halted',
  /** Over the chart, above the list and in the ticket while the device is offline: trading waits. */
  offline: 'You are offline. Trading resumes when the connection is back.',
  attribution: 'Charting by TradingView',
} as const;
