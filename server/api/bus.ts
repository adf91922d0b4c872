/**
 * The realtime bus: the core publishes `{ channel, event, data }` and whichever host is running
 * (the Pusher-protocol server, a test) forwards it. The core never knows who listens.
 *
 * Beside the events it carries notices about access, which no client ever sees: which session a
 * channel authorisation or a user sign-in was signed for, and which sessions ended. The Pusher host
 * uses them to refuse what an ended session was given and to close its connections.
 */
import type { SessionEndReason } from '@contract/schemas/predicates';
import type { events } from '@contract/schemas';

export type EventName = keyof typeof events;

export type BusMessage = {
  [K in EventName]: { channel: string; event: K; data: (typeof events)[K]['infer'] };
}[EventName];

export type BusListener = (message: BusMessage) => void;

export type AccessNotice =
  /**
   * The API signed `grant` (a private channel's name, or USER_SIGNIN for the sign-in) for the socket,
   * at the request of the session whose Pusher user id is `user`.
   */
  | { kind: 'signed'; socketId: string; grant: string; user: string }
  /**
   * These Pusher user ids (one per session) ended: logout, revocation, a blocked account, a reset;
   * with the reason when they ended elsewhere (rules.ts SESSION_END_REASONS).
   */
  | { kind: 'ended'; users: readonly string[]; reason?: SessionEndReason };

export type AccessListener = (notice: AccessNotice) => void;

export interface Bus {
  publish(message: BusMessage): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: BusListener): () => void;
  announce(notice: AccessNotice): void;
  /** Returns the function that unsubscribes. */
  onAccess(listener: AccessListener): () => void;
}

function fanOut<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value: T) {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (error) {
          // One broken listener must not keep the message from the others.
          console.error('bus listener failed', error);
        }
      }
    },
    add(listener: (value: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function createBus(): Bus {
  const messages = fanOut<BusMessage>();
  const notices = fanOut<AccessNotice>();
  return {
    publish: messages.emit,
    subscribe: messages.add,
    announce: notices.emit,
    onAccess: notices.add,
  };
}
