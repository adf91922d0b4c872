/**
 * What features listen to, independent of any connection: a feature may listen before the
 * session's connection opens (or while Pusher is off), and its listeners are attached whenever one
 * is open. The connection receives each event of a channel once (`Receive`): its payload is checked
 * there, once, with the contract's `events` validator, and handed to every listener of it, parsed.
 *
 * An event sent before its channel is subscribed never arrives: between a screen's first fetch and
 * the subscription, and while a dropped connection resubscribes. So each time a channel's
 * subscription succeeds, the first time or after a drop, what its listeners show is fetched once
 * (`channelSubscribed`, each listener's `catchUp`), and a whisper said meanwhile goes then. A list
 * whose first fetch waits for its channel's first subscription (`whenFollowed`) is asked for once:
 * that catch-up is its first fetch.
 */
import { checked } from '@/lib/api';
import { events, type Validator } from '@contract';
import { channels, type ChannelName, type EventName, type EventPayload } from './channels';
import { realtimeStatusStore, setSubscription, subscriptionStore } from './status-store';

/** What the connection binds to one event of one channel: checks the payload, then hands it on. */
export type Receive = (data: unknown) => void;

interface Listener {
  event: EventName;
  handler: (payload: never) => void;
  /** Fetches what the listener shows, for the events that may have passed before the subscription. */
  catchUp?: (() => void) | undefined;
}

interface ChannelListeners {
  listeners: Set<Listener>;
  /** One receiver per event that has listeners on the channel. */
  receivers: Map<EventName, Receive>;
}

