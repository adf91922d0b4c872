/**
 * Orders and positions: a market order opens a position on one of the customer's accounts at the
 * server's current price; a position is closed (whole or in part) or its stops changed. Every call that
 * opens or closes carries the `Idempotency-Key` header: a retry after a lost answer must not trade twice.
 *
 * Volumes are in the instrument's units, as a trade's `volume` is, within its `min_volume` and
 * `max_volume` and on its `volume_step`; prices are numbers in the instrument's quote currency.
 */
import { type } from 'arktype';
import { tradeSchema } from './entities.ts';
import { isIsoInstant } from './predicates.ts';

const stopPrice = type('number > 0 | null');
/** A trailing stop's distance in pips (points on an index), or null for none. */
const trailingPips = type('number > 0 | null');

export const orderRequests = {
  /** POST /orders */
  placeOrder: type({
    /** The account's number (`TradingAccount.account_id`), one of the caller's. */
    account_id: 'string > 0',
    asset_id: 'number.integer',
    side: "'buy' | 'sell'",
    volume: 'number > 0',
    leverage: 'number.integer >= 1',
    'stop_loss?': stopPrice,
    'take_profit?': stopPrice,
    'trailing_stop_pips?': trailingPips,
  }).onUndeclaredKey('reject'),
  /** POST /trades/{id}/close: without `volume`, the whole position. */
  closeTrade: type({ 'volume?': 'number > 0' }).onUndeclaredKey('reject'),
  /**
   * PATCH /trades/{id}: both stops as they are to be; null removes one. `trailing_stop_pips` sets or
   * (null) removes the trailing stop; left out, the trailing stop stays as it is.
   */
  changeStops: type({
    stop_loss: stopPrice,
    take_profit: stopPrice,
    'trailing_stop_pips?': trailingPips,
  }).onUndeclaredKey('reject'),
} as const;

/**
 * A pending order's kind, as MetaTrader names them: a buy limit waits below the ask and a buy stop
 * above it, a sell limit above the bid and a sell stop below it. A buy triggers on the ask, a sell on
 * the bid.
 */
export const pendingOrderTypeSchema = type("'buy_limit' | 'sell_limit' | 'buy_stop' | 'sell_stop'");
export type PendingOrderType = typeof pendingOrderTypeSchema.infer;

/** When a pending order expires: a moment in ISO 8601, or null for good till cancelled. */
const expiry = type('string').narrow(isIsoInstant).describe('a date and time in ISO 8601').or('null');

/**
 * An order waiting for its price: `pending` until the server fills it (`trade_id` names the position
 * it opened), refuses it at the fill (`reason` says why), the customer cancels it or it expires.
 */
export const pendingOrderSchema = type({
  id: 'number.integer',
  /** The number of the trading account it is on (`TradingAccount.account_id`). */
  account_id: 'string',
  asset_id: 'number.integer',
  type: pendingOrderTypeSchema,
  price: 'number > 0',
  volume: 'number > 0',
  leverage: 'number >= 1',
  stop_loss: 'number > 0 | null',
  take_profit: 'number > 0 | null',
  expires_at: 'string | null',
  status: "'pending' | 'filled' | 'cancelled' | 'expired' | 'refused'",
  created_at: 'string',
  updated_at: 'string',
  trade_id: 'number.integer | null',
  /** What the server said of its end: why it was refused, or that it filled past its price after a gap. */
  reason: 'string | null',
});
export type PendingOrder = typeof pendingOrderSchema.infer;

export const pendingOrderRequests = {
  /** POST /pending-orders (with an Idempotency-Key, as POST /orders). */
  place: type({
    account_id: 'string > 0',
    asset_id: 'number.integer',
    type: pendingOrderTypeSchema,
    price: 'number > 0',
    volume: 'number > 0',
    leverage: 'number.integer >= 1',
    'stop_loss?': stopPrice,
    'take_profit?': stopPrice,
    'expires_at?': expiry,
  }).onUndeclaredKey('reject'),
  /** PATCH /pending-orders/{id}: the price, both stops and the expiry as they are to be. */
  change: type({
    price: 'number > 0',
    stop_loss: stopPrice,
    take_profit: stopPrice,
    expires_at: expiry,
  }).onUndeclaredKey('reject'),
} as const;

const pendingOrderAnswer = type({ 'success?': 'boolean', 'message?': 'string', data: pendingOrderSchema });

export const pendingOrderAnswers = {
  /** GET /pending-orders?account_id=&status=pending|history: newest first. */
  list: type({ data: pendingOrderSchema.array() }),
  /** POST /pending-orders (201; 200 for a replayed key), PATCH and DELETE /pending-orders/{id}. */
  order: pendingOrderAnswer,
} as const;

const tradeAnswer = type({ 'success?': 'boolean', 'message?': 'string', data: tradeSchema });

export const orderAnswers = {
  /** POST /orders: the position opened (201; 200 for a replayed key). */
  order: tradeAnswer,
  /** POST /trades/{id}/close: the part closed, with its closing price and realised P&L. */
  close: tradeAnswer,
  /** PATCH /trades/{id}: the position with its new stops. */
  stops: tradeAnswer,
} as const;
