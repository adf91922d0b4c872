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
  /** A spread in the instrument's pips (a pair) or points (an index, a commodity): '0.8 pips'. */
  spreadDistance: {
    pip: (pips: string) => `${pips} ${pips === '1' ? 'pip' : 'pips'}`,
    point: (points: string) => `${points} ${points === '1' ? 'point' : 'points'}`,
  },
  noPrice: 'No price yet',
  /** The column headings of a wide list, each a button that sorts by its column. */
  sortLabel: 'Sort the instruments',
  columns: { symbol: 'Symbol', name: 'Name', price: 'Price', change: 'Change' },
  /** The day's figures: the change since the previous session's close, the day's high and low. */
  change: 'Change on the day',
  changeUp: 'up',
  changeDown: 'down',
  noPreviousClose: 'No change: no previous close',
  dayHigh: 'High',
  dayLow: 'Low',
  dayHighFull: 'Day high',
  dayLowFull: 'Day low',
  /** The market watch's search and its categories, each with how many instruments it shows. */
  search: 'Search instruments',
  searchPlaceholder: 'Search by symbol or name',
  categoriesLabel: 'Category',
  categories: {
    all: 'All',
    forex: 'Forex',
    metals: 'Metals',
    indices: 'Indices',
    commodities: 'Commodities',
    crypto: 'Crypto',
    synthetics: 'Synthetics',
  },
  /** A category's name with its count, as a screen reader says the choice: 'Forex, 9 instruments'. */
  categoryCount: (category: string, count: number) =>
    `${category}, ${count} ${count === 1 ? 'instrument' : 'instruments'}`,
  /** Said politely as the search or the category changes what the list shows. */
  shown: (count: number) => (count === 1 ? '1 instrument shown' : `${count} instruments shown`),
  noMatch: (query: string) => `No instrument matches “${query}”.`,
  noneInCategory: 'No instrument in this category.',
  showAll: 'Show all instruments',
  /** A heading's name while the list is sorted by it, e.g. 'Price, sorted descending'. */
  sortedBy: (column: string, direction: 'ascending' | 'descending') => `${column}, sorted ${direction}`,
  empty: 'No instruments are available.',
  pricesUnavailableHelp: 'Prices shown may be out of date.',
  chartLabel: (symbol: string) => `${symbol} price chart`,
  /** The chart's frame, which the keys move: what it is and which keys do what. */
  chartKeys: (label: string) =>
    `${label}: left and right arrows move through time, plus and minus zoom, End returns to now`,
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be loaded.',
  historyFailed: 'Earlier prices could not be loaded; the chart shows prices from now on.',
  /** The chart's choices: how long each candle lasts, and candles or a line of their closes. */
  timeframe: 'Timeframe',
  timeframes: {
    '1m': { short: '1m', long: '1 minute', candles: '1-minute candles' },
    '5m': { short: '5m', long: '5 minutes', candles: '5-minute candles' },
    '15m': { short: '15m', long: '15 minutes', candles: '15-minute candles' },
    '1h': { short: '1H', long: '1 hour', candles: 'Hourly candles' },
    '4h': { short: '4H', long: '4 hours', candles: '4-hour candles' },
    '1d': { short: '1D', long: '1 day', candles: 'Daily candles' },
  },
  chartStyle: 'Chart type',
  chartStyles: { candles: 'Candles', line: 'Line' },
  olderFailed: 'Earlier candles could not be loaded.',
  /** What the chart shows, in words: the candles in view, as it is scrolled and zoomed. */
  rangeSummary: (
    candles: string,
    from: string,
    to: string,
    figures: { open: string; high: string; low: string; close: string; change: string; percent: string },
  ) =>
    `${candles} from ${from} to ${to}: open ${figures.open}, high ${figures.high}, low ${figures.low}, close ${figures.close}, change ${figures.change} (${figures.percent}).`,
  rangeEmpty: 'No candles in view.',
  /** Said beside the current price and the forming candle while the price is stale. */
  formingStale: 'Stale: no new price has arrived.',
  /** The position lines drawn on the chart, listed for whoever cannot see them. */
  linesLabel: 'Lines on the chart',
  line: {
    entry: (side: string, volume: string) => `${side} ${volume} entry`,
    stopLoss: 'Stop loss',
    /** The stop-loss line of a position whose trailing stop moves it. */
    trailingStop: 'Trailing stop',
    takeProfit: 'Take profit',
    /** A stop's line also says what the position makes or loses there. */
    withPnl: (label: string, pnl: string) => `${label} ${pnl}`,
  },
  lineItem: (label: string, price: string) => `${label} at ${price}`,
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
