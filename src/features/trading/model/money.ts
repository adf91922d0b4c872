/**
 * Money arithmetic for the account summary.
 *
 * Amounts are rounded once to the account currency's minor units (cents: every account currency the
 * tenant offers has 2 decimals) and then only ever added or subtracted as integers, so a sum of many
 * trades has no floating-point drift (0.1 + 0.2 !== 0.3, but 10 + 20 === 30). Values leave the model
 * in currency units again (`fromMinor`), which turns an integer number of cents into the nearest
 * double, the same value the server would send for that amount.
 */

/** Decimals of the account currency (USD, EUR, GBP: 2). */
export const MONEY_DECIMALS = 2;

/**
 * `value` × 10^decimals rounded to an integer, half away from zero so that a sell's P&L is exactly
 * the negative of the same buy's. The product is first cut to 12 significant digits, which drops the
 * binary noise of the arithmetic before it (1.005 − 1 is 0.004999999999999893 in doubles, so half a
 * cent would round down) while keeping every amount below 10 billion exact to the cent.
 */
function scaledRound(value: number, decimals: number): number {
  const scaled = Number((Math.abs(value) * 10 ** decimals).toPrecision(12));
  const rounded = Math.round(scaled);
  // Never -0: it would print as "-$0.00".
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** An amount in whole minor units (cents). */
export const toMinor = (amount: number): number => scaledRound(amount, MONEY_DECIMALS);

/** Whole minor units back to an amount in the currency. */
export const fromMinor = (minor: number): number => minor / 10 ** MONEY_DECIMALS;

/** A ratio or percentage rounded to `decimals`, half away from zero. */
export const roundTo = (value: number, decimals: number): number =>
  scaledRound(value, decimals) / 10 ** decimals;
