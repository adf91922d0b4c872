/** The trading screens: account summary, open and closed trades, prices. */
export const trading = {
  openTradesFailed: 'Failed to fetch open trades. Please try again.',
  closedTradesFailed: 'Failed to fetch closed trades. Please try again.',
  summary: {
    title: 'Account summary',
    balance: 'Balance',
    credit: 'Credit',
    equity: 'Equity',
    margin: 'Margin',
    freeMargin: 'Free margin',
    marginLevel: 'Margin level',
    pnl: 'P&L',
    lifetimePnl: 'Lifetime P&L',
    infinite: '∞',
    /** Shown in place of a figure that needs the open trades while they are not loaded. */
    unknown: '—',
    riskLevels: (marginCall: string, stopOut: string) =>
      `Margin call at ${marginCall}; below ${stopOut} positions are closed, the largest loss first.`,
    stale: 'stale',
    staleHint:
      'Some prices are more than 10 seconds old: equity, free margin and margin level may be out of date.',
  },
  margin: {
    warningTitle: 'Margin level low',
    /** The threshold, not the moving level: the banner is an alert, re-read on every change of its text. */
    warning: (threshold: number) =>
      `Your margin level is below ${threshold}%. Your broker may ask for more funds.`,
    dangerTitle: 'Margin level critical',
    danger: (threshold: number) =>
      `Your margin level is below ${threshold}%. Positions may be closed: add funds or reduce your exposure.`,
  },
  trades: {
    openTitle: 'Open trades',
    closedTitle: 'Closed trades',
    loadingOpen: 'Loading open trades…',
    loadingClosed: 'Loading closed trades…',
    noOpen: 'No open trades.',
    noClosed: 'No closed trades yet.',
    loadMore: 'Load more',
    loadingMore: 'Loading more…',
    side: { buy: 'Buy', sell: 'Sell' },
    /** Volume as the server counts it: units for currencies, lots or contracts elsewhere. */
    volume: (volume: string) => `Vol. ${volume}`,
    openingPrice: 'Open',
    currentPrice: 'Now',
    closingPrice: 'Close',
    pnl: 'P&L',
    stalePrice: 'stale price',
    /** An asset the site data does not list (any more): named by its id so the row still makes sense. */
    unknownAsset: (id: number) => `Instrument #${id}`,
  },
} as const;
