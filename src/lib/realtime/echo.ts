/**
 * The one Pusher-protocol connection of a signed-in session (laravel-echo over pusher-js). The app
 * opens it after sign-in and closes it at sign-out or a 401; features only `listen` to events of
 * their channels, and read the connection's status to decide whether to poll (design.md section 3).
 */
import { type } from 'arktype';
import Echo, { type Broadcaster, type EchoOptions } from 'laravel-echo';
import Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler } from 'pusher-js';
import type { ResolvedConfig } from '@/config/load-config';
import { isApiError, request } from '@/lib/api';
import { api, events, type RealtimeStatus } from '@/lib/contract';
import { createStore, useStore } from '@/lib/store/persisted-store';
import type { ChannelName, EventName, EventPayload } from './channels';
import { pusherErrorMessage, sameStatus, statusFromPusherState } from './status';

export type PusherSettings = ResolvedConfig['pusher'];
type PrivateChannel = Broadcaster['pusher']['private'];

/** Where a channel's subscription stands; `failed` is a refused authorisation (or a protocol error). */
export type SubscriptionState =
  { state: 'subscribing' | 'subscribed' } | { state: 'failed'; error: string; status?: number };

export const realtimeStatusStore = createStore<{ status: RealtimeStatus }>({
  status: { state: 'disconnected' },
});
export const subscriptionStore = createStore<{ channels: Partial<Record<string, SubscriptionState>> }>({
  channels: {},
});

interface Registration {
  event: EventName;
  /** Validates the payload, then calls the feature's handler; bound to pusher-js as is. */
  deliver: (data: unknown) => void;
}

interface Connection {
  echo: Echo<'pusher'>;
  pusher: Pusher;
  channels: Map<string, PrivateChannel>;
  /** The last connection error's message, for the `failed` status (spec.md section 8). */
  lastError?: string;
  /** Authorisation failures by full channel name, so the subscription error can carry the HTTP status. */
  authFailures: Map<string, { message: string; status?: number }>;
  unbind: () => void;
}

/** Listeners outlive connections: a feature may listen before the session's connection opens. */
const registrations = new Map<string, Set<Registration>>();
let connection: Connection | null = null;

function setStatus(status: RealtimeStatus) {
  if (!sameStatus(realtimeStatusStore.get().status, status)) realtimeStatusStore.set({ status });
}

function setSubscription(channel: string, state: SubscriptionState | undefined) {
  subscriptionStore.set(({ channels }) => {
    const next = { ...channels };
    if (state) next[channel] = state;
    else delete next[channel];
    return { channels: next };
  });
}

/**
 * Channel authorisation through the API client, not pusher-js's own XHR: the same bearer token,
 * 15 s time-out, 401 handling (a revoked token signs the user out) and answer validation as every call.
 */
function authorizer(failures: Connection['authFailures']): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    request(api.broadcastingAuth, '/broadcasting/auth', {
      method: 'POST',
      json: { socket_id: socketId, channel_name: channelName },
    }).then(
      (data) => {
        failures.delete(channelName);
        callback(null, data);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        failures.set(channelName, { message, status: isApiError(error) ? error.status : undefined });
        callback(error instanceof Error ? error : new Error(message), null);
      },
    );
  };
}

/** The Echo/pusher-js options for the runtime config's Pusher settings (design.md section 6 pitfalls). */
export function echoOptions(
  settings: PusherSettings,
  authorize: ChannelAuthorizationHandler,
): EchoOptions<'pusher'> {
  return {
    broadcaster: 'pusher',
    Pusher,
    key: settings.key,
    // pusher-js 8 insists on a cluster even when wsHost points elsewhere.
    cluster: settings.cluster || 'mt1',
    wsHost: settings.host,
    wsPort: settings.port,
    wssPort: settings.port,
    forceTLS: settings.forceTLS,
    // WebSocket only: no XHR/SockJS fallbacks, which our host does not serve.
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    // Echo would otherwise look for axios/jQuery/Vue globals to add X-Socket-ID headers.
    withoutInterceptors: true,
    channelAuthorization: { customHandler: authorize },
  };
}

function attachChannel(conn: Connection, name: string): PrivateChannel {
  const existing = conn.channels.get(name);
  if (existing) return existing;
  const channel = conn.echo.private(name);
  conn.channels.set(name, channel);
  setSubscription(name, { state: 'subscribing' });
  channel.subscribed(() => setSubscription(name, { state: 'subscribed' }));
  channel.error((event: unknown) => {
    const failure = conn.authFailures.get(`private-${name}`);
    const error = failure?.message ?? pusherErrorMessage(event) ?? pusherErrorText(event);
    console.warn(`[realtime] subscription to ${name} failed`, error);
    setSubscription(name, { state: 'failed', error, status: failure?.status });
  });
  for (const registration of registrations.get(name) ?? []) {
    channel.listen(`.${registration.event}`, registration.deliver);
  }
  return channel;
}

