/**
 * The one Pusher-protocol connection of a signed-in session (laravel-echo over pusher-js). The app
 * opens it after sign-in (loading this module on demand, so visitors never download pusher-js) and
 * closes it at sign-out or a 401. Features never touch it: they `listen` through registry.ts and
 * read status-store.ts (design.md section 3).
 */
import Echo, { type Broadcaster, type EchoOptions } from 'laravel-echo';
import Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler } from 'pusher-js';
import type { ResolvedConfig } from '@/config/load-config';
import { isApiError, request } from '@/lib/api';
import { api } from '@/lib/contract';
import { bindConnection, registeredChannels, type Registration } from './registry';
import { pusherErrorMessage, statusFromPusherState } from './status';
import { setRealtimeStatus as setStatus, setSubscription, subscriptionStore } from './status-store';

export type PusherSettings = ResolvedConfig['pusher'];
type PrivateChannel = Broadcaster['pusher']['private'];

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

let connection: Connection | null = null;

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
  for (const registration of registeredChannels().get(name) ?? []) {
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
  let echo: Echo<'pusher'>;
  try {
    echo = new Echo(echoOptions(settings, authorizer(authFailures)));
  } catch (error) {
    // A config pusher-js rejects (a malformed key or host) is a failed connection, not a broken app.
    console.error('[realtime] could not create the connection', error);
    return setStatus(statusFromPusherState('failed', pusherErrorMessage(error)));
  }
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
  bindConnection({
    // A channel attached just now binds every registration of it, this one included.
    add: (channel, registration) => {
      const existing = conn.channels.get(channel);
      if (existing) existing.listen(`.${registration.event}`, registration.deliver);
      else attachChannel(conn, channel);
    },
    remove: (channel, registration, last) => removeListener(conn, channel, registration, last),
    // spec.md section 4: disconnect, then connect; pusher-js resubscribes every channel on connect.
    reconnect: () => {
      pusher.disconnect();
      pusher.connect();
    },
  });
  for (const name of registeredChannels().keys()) attachChannel(conn, name);
  setStatus(statusFromPusherState(pusher.connection.state));
}

function removeListener(conn: Connection, name: string, registration: Registration, last: boolean) {
  const channel = conn.channels.get(name);
  if (!channel) return;
  channel.stopListening(`.${registration.event}`, registration.deliver);
  if (!last) return;
  conn.echo.leaveChannel(`private-${name}`);
  conn.channels.delete(name);
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
  bindConnection(null);
  if (conn) {
    conn.unbind();
    conn.echo.disconnect();
  }
  subscriptionStore.set({ channels: {} });
  setStatus({ state: 'disconnected' });
}
