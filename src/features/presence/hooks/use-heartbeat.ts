import { useEffect } from 'react';
import { sendHeartbeat } from '../api/heartbeat';
import { startHeartbeat, type Visibility } from '../model/heartbeat';

const documentVisibility: Visibility = {
  isVisible: () => document.visibilityState === 'visible',
  subscribe: (changed) => {
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  },
};

/**
 * An admin's desk is at work while hidden too (it shows each customer's message as a system
 * notification): other admins must go on seeing them as there, to assign them conversations.
 */
const alwaysVisible: Visibility = { isVisible: () => true, subscribe: () => () => undefined };

const timers = {
  setInterval: (run: () => void, ms: number) => window.setInterval(run, ms),
  clearInterval: (handle: unknown) => window.clearInterval(handle as number),
};

/**
 * Sends the heartbeat while `active` (signed in and let through the gate; a blocked account's
 * heartbeat is refused anyway); with `whileHidden`, also while the tab is hidden. Turning inactive,
 * sign-out included, stops it. A failed beat is only logged: the next one is a minute away, and
 * presence is not worth bothering the user about.
 */
export function useHeartbeat(active: boolean, { whileHidden = false }: { whileHidden?: boolean } = {}) {
  useEffect(() => {
    if (!active) return;
    return startHeartbeat({
      send: () => void sendHeartbeat().catch((error: unknown) => console.warn('[presence] heartbeat', error)),
      timers,
      visibility: whileHidden ? alwaysVisible : documentVisibility,
    });
  }, [active, whileHidden]);
}
