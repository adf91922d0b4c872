/**
 * Shows the admin chat's reconnect toasts while the screen is open (model/connection-state.ts). They
 * share one toast, so each takes the place of the one before and two never show at once.
 */
import { useEffect } from 'react';
import { dismissToast, showToast } from '@/components/ui/toast';
import { realtimeStatusStore } from '@/lib/realtime';
import { m } from '@/i18n';
import {
  CONNECTED_TOAST_MS,
  FAILED_TOAST_MS,
  reconnectToast,
  type ReconnectToast,
} from '../model/connection-state';

const TOAST_ID = 'chat-connection';

function show(toast: ReconnectToast) {
  if (toast.kind === 'reconnecting')
    showToast({ id: TOAST_ID, variant: 'warning', description: m.chat.toastReconnecting, duration: null });
  else if (toast.kind === 'connected')
    showToast({
      id: TOAST_ID,
      variant: 'success',
      description: m.chat.toastConnected,
      duration: CONNECTED_TOAST_MS,
    });
  else
    showToast({
      id: TOAST_ID,
      variant: 'destructive',
      description: m.chat.toastFailed(toast.reason),
      duration: FAILED_TOAST_MS,
    });
}

export function useReconnectToasts() {
  useEffect(() => {
    let previous = realtimeStatusStore.get().status;
    let hasBeenConnected = previous.state === 'connected';
    const unsubscribe = realtimeStatusStore.subscribe(() => {
      const next = realtimeStatusStore.get().status;
      const toast = reconnectToast(previous, next, hasBeenConnected);
      previous = next;
      if (next.state === 'connected') hasBeenConnected = true;
      if (toast) show(toast);
    });
    return () => {
      unsubscribe();
      dismissToast(TOAST_ID);
    };
  }, []);
}
