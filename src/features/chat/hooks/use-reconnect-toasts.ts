/** Shows the admin chat's reconnect toasts while the screen is open (model/connection-state.ts). */
import { useEffect } from 'react';
import { dismissToast, showToast } from '@/components/ui/toast';
import { realtimeStatusStore } from '@/lib/realtime';
import { m } from '@/i18n';
import { CONNECTED_TOAST_MS, FAILED_TOAST_MS, reconnectToast } from '../model/connection-state';

const RECONNECTING = 'chat-reconnecting';
const FAILED = 'chat-connection-failed';

export function useReconnectToasts() {
  useEffect(() => {
    let previous = realtimeStatusStore.get().status;
    let hasBeenConnected = previous.state === 'connected';
    const unsubscribe = realtimeStatusStore.subscribe(() => {
      const next = realtimeStatusStore.get().status;
      const toast = reconnectToast(previous, next, hasBeenConnected);
      previous = next;
      if (next.state === 'connected') hasBeenConnected = true;
      if (!toast) return;
      if (toast.kind === 'reconnecting') {
        showToast({
          id: RECONNECTING,
          variant: 'warning',
          description: m.chat.toastReconnecting,
          duration: null,
        });
      } else if (toast.kind === 'connected') {
        dismissToast(FAILED);
        // Takes the place of 'Reconnecting…': resolved.
        showToast({
          id: RECONNECTING,
          variant: 'success',
          description: m.chat.toastConnected,
          duration: CONNECTED_TOAST_MS,
        });
      } else {
        showToast({
          id: FAILED,
          variant: 'destructive',
          description: m.chat.toastFailed(toast.reason),
          duration: FAILED_TOAST_MS,
        });
      }
    });
    return () => {
      unsubscribe();
      dismissToast(RECONNECTING);
      dismissToast(FAILED);
    };
  }, []);
}
