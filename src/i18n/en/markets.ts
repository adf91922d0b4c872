/** The /trading screen: the market list and the live chart. */
export const markets = {
  title: 'Markets',
  listLabel: 'Instruments',
  /** The star before a row (described by the row's symbol): pressed when the instrument is a favourite. */
  favourite: 'Favourite',
  favouriteFailed: 'Your favourite could not be saved. Try again.',
  /** Column meanings, for the screen reader: each row is one button. */
  price: 'Price',
  noPrice: 'No price yet',
  /** The column headings of a wide list, each a button that sorts by its column. */
  sortLabel: 'Sort the instruments',
  columns: { symbol: 'Symbol', name: 'Name', price: 'Price' },
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
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be loaded.',
  historyFailed: 'Earlier prices could not be loaded; the chart shows prices from now on.',
  currentPrice: 'Current price',
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
