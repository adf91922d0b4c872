/**
 * Orders and positions: POST /orders opens a position at the server's price, POST /trades/{id}/close
 * closes all or part of one, PATCH /trades/{id} sets its stops. Opening and closing carry an
 * idempotency key (`createIdempotencyKeys` in the caller): a retry after a lost answer must not trade
 * twice, so the key stays the same while the customer retries the same order and changes with it.
 */
import { request } from '@/lib/api';
import { IDEMPOTENCY_HEADER, orderAnswers, type orderRequests, type Trade } from '@contract';

export type OrderInput = typeof orderRequests.placeOrder.infer;
export type CloseInput = typeof orderRequests.closeTrade.infer;
export type StopsInput = typeof orderRequests.changeStops.infer;

/** The position the order opened, filled at the server's current price. */
export const placeOrder = async (input: OrderInput, idempotencyKey: string): Promise<Trade> =>
  (
    await request(orderAnswers.order, '/orders', {
      json: input,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;

/** The part closed (the whole position without `volume`), with its closing price and realised P&L. */
export const closePosition = async (
  tradeId: number,
  input: CloseInput,
  idempotencyKey: string,
): Promise<Trade> =>
  (
    await request(orderAnswers.close, `/trades/${encodeURIComponent(tradeId)}/close`, {
      method: 'POST',
      json: input,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;

/** The position with its new stops; setting the same stops twice is harmless, so no key. */
export const changeStops = async (tradeId: number, input: StopsInput): Promise<Trade> =>
  (
    await request(orderAnswers.stops, `/trades/${encodeURIComponent(tradeId)}`, {
      method: 'PATCH',
      json: input,
    })
  ).data;
