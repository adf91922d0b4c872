/**
 * Keeps the trade lists current: `.trade.updated` on `trade.{userId}` refetches them; while the
 * realtime connection is not live they poll (30 s by default); when it is live again, one catch-up
 * refetch picks up what happened while it was down.
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
  const { health } = useConnectionHealth();
  const notify = useRef(onTradeUpdated);
  notify.current = onTradeUpdated;

  useEffect(() => {
    if (userId === undefined) return;
    return listen(channels.trade(userId), 'trade.updated', () => {
      void queryClient.invalidateQueries({ queryKey: tradingKeys.trades() });
      notify.current?.();
    });
  }, [queryClient, userId]);

  // The first connect after the screen opened needs no catch-up: the lists were just fetched.
  const wasLive = useRef<boolean | null>(null);
  useEffect(() => {
    const live = health === 'live';
    if (live && wasLive.current === false) {
      void queryClient.invalidateQueries({ queryKey: tradingKeys.trades() });
    }
    // Remember a down period only once the screen has been live: the start is not a reconnect.
    if (live) wasLive.current = true;
    else if (wasLive.current) wasLive.current = false;
  }, [health, queryClient]);
}