/** How the open connection (echo.ts) takes listeners; registered by it while it is open. */
export interface ConnectionBinding {
  /** The channel now has listeners of `event`: bind `receive` to it (joining the channel first). */
  add(channel: string, event: EventName, receive: Receive): void;
  /** No listener of `event` remains; `last`: none of any event remains, so the channel is left. */
  remove(channel: string, event: EventName, receive: Receive, last: boolean): void;
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

const channelsListened = new Map<string, ChannelListeners>();
/** Channels subscribed at least once since their first listener came (a drop does not reset it). */
const subscribedOnce = new Set<string>();
/** Whispers said before their channel was joined, by channel and name: the latest of each only. */
const waitingWhispers = new Map<string, Map<string, Waiting>>();
let binding: ConnectionBinding | null = null;

export function bindConnection(next: ConnectionBinding | null) {
  binding = next;
}

/** Every channel with listeners, and the receiver of each event listened to there. */
export function registeredChannels(): ReadonlyMap<string, ReadonlyMap<EventName, Receive>> {
  return new Map([...channelsListened].map(([channel, { receivers }]) => [channel, receivers]));
}

/** How many listeners of `event` the channel has (one receiver serves them all). */
export function listenerCount(channel: string, event: EventName): number {
  const listeners = channelsListened.get(channel)?.listeners ?? [];
  return [...listeners].filter((listener) => listener.event === event).length;
}

/**
 * The receiver of one event on one channel: a malformed payload is logged and dropped, before any
 * listener sees it, and a handler that throws is logged too, so neither can break the connection or
 * the other listeners.
 */
function receiverOf(channel: string, event: EventName, forChannel: ChannelListeners): Receive {
  const validator: Validator<unknown> = events[event];
  return (data) => {
    let payload: unknown;
    try {
      payload = checked(validator, data);
    } catch (error) {
      console.warn(`[realtime] ignored a malformed .${event} on ${channel}`, (error as Error).message);
      return;
    }
    for (const listener of [...forChannel.listeners]) {
      if (listener.event !== event) continue;
      try {
        listener.handler(payload as never);
      } catch (error) {
        console.error(`[realtime] the .${event} handler on ${channel} failed`, error);
      }
    }
  };
}

/**
 * Listens to one event on one private channel, with the payload already checked. Returns the
 * unsubscribe; the channel is left when its last listener goes.
 */
export function listen<E extends EventName>(
  channel: ChannelName,
  event: E,
  handler: (payload: EventPayload<E>) => void,
  { catchUp }: { catchUp?: () => void } = {},
): () => void {
  const listener: Listener = { event, handler, catchUp };
  let forChannel = channelsListened.get(channel);
  if (!forChannel) {
    forChannel = { listeners: new Set(), receivers: new Map() };
    channelsListened.set(channel, forChannel);
  }
  forChannel.listeners.add(listener);
  if (!forChannel.receivers.has(event)) {
    const receive = receiverOf(channel, event, forChannel);
    forChannel.receivers.set(event, receive);
    binding?.add(channel, event, receive);
  }

  return () => {
    const current = channelsListened.get(channel);
    if (!current?.listeners.delete(listener)) return;
    const last = current.listeners.size === 0;
    if (last) {
      channelsListened.delete(channel);
      waitingWhispers.delete(channel);
      subscribedOnce.delete(channel);
    }
    const receive = current.receivers.get(event);
    if (receive && ![...current.listeners].some((other) => other.event === event)) {
      current.receivers.delete(event);
      binding?.remove(channel, event, receive, last);
    }
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
  subscribedOnce.add(channel);
  const catchUps = new Set<() => void>();
  for (const listener of channelsListened.get(channel)?.listeners ?? []) {
    if (listener.catchUp) catchUps.add(listener.catchUp);
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

/**
 * How long a first fetch waits for its channel at most: a channel nobody subscribes to (no screen
 * listens yet, a connection that hangs) must not keep a list from loading; its catch-up, if the
 * subscription comes later, asks again.
 */
export const FOLLOW_WAIT_MS = 5_000;

/**
 * Resolves when a fetch of what `channel` announces can start without missing an event: the channel
 * has been subscribed (or refused) once, or no live connection is on its way. A fetch answered before
 * the first subscription could miss an event sent between its answer and the subscription, so the
 * catch-up would ask again; waiting makes that catch-up the first fetch. After a drop nothing waits:
 * the lists keep polling, and the catch-up of the new subscription asks again. Rejects with the
 * signal's reason when the fetch is abandoned, so an abandoned fetch never asks.
 */
export function whenFollowed(
  channel: ChannelName,
  signal?: AbortSignal,
  waitMs = FOLLOW_WAIT_MS,
): Promise<void> {
  const followed = () => {
    const connection = realtimeStatusStore.get().status.state;
    const subscription = subscriptionStore.get().channels[channel]?.state;
    return (
      subscribedOnce.has(channel) ||
      (connection !== 'connecting' && connection !== 'connected') ||
      subscription === 'subscribed' ||
      subscription === 'failed'
    );
  };
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (followed()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stops: Array<() => void> = [];
    const settle = (outcome: () => void) => {
      stops.forEach((stop) => stop());
      outcome();
    };
    // After the change has settled: a reconnect passes through `disconnected` on its way to
    // `connecting`, in one go, and that moment must not let the fetch go.
    const check = () =>
      queueMicrotask(() => {
        if (followed()) settle(resolve);
      });
    const abandoned = () => settle(() => reject(signal!.reason));
    const timer = setTimeout(() => settle(resolve), waitMs);
    signal?.addEventListener('abort', abandoned);
    stops.push(
      realtimeStatusStore.subscribe(check),
      subscriptionStore.subscribe(check),
      () => clearTimeout(timer),
      () => signal?.removeEventListener('abort', abandoned),
    );
  });
}

/**
 * Resolves when a read of the user can start without missing a change of it: both channels that
 * announce what the user holds (their notifications, the user itself) are followed (`whenFollowed`).
 */
export const whenUserFollowed = (userId: number): Promise<unknown> =>
  Promise.all([whenFollowed(channels.notification(userId)), whenFollowed(channels.user(userId))]);
