/**
 * The one Pusher-protocol connection of a signed-in session (laravel-echo over pusher-js). The app
 * opens it after sign-in (loading this module on demand, so visitors never download pusher-js) and
 * closes it at sign-out or a 401. Features never touch it: they `listen` through registry.ts and
 * read status-store.ts.
 *
 * The connection signs in as the session (Pusher's user authentication) before it asks for any
 * private channel: the server terminates a session's connections when the session ends, which it
 * can do only to connections that signed in, and it refuses private channels to any other.
 */
import Echo, { type Broadcaster, type EchoOptions } from 'laravel-echo';
import Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler, UserAuthenticationHandler } from 'pusher-js';
import type { ResolvedConfig } from '@/config/load-config';
import { isApiError } from '@/lib/api';
import { authenticateUser, authorizeChannel } from './auth';
import { bindConnection, channelSubscribed, registeredChannels, type Receive } from './registry';
import {
  FAILED_AFTER_MS,
  pusherErrorCode,
  pusherErrorMessage,
  pusherErrorReason,
  redialDelay,
  statusFromPusherState,
} from './status';
import { setRealtimeStatus as setStatus, setSubscription, subscriptionStore } from './status-store';

export type PusherSettings = ResolvedConfig['pusher'];
type PrivateChannel = Broadcaster['pusher']['private'];
type Failure = { message: string; status?: number };

/**
 * Pusher's code for a connection that is not, or no longer, authorised: the server terminates an
 * ended session's connections with it (and refuses a sign-in it cannot accept).
 */
const SESSION_ENDED_CODE = 4009;

export interface RealtimeOptions {
  /**
   * The server terminated the connection: its session ended (a logout elsewhere, a revocation, a
   * blocked account), with the server's reason when it gave one. The connection stays closed; the app
   * asks who the user is now, so a 401 signs the user out and a blocked account shows its screen.
   */
  onTerminated?: (reason?: string) => void;
}

interface Connection {
  echo: Echo<'pusher'>;
  pusher: Pusher;
  channels: Map<string, PrivateChannel>;
  /** The last connection error's message, for the `failed` status. */
  lastError?: string;
  /** Authorisation failures by full channel name, so the subscription error can carry the HTTP status. */
  authFailures: Map<string, Failure>;
  /** Terminated by the server: never connected again, whoever asks. */
  terminated: boolean;
  /** While the connection is down: the next try, and since when it has been down. */
  redial: Redial | null;
  /** A try is under way: the states pusher-js passes through on the way are not news. */
  redialling: boolean;
  unbind: () => void;
}

interface Redial {
  attempt: number;
  timer?: ReturnType<typeof setTimeout>;
  /** Down for FAILED_AFTER_MS: the status says failed until the connection is back. */
  failed: boolean;
  failTimer: ReturnType<typeof setTimeout>;
}

/** What the channel authoriser needs of the sign-in, before the connection exists. */
interface SignIn {
  pusher: Pusher | null;
  /** Why the last sign-in failed, for the channels that then cannot be authorised. */
  failure?: Failure;
}

let connection: Connection | null = null;

const failureOf = (error: unknown): Failure => ({
  message: error instanceof Error ? error.message : String(error),
  status: isApiError(error) ? error.status : undefined,
});

/**
 * Pusher's user authentication through the API client, not pusher-js's own XHR: the same bearer
 * token, 15 s time-out, 401 handling and answer validation as every call.
 */
function userAuthenticator(signin: SignIn): UserAuthenticationHandler {
  return ({ socketId }, callback) => {
    authenticateUser(socketId).then(
      (data) => {
        signin.failure = undefined;
        callback(null, data);
      },
      (error: unknown) => {
        signin.failure = failureOf(error);
        callback(error instanceof Error ? error : new Error(signin.failure.message), null);
      },
    );
  };
}

/**
 * Channel authorisation through the API client, once the connection has signed in: the server
 * refuses a private subscription before (pusher-js itself waits so only for presence channels).
 */
function authorizer(signin: SignIn, failures: Connection['authFailures']): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    const fail = (failure: Failure, error?: unknown) => {
      failures.set(channelName, failure);
      callback(error instanceof Error ? error : new Error(failure.message), null);
    };
    void (async () => {
      const user = signin.pusher?.user;
      await user?.signinDonePromise;
      if (!user || user.user_data === null) {
        return fail(signin.failure ?? { message: 'The connection could not sign in.' });
      }
      try {
        const data = await authorizeChannel(socketId, channelName);
        failures.delete(channelName);
        callback(null, data);
      } catch (error) {
        fail(failureOf(error), error);
      }
    })();
  };
}

