/**
 * The most leverage a position may use: the instrument's own most, lowered by the account's cap where
 * the broker sets one (a retail account capped at 1:30 trades a 1:100 pair at 1:30 at most). The
 * ticket offers no more and the server accepts no more.
 */
export const maxLeverageOf = (instrumentMax: number, account: { max_leverage?: number } | undefined) =>
  Math.min(instrumentMax, account?.max_leverage ?? instrumentMax);
