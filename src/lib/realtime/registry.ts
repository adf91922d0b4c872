/**
 * What features listen to, independent of any connection: a feature may listen before the
 * session's connection opens (or while Pusher is off), and its listeners are attached whenever one
 * is open. Payloads are validated here with the contract's `events` schemas.
 */
import { checked } from '@/lib/check';
import { events } from '@/lib/contract';
import type { ChannelName, EventName, EventPayload } from './channels';
import { setSubscription } from './status-store';

export interface Registration {
  event: EventName;
  /** Checks the payload, then calls the feature's handler; bound to the socket library as is. */
  deliver: (data: unknown) => Promise<void>;
}

/** How the open connection (echo.ts) takes listeners; registered by it while it is open. */
export interface ConnectionBinding {
  add(channel: string, registration: Registration): void;
  /** `last`: no listener of the channel remains, so the channel is left. */
  remove(channel: string, registration: Registration, last: boolean): void;
  reconnect(): void;
  /** A client event to the channel's other members, when the channel is joined. */
  whisper(channel: string, name: string, data: Record<string, unknown>): void;
}

const registrations = new Map<string, Set<Registration>>();
let binding: ConnectionBinding | null = null;

export function bindConnection(next: ConnectionBinding | null) {
  binding = next;
}

/** Every channel with listeners, and its listeners (for a connection that has just opened). */
export function registeredChannels(): ReadonlyMap<string, ReadonlySet<Registration>> {
  return registrations;
}

/**
 * Listens to one event on one private channel. A malformed payload is logged and dropped, and a
 * handler that throws is logged too, so neither can break the connection or other listeners.
 * Returns the unsubscribe; the channel is left when its last listener goes.
 */
export function listen<E extends EventName>(
  channel: ChannelName,
  event: E,
  handler: (payload: EventPayload<E>) => void,
): () => void {
  const schema = events[event];
  const registration: Registration = {
    event,
    // Checks answer in the order they were asked, so events reach the handler in the order they came.
    deliver: async (data) => {
      let payload: unknown;
      try {
        payload = await checked(schema, data);
      } catch (error) {
        console.warn(`[realtime] ignored a malformed .${event} on ${channel}`, (error as Error).message);
        return;
      }
      // Unsubscribed while the event was being checked.
      if (!registrations.get(channel)?.has(registration)) return;
      try {
        handler(payload as EventPayload<E>);
      } catch (error) {
        console.error(`[realtime] the .${event} handler on ${channel} failed`, error);
      }
    },
  };
  const forChannel = registrations.get(channel) ?? new Set<Registration>();
  registrations.set(channel, forChannel);
  forChannel.add(registration);
  binding?.add(channel, registration);

  return () => {
    const current = registrations.get(channel);
    if (!current?.delete(registration)) return;
    const last = current.size === 0;
    if (last) registrations.delete(channel);
    binding?.remove(channel, registration, last);
    if (last) setSubscription(channel, undefined);
  };
}

/**
 * Tells the channel's other members something that needs no server (laravel-echo's whisper: the
 * client event `client-<name>`), such as typing. Nothing happens without an open connection that
 * has joined the channel: a whisper is a hint, never something that must arrive.
 */
export function whisper(channel: ChannelName, name: 'typing', data: EventPayload<'client-typing'>): void {
  binding?.whisper(channel, name, data);
}

/** A reconnect disconnects then connects. Nothing happens without an open connection. */
export function reconnectRealtime(): void {
  binding?.reconnect();
}
