/**
 * The realtime bus: the core publishes `{ channel, event, data }` and whichever host is running
 * (the Pusher-protocol server, a test) forwards it. The core never knows who listens.
 */
import type { events } from '@/lib/contract/schemas';

export type EventName = keyof typeof events;

export type BusMessage = {
  [K in EventName]: { channel: string; event: K; data: (typeof events)[K]['infer'] };
}[EventName];

export type BusListener = (message: BusMessage) => void;

export interface Bus {
  publish(message: BusMessage): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: BusListener): () => void;
}

export function createBus(): Bus {
  const listeners = new Set<BusListener>();
  return {
    publish(message) {
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          // One broken listener must not keep the event from the others.
          console.error('bus listener failed', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
