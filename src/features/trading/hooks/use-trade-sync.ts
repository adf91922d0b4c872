/**
 * Keeps the trade lists current: `.trade.updated` on `trade.{userId}` refetches them; while the
 * realtime connection is not live they poll (30 s by default); each time the channel is subscribed
 * (the first time, and after a drop), one catch-up refetch picks up what happened before.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channels, isPolling, listen, useConnectionHealth } from '@/lib/realtime';
import { tradingKeys } from '../api/keys';
import { useTradingSettings } from '../model/trading-settings';

/** The trade lists' `refetchInterval`: the configured poll interval while not live, none while live. */
export function useTradesRefetchInterval(): number | false {
  const { health } = useConnectionHealth();
  const { tradesPollIntervalMs } = useTradingSettings();
  return isPolling(health) ? tradesPollIntervalMs : false;
}

/**
 * Mounted once for the signed-in customer (src/app/live-user.ts). `onTradeUpdated` is told too (the app refreshes the user,
 * as a close changes the balance).
 */
export function useTradeSync(userId: number | undefined, onTradeUpdated?: () => void) {
  const queryClient = useQueryClient();
  const notify = useRef(onTradeUpdated);
  notify.current = onTradeUpdated;

  useEffect(() => {
    if (userId === undefined) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: tradingKeys.trades() });
      notify.current?.();
    };
    return listen(channels.trade(userId), 'trade.updated', refresh, { catchUp: refresh });
  }, [queryClient, userId]);
}
