/**
 * What features listen to, independent of any connection: a feature may listen before the
 * session's connection opens (or while Pusher is off), and its listeners are attached whenever one
 * is open. Payloads are validated here with the contract's `events` schemas.
 *
 * An event sent before its channel is subscribed never arrives: between a screen's first fetch and
 * the subscription, and while a dropped connection resubscribes. So each time a channel's
 * subscription succeeds, the first time or after a drop, what its listeners show is fetched once
 * (`channelSubscribed`, each listener's `catchUp`), and a whisper said meanwhile goes then.
 */
import { checked } from '@/lib/check';
import { events } from '@contract';
import type { ChannelName, EventName, EventPayload } from './channels';
import { setSubscription } from './status-store';

export interface Registration {
  event: EventName;
  /** Checks the payload, then calls the feature's handler; bound to the socket library as is. */
  deliver: (data: unknown) => Promise<void>;
  /** Fetches what the listener shows, for the events that may have passed before the subscription. */
  catchUp?: (() => void) | undefined;
}

/** How the open connection (echo.ts) takes listeners; registered by it while it is open. */
export interface ConnectionBinding {
  add(channel: string, registration: Registration): void;
  /** `last`: no listener of the channel remains, so the channel is left. */
  remove(channel: string, registration: Registration, last: boolean): void;
  reconnect(): void;
  /** A client event to the channel's other members; false when the channel is not joined yet. */
  whisper(channel: string, name: string, data: Record<string, unknown>): boolean;
}

/**
 * How long a whisper waits for its channel: a hint that is older says something no longer true
 * (the typing indicator repeats itself every few seconds while typing goes on).
 */
export const WHISPER_WAIT_MS = 3_000;

interface Waiting {
  data: Record<string, unknown>;
  at: number;
}

const registrations = new Map<string, Set<Registration>>();
/** Whispers said before their channel was joined, by channel and name: the latest of each only. */
const waitingWhispers = new Map<string, Map<string, Waiting>>();
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
  { catchUp }: { catchUp?: () => void } = {},
): () => void {
  const schema = events[event];
  const registration: Registration = {
    event,
    catchUp,
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
    if (last) {
      registrations.delete(channel);
      waitingWhispers.delete(channel);
    }
    binding?.remove(channel, registration, last);
    if (last) setSubscription(channel, undefined);
  };
}

/**
 * Tells the channel's other members something that needs no server (laravel-echo's whisper: the
 * client event `client-<name>`), such as typing. Said before the channel is joined (the chat just
 * opened, the connection coming back), it goes as the subscription succeeds, unless it is older
 * than WHISPER_WAIT_MS by then: a whisper is a hint, never something that must arrive.
 */
export function whisper(
  channel: ChannelName,
  name: 'typing',
  data: EventPayload<'client-typing'>,
  now: () => number = Date.now,
): void {
  if (binding?.whisper(channel, name, data)) {
    waitingWhispers.get(channel)?.delete(name);
    return;
  }
  const forChannel = waitingWhispers.get(channel) ?? new Map<string, Waiting>();
  waitingWhispers.set(channel, forChannel);
  forChannel.set(name, { data, at: now() });
}

/**
 * The connection says a channel's subscription succeeded (first time or after a drop): each distinct
 * catch-up of its listeners runs once, and the whispers that waited for it, still fresh, go.
 */
export function channelSubscribed(channel: string, now: () => number = Date.now): void {
  const catchUps = new Set<() => void>();
  for (const registration of registrations.get(channel) ?? []) {
    if (registration.catchUp) catchUps.add(registration.catchUp);
  }
  for (const catchUp of catchUps) {
    try {
      catchUp();
    } catch (error) {
      console.error(`[realtime] the catch-up of ${channel} failed`, error);
    }
  }
  const waiting = waitingWhispers.get(channel);
  waitingWhispers.delete(channel);
  for (const [name, { data, at }] of waiting ?? []) {
    if (now() - at <= WHISPER_WAIT_MS) binding?.whisper(channel, name, data);
  }
}

/** A reconnect disconnects then connects. Nothing happens without an open connection. */
export function reconnectRealtime(): void {
  binding?.reconnect();
}
