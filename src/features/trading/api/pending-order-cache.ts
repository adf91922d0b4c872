/**
 * The one writer of pending orders in the query cache: an answer to placing, changing or cancelling
 * one, and `.order.updated`, each carry the whole order as the server now has it, and each is written
 * here into its own account's lists: a waiting order into the pending list (newest first), one that
 * came to an end out of it and into the history, when those are loaded.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PendingOrder } from '@contract';
import { tradingKeys } from './keys';

const withOrder = (list: readonly PendingOrder[], order: PendingOrder, belongs: boolean) => {
  const rest = list.filter((candidate) => candidate.id !== order.id);
  return belongs ? [order, ...rest].sort((a, b) => b.id - a.id) : rest;
};

export function writePendingOrder(queryClient: QueryClient, order: PendingOrder): void {
  const pending = order.status === 'pending';
  for (const status of ['pending', 'history'] as const) {
    const key = tradingKeys.pendingOrderList(order.account_id, status);
    const list = queryClient.getQueryData<PendingOrder[]>(key);
    if (list) queryClient.setQueryData(key, withOrder(list, order, pending === (status === 'pending')));
  }
}

/** Orders that changed while the channel was not subscribed: the lists on screen are asked again. */
export const refetchPendingOrders = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: tradingKeys.pendingOrders() });
