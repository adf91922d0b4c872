/**
 * Pending orders, as MetaTrader has them: a buy waits on the ask and a sell on the bid; a limit waits
 * for a better price (a buy limit below the ask, a sell limit above the bid) and a stop for the market
 * to move through it (a buy stop above the ask, a sell stop below the bid). The ticket offers what the
 * server accepts with these, and the server fills by them.
 */
import type { PendingOrderType } from '@contract/schemas';
import { fillPrice, type Quote, type Side } from '@contract/rules/valuation';

export const sideOfOrder = (type: PendingOrderType): Side => (type.startsWith('buy') ? 'buy' : 'sell');

/** The price an order watches: a buy's ask, a sell's bid (the price it would fill at now). */
export const watchedPrice = (type: PendingOrderType, quote: Quote): number =>
  fillPrice(sideOfOrder(type), quote);

/**
 * Whether the market has reached the order's price: a buy limit when the ask is at or below it, a
 * buy stop at or above it; a sell limit when the bid is at or above it, a sell stop at or below it.
 */
export function orderReached(type: PendingOrderType, price: number, quote: Quote): boolean {
  const watched = watchedPrice(type, quote);
  // A buy limit and a sell stop wait for the price to fall to them; the other two for it to rise.
  return type === 'buy_limit' || type === 'sell_stop' ? watched <= price : watched >= price;
}

/**
 * Where an order's price must be when it is placed or changed, against the quote now: 'below' or
 * 'above' its watched price (strictly: an order already reached would fill at once, as a market
 * order does).
 */
export const requiredSide = (type: PendingOrderType): 'below' | 'above' =>
  type === 'buy_limit' || type === 'sell_stop' ? 'below' : 'above';

export const isOnItsSide = (type: PendingOrderType, price: number, quote: Quote): boolean =>
  requiredSide(type) === 'below' ? price < watchedPrice(type, quote) : price > watchedPrice(type, quote);

/**
 * The price an order reached fills at. While the market trades, its price passes through the order's
 * on the way (ticks are steps of a continuous market), so a limit fills at its price and a stop at the
 * market when triggered, which is its price. After a gap (the market opened or resumed past the order's
 * price) there was no trading at the order's price: it fills at the first price after the gap, which
 * is better than a limit's and worse than a stop's.
 */
export function orderFillPrice(
  type: PendingOrderType,
  price: number,
  quote: Quote,
  gapped: boolean,
): { price: number; gapped: boolean } {
  const first = watchedPrice(type, quote);
  if (!gapped || first === price) return { price, gapped: false };
  return { price: first, gapped: true };
}

/** How far the market is from the order's price (always positive until it is reached), in price. */
export const distanceToOrder = (type: PendingOrderType, price: number, quote: Quote): number =>
  Math.abs(watchedPrice(type, quote) - price);
