/**
 * The broker approving or declining a request reaches the customer as `.user.updated` (the balance
 * changed): the payment lists on screen follow it without a reload, and every 30 s while the
 * connection is not live.
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
    return listen(channels.user(userId), 'user.updated', () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals() });
    });
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
