/**
 * An instrument's spread as a trader reads it. On a quote of 5 or 3 digits (EUR/USD 1.08500, USD/JPY
 * 151.200) a pip is the fourth or second decimal, 10 of the smallest step: EUR/USD's 0.00008 is
 * 0.8 pip. Other quotes (indices, crypto, gold) have no pip by that convention, and their spread is
 * said as a price distance in the instrument's digits. The one place the ticket and the market list
 * read a pip size from, until instruments carry their own.
 */
import type { Quote } from '@contract/rules/valuation';

/** The size of a pip for a quote of `digits` decimals, or undefined where the convention names none. */
export const pipSizeOf = (digits: number): number | undefined =>
  digits === 5 || digits === 3 ? 1 / 10 ** (digits - 1) : undefined;

export type Spread = { unit: 'pips'; pips: number } | { unit: 'price'; price: number };

/** The distance from the bid to the ask: in pips to a tenth where a pip is defined, else as a price. */
export function spreadOf(quote: Quote, digits: number): Spread {
  const points = Math.round((quote.ask - quote.bid) * 10 ** digits);
  const pip = pipSizeOf(digits);
  return pip === undefined
    ? { unit: 'price', price: points / 10 ** digits }
    : { unit: 'pips', pips: points / 10 };
}
