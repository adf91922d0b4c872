/**
 * Price alerts' rules, which the alert form offers and the server enforces and fires by: an alert
 * watches its instrument's bid or ask, goes off when that price reaches its own from the side its
 * direction names, and is set only where it has not gone off already (one above must be above the
 * watched price now, one below below it). A customer keeps at most MAX_ACTIVE_ALERTS active at once.
 */
import type { AlertDirection, AlertSide } from '@contract/schemas/alerts';
import type { Quote } from '@contract/rules/valuation';

export const MAX_ACTIVE_ALERTS = 50;

/** Whether a customer holding `active` alerts may set another. */
export const mayAddAlert = (active: number): boolean => active < MAX_ACTIVE_ALERTS;

export const watchedAlertPrice = (side: AlertSide, quote: Quote): number =>
  side === 'bid' ? quote.bid : quote.ask;

/** Whether the watched price has reached the alert's: at or above it for 'above', at or below for 'below'. */
export const alertReached = (direction: AlertDirection, price: number, watched: number): boolean =>
  direction === 'above' ? watched >= price : watched <= price;

/** Whether an alert may be set at `price` now: strictly on its direction's side of the watched price. */
export const isAlertOnItsSide = (direction: AlertDirection, price: number, watched: number): boolean =>
  direction === 'above' ? price > watched : price < watched;