/** The Echo/pusher-js options for the runtime config's Pusher settings. */
export function echoOptions(
  settings: PusherSettings,
  authorize: ChannelAuthorizationHandler,
  authenticate: UserAuthenticationHandler,
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
    // The endpoint is named for laravel-echo's types only: the handler calls it through the API client.
    userAuthentication: { endpoint: '/broadcasting/user-auth', headers: {}, customHandler: authenticate },
  };
}

function attachChannel(conn: Connection, name: string): PrivateChannel {
  const existing = conn.channels.get(name);
  if (existing) return existing;
  const channel = conn.echo.private(name);
  conn.channels.set(name, channel);
  setSubscription(name, { state: 'subscribing' });
  // On every success, the first and each after a drop: what passed before it is fetched once.
  channel.subscribed(() => {
    setSubscription(name, { state: 'subscribed' });
    channelSubscribed(name);
  });
  channel.error((event: unknown) => {
    const failure = conn.authFailures.get(`private-${name}`);
    const error = failure?.message ?? pusherErrorMessage(event) ?? pusherErrorText(event);
    console.warn(`[realtime] subscription to ${name} failed`, error);
    setSubscription(name, { state: 'failed', error, status: failure?.status });
  });
  for (const [event, receive] of registeredChannels().get(name) ?? []) channel.listen(`.${event}`, receive);
  return channel;
}

/** pusher-js reports an authorisation failure as `{type: 'AuthError', error: message}`. */
function pusherErrorText(event: unknown): string {
  const text = (event as { error?: unknown } | null)?.error;
  return typeof text === 'string' && text ? text : 'Subscription failed';
}

/**
 * Opens the session's connection (closing any earlier one) and signs it in. With Pusher disabled in
 * the runtime config nothing opens: the status stays `disconnected` and features poll.
 */
export function connectRealtime(settings: PusherSettings, options: RealtimeOptions = {}): void {
  disconnectRealtime();
  if (!settings.enabled || !settings.key) return;
  const authFailures: Connection['authFailures'] = new Map();
  const signin: SignIn = { pusher: null };
  setStatus({ state: 'connecting' });
  let echo: Echo<'pusher'>;
  try {
    echo = new Echo(echoOptions(settings, authorizer(signin, authFailures), userAuthenticator(signin)));
  } catch (error) {
    // A config pusher-js rejects (a malformed key or host) is a failed connection, not a broken app.
    console.error('[realtime] could not create the connection', error);
    return setStatus(statusFromPusherState('failed', pusherErrorMessage(error)));
  }
  const pusher = echo.connector.pusher as Pusher;
  signin.pusher = pusher;
  // On every connect, before any channel is authorised (pusher-js signs in again after a reconnect).
  pusher.signin();
  const conn: Connection = {
    echo,
    pusher,
    channels: new Map(),
    authFailures,
    terminated: false,
    redial: null,
    redialling: false,
    unbind: () => {},
  };

  const onStateChange = ({ current }: { current: string }) => {
    if (conn.redialling) return;
    if (current === 'connected') {
      conn.lastError = undefined;
      stopRedialling(conn);
      return setStatus(statusFromPusherState(current));
    }
    markResubscribing(conn);
    // Trying (or given up for now, in pusher-js's words): the connection tries again on its own clock.
    if (current === 'connecting' || current === 'unavailable' || current === 'failed') {
      startRedialling(conn);
      return setStatus(downStatus(conn));
    }
    // Closed on purpose (ours, or a refusal pusher-js does not retry).
    stopRedialling(conn);
    setStatus(statusFromPusherState(current, conn.lastError));
  };
  const onError = (event: unknown) => {
    conn.lastError = pusherErrorMessage(event) ?? conn.lastError;
    console.warn('[realtime] connection error', conn.lastError ?? event);
    if (pusherErrorCode(event) === SESSION_ENDED_CODE)
      return terminated(conn, options, pusherErrorReason(event));
    if (conn.redial?.failed) setStatus(downStatus(conn));
  };
  pusher.connection.bind('state_change', onStateChange);
  pusher.connection.bind('error', onError);
  conn.unbind = () => {
    pusher.connection.unbind('state_change', onStateChange);
    pusher.connection.unbind('error', onError);
  };
  connection = conn;
  bindConnection({
    // A channel attached just now binds every event listened to on it, this one included.
    add: (channel, event, receive) => {
      const existing = conn.channels.get(channel);
      if (existing) existing.listen(`.${event}`, receive);
      else attachChannel(conn, channel);
    },
    remove: (channel, event, receive, last) => removeListener(conn, channel, event, receive, last),
    whisper: (channel, name, data) => {
      const joined = conn.channels.get(channel);
      if (!joined || subscriptionStore.get().channels[channel]?.state !== 'subscribed') return false;
      // A hint, never worth an error: a socket that is going away as it is sent may throw.
      try {
        joined.whisper(name, data);
      } catch (error) {
        console.warn(`[realtime] a whisper on ${channel} was not sent`, error);
      }
      return true;
    },
    // A reconnect is a disconnect, then a connect; pusher-js resubscribes every channel on connect.
    reconnect: () => {
      if (conn.terminated) return;
      pusher.disconnect();
      pusher.connect();
    },
  });
  for (const name of registeredChannels().keys()) attachChannel(conn, name);
  // pusher-js began its first try as Echo was made, before these listeners: follow it from here.
  onStateChange({ current: pusher.connection.state });
}

