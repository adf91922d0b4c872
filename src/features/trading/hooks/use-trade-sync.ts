/**
 * Keeps the trade lists and pending orders current: `.trade.updated` on `trade.{userId}` carries the
 * trade (and `.order.updated` the pending order, api/pending-order-cache.ts), which is
 * written into its account's lists (api/trade-cache.ts); while the realtime connection is not live
 * the lists on screen poll (30 s by default); each time the channel is subscribed (the first time,
 * and after a drop), one catch-up refetch picks up what happened before.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Trade } from '@contract';
import { channels, isPolling, listen, useConnectionHealth } from '@/lib/realtime';
import { refetchPendingOrders, writePendingOrder } from '../api/pending-order-cache';
import { refetchTradeLists, writeTrade } from '../api/trade-cache';
import { useTradingSettings } from '../model/trading-settings';

/** The trade lists' `refetchInterval`: the configured poll interval while not live, none while live. */
export function useTradesRefetchInterval(): number | false {
  const { health } = useConnectionHealth();
  const { tradesPollIntervalMs } = useTradingSettings();
  return isPolling(health) ? tradesPollIntervalMs : false;
}

/**
 * Mounted once for the signed-in customer (src/app/live-user.ts). `onTrade` is told of each trade the
 * event carries, for what depends on it beyond the lists (the auto-trader's realised P&L); the
 * balance a close changes arrives with `.user.updated`.
 */
export function useTradeSync(userId: number | undefined, onTrade?: (trade: Trade) => void) {
  const queryClient = useQueryClient();
  const notify = useRef(onTrade);
  notify.current = onTrade;

  useEffect(() => {
    if (userId === undefined) return;
    const catchUp = () => void refetchTradeLists(queryClient);
    return listen(
      channels.trade(userId),
      'trade.updated',
      ({ trade }) => {
        // An event without its trade says only that something changed: the lists are asked again.
        if (!trade) return catchUp();
        writeTrade(queryClient, trade);
        notify.current?.(trade);
      },
      { catchUp },
    );
  }, [queryClient, userId]);

  // Pending orders on the same channel: each placed, changed or ended order as the server has it.
  useEffect(() => {
    if (userId === undefined) return;
    return listen(
      channels.trade(userId),
      'order.updated',
      ({ order }) => writePendingOrder(queryClient, order),
      { catchUp: () => void refetchPendingOrders(queryClient) },
    );
  }, [queryClient, userId]);
}
