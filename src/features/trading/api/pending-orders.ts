/**
 * Pending orders: GET /pending-orders lists an account's (waiting, or the history of those that came
 * to an end), POST places one with an idempotency key (a retry after a lost answer must not place it
 * twice), PATCH changes its price, stops and expiry, DELETE cancels it. A failure of the list is shown
 * as `m.trading.pendingOrders.failed`.
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import {
  IDEMPOTENCY_HEADER,
  pendingOrderAnswers,
  type PendingOrder,
  type pendingOrderRequests,
} from '@contract';
import { tradingKeys } from './keys';
import { whenTradesFollowed } from './trade-pages';

export type PendingOrderInput = typeof pendingOrderRequests.place.infer;
export type PendingOrderChange = typeof pendingOrderRequests.change.infer;
export type PendingOrderList = 'pending' | 'history';

/** The account is always named, as the trade lists name it: never the live one's for a demo screen. */
export const fetchPendingOrders = async (
  account: string,
  status: PendingOrderList,
  signal?: AbortSignal,
): Promise<PendingOrder[]> =>
  (
    await request(pendingOrderAnswers.list, '/pending-orders', {
      query: { account_id: account, status },
      signal,
    })
  ).data;

export const pendingOrdersQuery = (account: string, status: PendingOrderList = 'pending') =>
  queryOptions({
    queryKey: tradingKeys.pendingOrderList(account, status),
    // Announced on the trade channel like the trades: asked for once that channel is followed.
    queryFn: async ({ signal }) => {
      await whenTradesFollowed(signal);
      return fetchPendingOrders(account, status, signal);
    },
  });

export const placePendingOrder = async (
  input: PendingOrderInput,
  idempotencyKey: string,
): Promise<PendingOrder> =>
  (
    await request(pendingOrderAnswers.order, '/pending-orders', {
      json: input,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;

/** Sets the order's price, stops and expiry as given: sending the same twice is harmless, so no key. */
export const changePendingOrder = async (id: number, input: PendingOrderChange): Promise<PendingOrder> =>
  (
    await request(pendingOrderAnswers.order, `/pending-orders/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: input,
    })
  ).data;

export const cancelPendingOrder = async (id: number): Promise<PendingOrder> =>
  (
    await request(pendingOrderAnswers.order, `/pending-orders/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    })
  ).data;