/** While down: trying again (connecting) until FAILED_AFTER_MS, then failed with the last reason. */
function downStatus(conn: Connection) {
  return conn.redial?.failed
    ? statusFromPusherState('failed', conn.lastError)
    : statusFromPusherState('connecting');
}

/**
 * The connection went (or never came): it is dialled again after 1 s, 2 s, 4 s, then every 5 s
 * (later every 20 s), each try a fresh start of pusher-js's strategy, until it is connected. Once down for FAILED_AFTER_MS,
 * it says it failed, and goes on trying.
 */
function startRedialling(conn: Connection) {
  if (conn.redial || conn.terminated) return;
  const next = () => {
    const redial = conn.redial;
    if (!redial) return;
    redial.timer = setTimeout(() => {
      redial.attempt += 1;
      conn.redialling = true;
      try {
        conn.pusher.disconnect();
        conn.pusher.connect();
      } finally {
        conn.redialling = false;
      }
      next();
    }, redialDelay(redial.attempt));
  };
  conn.redial = {
    attempt: 0,
    failed: false,
    failTimer: setTimeout(() => {
      if (!conn.redial) return;
      conn.redial.failed = true;
      setStatus(downStatus(conn));
    }, FAILED_AFTER_MS),
  };
  next();
}

function stopRedialling(conn: Connection) {
  if (!conn.redial) return;
  clearTimeout(conn.redial.timer);
  clearTimeout(conn.redial.failTimer);
  conn.redial = null;
}

/**
 * The server ended the session's connection (the error frame comes before the close, and both carry
 * the code: this runs once). pusher-js does not reconnect after such a close; nothing here does
 * either, and the channels say why they are gone.
 */
function terminated(conn: Connection, options: RealtimeOptions, reason?: string) {
  if (conn.terminated) return;
  conn.terminated = true;
  stopRedialling(conn);
  conn.pusher.disconnect();
  const error = conn.lastError ?? 'The session ended.';
  for (const name of conn.channels.keys()) setSubscription(name, { state: 'failed', error });
  options.onTerminated?.(reason);
}

function removeListener(conn: Connection, name: string, event: string, receive: Receive, last: boolean) {
  const channel = conn.channels.get(name);
  if (!channel) return;
  channel.stopListening(`.${event}`, receive);
  if (!last) return;
  conn.echo.leaveChannel(`private-${name}`);
  conn.channels.delete(name);
}

/** After a drop pusher-js resubscribes every channel by itself; until then they are not live. */
function markResubscribing(conn: Connection) {
  const { channels } = subscriptionStore.get();
  for (const name of conn.channels.keys()) {
    if (channels[name]?.state === 'subscribed') setSubscription(name, { state: 'resubscribing' });
  }
}

/** Closes the session's connection (sign-out, 401, another tab signing out). */
export function disconnectRealtime(): void {
  const conn = connection;
  connection = null;
  bindConnection(null);
  if (conn) {
    stopRedialling(conn);
    conn.unbind();
    conn.echo.disconnect();
  }
  subscriptionStore.set({ channels: {} });
  setStatus({ state: 'disconnected' });
}
