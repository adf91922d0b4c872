/**
 * Valuing a position in the account's currency. An instrument's P&L and margin come out in its quote
 * currency (EUR/JPY's in yen, GER40's in euros): P&L = (current − opening) × volume, a sell the
 * reverse; margin = volume × price ÷ leverage. A figure in the quote currency is converted to the
 * account's at the live rate of the pair that links the two: the direct pair (quote/account), the
 * inverse one (account/quote), or a cross through USD where neither is quoted. The client and the
 * reference backend value positions with this one rule, so they agree to the cent.
 */

/** The currency a figure is in when the instrument does not name its quote currency. */
export const DEFAULT_QUOTE_CURRENCY = 'USD';

/** The live price of a pair by its symbol ('USD/JPY'), or undefined while none is known. */
export type PairPrice = (symbol: string) => number | undefined;

/** A rate from one currency to another, and the pairs it was read from (their age is its age). */
export interface Rate {
  rate: number;
  pairs: readonly string[];
}

const SAME: Rate = { rate: 1, pairs: [] };
const CROSS_CURRENCY = 'USD';

function directOrInverse(from: string, to: string, priceOf: PairPrice): Rate | undefined {
  const direct = priceOf(`${from}/${to}`);
  if (direct !== undefined && direct > 0) return { rate: direct, pairs: [`${from}/${to}`] };
  const inverse = priceOf(`${to}/${from}`);
  if (inverse !== undefined && inverse > 0) return { rate: 1 / inverse, pairs: [`${to}/${from}`] };
  return undefined;
}

/**
 * How many units of `to` one unit of `from` is worth now; undefined when no quoted pair links them
 * (or one that would has no price yet): the figure cannot be valued in that currency then.
 */
export function conversionRate(from: string, to: string, priceOf: PairPrice): Rate | undefined {
  if (from === to) return SAME;
  const linked = directOrInverse(from, to, priceOf);
  if (linked || from === CROSS_CURRENCY || to === CROSS_CURRENCY) return linked;
  const first = directOrInverse(from, CROSS_CURRENCY, priceOf);
  const second = first && directOrInverse(CROSS_CURRENCY, to, priceOf);
  return second && { rate: first.rate * second.rate, pairs: [...first.pairs, ...second.pairs] };
}

export interface PositionTerms {
  trade_type: 'buy' | 'sell';
  opening_price: number;
  volume: number;
}

/** A position's P&L at `price`, in its quote currency (not rounded). */
export const pnlInQuote = (trade: PositionTerms, price: number): number =>
  (price - trade.opening_price) * trade.volume * (trade.trade_type === 'buy' ? 1 : -1);

/** The margin a position holds at `price`, in its quote currency (not rounded). */
export const marginInQuote = (trade: { volume: number; leverage: number }, price: number): number =>
  (trade.volume * price) / trade.leverage;
