/**
 * Shows the admin chat's reconnect toasts while the screen is open (model/connection-state.ts), in
 * step with the frame's indicator. They share one toast, so each takes the place of the one before
 * and two never show at once.
 */
import { useEffect } from 'react';
import { dismissToast, showToast } from '@/components/ui/toast';
import { healthStore, realtimeStatusStore } from '@/lib/realtime';
import { m } from '@/i18n';
import {
  CONNECTED_TOAST_MS,
  FAILED_TOAST_MS,
  reconnectToast,
  type ReconnectToast,
  type ToastInputs,
  type ToastMemory,
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

function inputs(): ToastInputs {
  const { health, joining } = healthStore.get();
  return { status: realtimeStatusStore.get().status, health, joining };
}

export function useReconnectToasts() {
  useEffect(() => {
    let previous = inputs();
    const memory: ToastMemory = { hasBeenLive: previous.health === 'live', told: false };
    const follow = () => {
      const next = inputs();
      const toast = reconnectToast(previous, next, memory);
      previous = next;
      if (next.health === 'live') {
        memory.hasBeenLive = true;
        memory.told = false;
      } else if (toast) memory.told = true;
      if (toast) show(toast);
    };
    // The health follows the status (and the channels): both are read, whichever told first.
    const unsubscribe = [realtimeStatusStore.subscribe(follow), healthStore.subscribe(follow)];
    return () => {
      unsubscribe.forEach((stop) => stop());
      dismissToast(TOAST_ID);
    };
  }, []);
}
