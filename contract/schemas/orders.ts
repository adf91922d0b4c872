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

const tradeAnswer = type({ 'success?': 'boolean', 'message?': 'string', data: tradeSchema });

export const orderAnswers = {
  /** POST /orders: the position opened (201; 200 for a replayed key). */
  order: tradeAnswer,
  /** POST /trades/{id}/close: the part closed, with its closing price and realised P&L. */
  close: tradeAnswer,
  /** PATCH /trades/{id}: the position with its new stops. */
  stops: tradeAnswer,
} as const;
