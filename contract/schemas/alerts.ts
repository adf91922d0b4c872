/**
 * Price alerts: the customer asks to be told when an instrument's bid or ask goes above or below a
 * price. The server keeps them and checks them at every tick of its price feed; an alert fires once,
 * then stays in the list as `triggered` with the moment and the price it fired at.
 */
import { type } from 'arktype';

export const alertSideSchema = type("'bid' | 'ask'");
export type AlertSide = typeof alertSideSchema.infer;
export const alertDirectionSchema = type("'above' | 'below'");
export type AlertDirection = typeof alertDirectionSchema.infer;

export const priceAlertSchema = type({
  id: 'number.integer',
  asset_id: 'number.integer',
  /** Which of the instrument's prices it watches. */
  side: alertSideSchema,
  direction: alertDirectionSchema,
  price: 'number > 0',
  status: "'active' | 'triggered'",
  created_at: 'string',
  updated_at: 'string',
  /** When it fired, and the watched price of the tick that reached it; null while active. */
  triggered_at: 'string | null',
  triggered_price: 'number > 0 | null',
});
export type PriceAlert = typeof priceAlertSchema.infer;

const alertTerms = {
  side: alertSideSchema,
  direction: alertDirectionSchema,
  price: 'number > 0',
} as const;

export const priceAlertRequests = {
  /** POST /price-alerts */
  create: type({ asset_id: 'number.integer', ...alertTerms }).onUndeclaredKey('reject'),
  /** PATCH /price-alerts/{id}: the side, direction and price as they are to be (an active alert only). */
  change: type(alertTerms).onUndeclaredKey('reject'),
} as const;

export const priceAlertAnswers = {
  /** GET /price-alerts: the active ones, then the latest triggered, newest first in each. */
  list: type({ data: priceAlertSchema.array() }),
  /** POST /price-alerts (201), PATCH and DELETE /price-alerts/{id}. */
  alert: type({ 'success?': 'boolean', 'message?': 'string', data: priceAlertSchema }),
} as const;
