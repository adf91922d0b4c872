/**
 * Valuing a position in the account's currency. An instrument is quoted as a bid (what the broker
 * pays for it) and an ask (what it charges), the ask a spread above the bid. A buy opens at the ask
 * and a sell at the bid; an open position is valued at the price it would close at now: a buy at the
 * bid, a sell at the ask (`closingPrice`). That closing price is the "current price" of the formulas:
 * P&L = (current − opening) × volume, a sell the reverse; margin = volume × current ÷ leverage. So a
 * position just opened shows the spread as its loss. Both come out in the instrument's quote currency
 * (EUR/JPY's in yen, GER40's in euros) and are converted to the account's at the live rate of the pair
 * that links the two, read at its mid ((bid + ask) ÷ 2, no side being taken in a conversion): the
 * direct pair (quote/account), the inverse one (account/quote), or a cross through USD where neither
 * is quoted. The client and the reference backend value positions with this one rule, so they agree
 * to the cent.
 */

/** The currency a figure is in when the instrument does not name its quote currency. */
export const DEFAULT_QUOTE_CURRENCY = 'USD';

/** An instrument's two prices: the bid, and the ask a spread above it. */
export interface Quote {
  bid: number;
  ask: number;
}

export type Side = 'buy' | 'sell';

/** The price an order fills at: a buy at the ask, a sell at the bid. */
export const fillPrice = (side: Side, quote: Quote): number => (side === 'buy' ? quote.ask : quote.bid);

/** The price a position would close at now, which values it: a buy sells at the bid, a sell buys back at the ask. */
export const closingPrice = (side: Side, quote: Quote): number => (side === 'buy' ? quote.bid : quote.ask);

/** The price halfway between the bid and the ask: what a conversion between currencies reads. */
export const midPrice = (quote: Quote): number => (quote.bid + quote.ask) / 2;

/** A quote where only one price is known (a position valued at its opening price until a live one arrives). */
export const quoteAt = (price: number): Quote => ({ bid: price, ask: price });

/** The live mid price of a pair by its symbol ('USD/JPY'), or undefined while none is known. */
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
  trade_type: Side;
  opening_price: number;
  volume: number;
}

/** A position's P&L at `quote`, valued at its closing price, in its quote currency (not rounded). */
export const pnlInQuote = (trade: PositionTerms, quote: Quote): number =>
  (closingPrice(trade.trade_type, quote) - trade.opening_price) *
  trade.volume *
  (trade.trade_type === 'buy' ? 1 : -1);

/**
 * A position's P&L the moment it fills at `quote`: minus the spread times its volume, in its quote
 * currency (not rounded). An order takes this much free margin beside the margin it holds.
 */
export const openingPnlInQuote = (order: { trade_type: Side; volume: number }, quote: Quote): number =>
  pnlInQuote({ ...order, opening_price: fillPrice(order.trade_type, quote) }, quote);

/** The margin a position holds at `quote`, valued at its closing price, in its quote currency (not rounded). */
export const marginInQuote = (
  trade: { trade_type: Side; volume: number; leverage: number },
  quote: Quote,
): number => (trade.volume * closingPrice(trade.trade_type, quote)) / trade.leverage;
