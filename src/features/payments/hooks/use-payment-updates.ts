/**
 * The broker approving or declining a request reaches the customer as `.user.updated` (the balance
 * changed): the payment lists on screen follow it without a reload, every 30 s while the
 * connection is not live, and once as the channel is subscribed (a decision made before it).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channels, isPolling, listen, useConnectionHealth } from '@/lib/realtime';
import { paymentKeys } from '../api/keys';

const POLL_MS = 30_000;

export function usePaymentUpdates(userId: number | undefined) {
  const queryClient = useQueryClient();
  const { health } = useConnectionHealth();
  useEffect(() => {
    if (userId === undefined) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals() });
    };
    return listen(channels.user(userId), 'user.updated', refresh, { catchUp: refresh });
  }, [queryClient, userId]);
  const polling = isPolling(health) && health !== 'offline';
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals() });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [polling, queryClient]);
}
