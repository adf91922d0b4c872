/**
 * Pending orders' one writer: a waiting order lands in its account's pending list, newest first; one
 * that came to an end leaves it for the history; another account's lists are not touched.
 */
import { QueryClient } from '@tanstack/react-query';
import type { PendingOrder } from '@contract';
import { tradingKeys } from './keys';
import { writePendingOrder } from './pending-order-cache';

const LIVE = 'NW-100001';
const DEMO = 'NW-900001';

const order = (id: number, extra: Partial<PendingOrder> = {}): PendingOrder => ({
  id,
  account_id: LIVE,
  asset_id: 1,
  type: 'buy_limit',
  price: 1.08,
  volume: 1000,
  leverage: 100,
  stop_loss: null,
  take_profit: null,
  expires_at: null,
  status: 'pending',
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: '2026-11-25T12:00:00.000Z',
  trade_id: null,
  reason: null,
  ...extra,
});

it('writes an order into its own account’s lists by its status', () => {
  const client = new QueryClient();
  const pending = tradingKeys.pendingOrderList(LIVE, 'pending');
  const history = tradingKeys.pendingOrderList(LIVE, 'history');
  const demo = tradingKeys.pendingOrderList(DEMO, 'pending');
  client.setQueryData(pending, [order(1)]);
  client.setQueryData(history, []);
  client.setQueryData(demo, []);

  writePendingOrder(client, order(2));
  expect(client.getQueryData<PendingOrder[]>(pending)!.map((o) => o.id)).toEqual([2, 1]);
  // Changed in place.
  writePendingOrder(client, order(1, { price: 1.07 }));
  expect(client.getQueryData<PendingOrder[]>(pending)!.map((o) => o.price)).toEqual([1.08, 1.07]);
  // Filled: out of the pending list, into the history.
  writePendingOrder(client, order(2, { status: 'filled', trade_id: 5 }));
  expect(client.getQueryData<PendingOrder[]>(pending)!.map((o) => o.id)).toEqual([1]);
  expect(client.getQueryData<PendingOrder[]>(history)!.map((o) => o.status)).toEqual(['filled']);
  expect(client.getQueryData(demo)).toEqual([]);
  // A list not loaded stays so.
  writePendingOrder(client, order(3, { account_id: 'NW-100002' }));
  expect(client.getQueryData(tradingKeys.pendingOrderList('NW-100002', 'pending'))).toBeUndefined();
});