/** pusher-js reports an authorisation failure as `{type: 'AuthError', error: message}`. */
function pusherErrorText(event: unknown): string {
  const text = (event as { error?: unknown } | null)?.error;
  return typeof text === 'string' && text ? text : 'Subscription failed';
}

/**
 * Opens the session's connection (closing any earlier one). With Pusher disabled in the runtime
 * config nothing opens: the status stays `disconnected` and features poll.
 */
export function connectRealtime(settings: PusherSettings): void {
  disconnectRealtime();
  if (!settings.enabled || !settings.key) return;
  const authFailures: Connection['authFailures'] = new Map();
  setStatus({ state: 'connecting' });
  const echo = new Echo(echoOptions(settings, authorizer(authFailures)));
  const pusher = echo.connector.pusher as Pusher;
  const conn: Connection = { echo, pusher, channels: new Map(), authFailures, unbind: () => {} };

  const onStateChange = ({ current }: { current: string }) => {
    if (current === 'connected') conn.lastError = undefined;
    else markResubscribing(conn);
    setStatus(statusFromPusherState(current, conn.lastError));
  };
  const onError = (event: unknown) => {
    conn.lastError = pusherErrorMessage(event) ?? conn.lastError;
    console.warn('[realtime] connection error', conn.lastError ?? event);
    const current = pusher.connection.state;
    if (current === 'unavailable' || current === 'failed')
      setStatus(statusFromPusherState(current, conn.lastError));
  };
  pusher.connection.bind('state_change', onStateChange);
  pusher.connection.bind('error', onError);
  conn.unbind = () => {
    pusher.connection.unbind('state_change', onStateChange);
    pusher.connection.unbind('error', onError);
  };
  connection = conn;
  for (const name of registrations.keys()) attachChannel(conn, name);
  setStatus(statusFromPusherState(pusher.connection.state));
}

/** After a drop pusher-js resubscribes every channel by itself; until then they are not live. */
function markResubscribing(conn: Connection) {
  const { channels } = subscriptionStore.get();
  for (const name of conn.channels.keys()) {
    if (channels[name]?.state === 'subscribed') setSubscription(name, { state: 'subscribing' });
  }
}

/** Closes the session's connection (sign-out, 401, another tab signing out). */
export function disconnectRealtime(): void {
  const conn = connection;
  connection = null;
  if (conn) {
    conn.unbind();
    conn.echo.disconnect();
  }
  subscriptionStore.set({ channels: {} });
  setStatus({ state: 'disconnected' });
}

/** spec.md section 4: a reconnect disconnects then connects; channels are resubscribed on connect. */
export function reconnectRealtime(): void {
  const conn = connection;
  if (!conn) return;
  conn.pusher.disconnect();
  conn.pusher.connect();
}

/**
 * Listens to one event on one private channel. Each payload is validated with the contract's
 * `events` schema; a malformed one is logged and dropped, and a handler that throws is logged too,
 * so neither can break the connection or other listeners. Returns the unsubscribe; the channel is
 * left when its last listener goes.
 */
export function listen<E extends EventName>(
  channel: ChannelName,
  event: E,
  handler: (payload: EventPayload<E>) => void,
): () => void {
  const schema = events[event] as type.Any;
  const registration: Registration = {
    event,
    deliver: (data) => {
      const payload: unknown = schema(data);
      if (payload instanceof type.errors) {
        console.warn(`[realtime] ignored a malformed .${event} on ${channel}`, payload.summary);
        return;
      }
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
  // A channel attached just now binds every registration of it, this one included.
  if (connection?.channels.has(channel)) {
    connection.channels.get(channel)?.listen(`.${event}`, registration.deliver);
  } else if (connection) attachChannel(connection, channel);

  return () => {
    const current = registrations.get(channel);
    if (!current?.delete(registration)) return;
    const conn = connection;
    conn?.channels.get(channel)?.stopListening(`.${event}`, registration.deliver);
    if (current.size > 0) return;
    registrations.delete(channel);
    if (conn?.channels.has(channel)) {
      conn.echo.leaveChannel(`private-${channel}`);
      conn.channels.delete(channel);
    }
    setSubscription(channel, undefined);
  };
}

export const useRealtimeStatus = () => useStore(realtimeStatusStore, (s) => s.status);

export const useSubscriptionState = (channel: ChannelName) =>
  useStore(subscriptionStore, (s) => s.channels[channel]);
