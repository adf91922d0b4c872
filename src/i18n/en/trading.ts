/** The trading screens: account summary, open and closed trades, prices (spec.md section 8). */
export const trading = {
  openTradesFailed: 'Failed to fetch open trades. Please try again.',
  closedTradesFailed: 'Failed to fetch closed trades. Please try again.',
} as const;
