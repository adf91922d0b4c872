/**
 * A Pusher-protocol (v7) server on `ws`, enough for pusher-js and laravel-echo: connection
 * handshake, ping/pong, user sign-in (`pusher:signin`, signed by /broadcasting/user-auth), public and
 * private channel subscriptions (private ones checked against the same HMAC /broadcasting/auth
 * signs), forwarding of the core's bus events, client events between the members of a private channel
 * (laravel-echo's whisper), and Pusher's 'terminate user connections' when a session ends.
 *
 * Sessions and connections. Each session signs in as its own Pusher user id (`<user>.<session>`, see
 * realtimeUser), so the end of one session closes that session's connections only. Beyond what the
 * hosted service checks, private channels need a signed-in connection, and the API's bus notices say
 * which session asked for each signature: a connection may use only those its own session asked for,
 * and none of an ended session. Terminating a session's connections therefore leaves nothing of it
 * subscribed anywhere, and what it was given before its end is refused after.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  channelSignature,
  constantTimeEqual,
  USER_SIGNIN,
  userSignature,
  type AccessNotice,
  type Bus,
  type PusherCredentials,
} from '../api';
import type { SessionEndReason } from '@contract/schemas/predicates';

const APP_PATH = /^\/app\/([^/?]+)/;
/** Seconds of silence after which pusher-js pings (it is told this in the handshake). */
const ACTIVITY_TIMEOUT_S = 120;
/** Sockets that answer no ws ping within this period are dead (phones that lost the network). */
const LIVENESS_MS = 30_000;
const MAX_MESSAGE_BYTES = 64 * 1024;
/** A client needs a handful (chat, user, trade, notification); the cap keeps one socket from hoarding memory. */
const MAX_CHANNELS_PER_CONNECTION = 100;
/** Signatures the API made for one socket and not yet used; the oldest go first past this many. */
const MAX_GRANTS_PER_CONNECTION = 2 * MAX_CHANNELS_PER_CONNECTION;
/**
 * Pusher's code for a connection that is not (or no longer) authorised: hosted Pusher closes a
 * terminated user's connections with it, and pusher-js does not reconnect after a close in 4000-4099.
 */
const UNAUTHORIZED_CODE = 4009;
/** Pusher's channel of events sent to one signed-in user; only that user's connections may join it. */
const SERVER_TO_USER = '#server-to-user-';
/** What realtimeUser() makes: the user's id, a dot, the session's id. */
const REALTIME_USER = /^\d+\.[\w-]+$/;
/**
 * The client events the app sends (a whisper of `typing` is `client-typing`). Hosted Pusher lets an
 * app send any; this server takes only those it knows, so a channel cannot carry anything else.
 */
const CLIENT_EVENTS = new Set(['client-typing']);
/** Hosted Pusher's limits on client events: 10 a second per connection, 10 KB of data each. */
const CLIENT_EVENTS_PER_SECOND = 10;
const MAX_CLIENT_EVENT_BYTES = 10 * 1024;
/** Pusher's error code for a client event over the rate limit. */
const RATE_LIMITED_CODE = 4301;

interface Connection {
  ws: WebSocket;
  socketId: string;
  channels: Set<string>;
  alive: boolean;
  /** The Pusher user id this connection signed in as (one session), once `pusher:signin` succeeded. */
  user?: string;
  /**
   * What the API signed for this socket (a private channel, or USER_SIGNIN) -> the Pusher user id of
   * the session that asked. A grant of an ended session is dropped.
   */
  grants: Map<string, string>;
  /** Being closed for an ended session: it gets nothing more. */
  ending: boolean;
  /** When its client events of the last second were sent, for the rate limit. */
  clientEventTimes: number[];
}

type ClientEvent = { event?: unknown; channel?: unknown; data?: unknown };

export interface PusherServer {
  /** Takes `/app/:key` upgrades; answers false for paths that belong to someone else. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Closes every connection abruptly and refuses new ones for `ms`, like a network outage. */
  drop(ms: number): void;
  /** Accepts connections again at once (a reset ends a drop). */
  restore(): void;
  close(): void;
}

function randomSocketId(): string {
  const part = () => Math.floor(Math.random() * 1e9);
  return `${part()}.${part()}`;
}

function send(ws: WebSocket, message: { event: string; channel?: string; data: unknown }): void {
  if (ws.readyState !== ws.OPEN) return;
  // Pusher sends `data` as a JSON string inside the JSON frame.
  ws.send(JSON.stringify({ ...message, data: JSON.stringify(message.data) }));
}

/** `reason`: why a session ended, beside Pusher's code and message (the client tells the user). */
function sendError(ws: WebSocket, message: string, code: number | null = null, reason?: string): void {
  send(ws, { event: 'pusher:error', data: { code, message, ...(reason === undefined ? {} : { reason }) } });
}

/** The Pusher user id inside a sign-in's `user_data`, or undefined when it names none of ours. */
function userIdOf(userData: string): string | undefined {
  try {
    const id = (JSON.parse(userData) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && REALTIME_USER.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export function createPusherServer(options: { credentials: PusherCredentials; bus: Bus }): PusherServer {
  const { credentials } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Set<Connection>();
  const bySocketId = new Map<string, Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  let refuseUntil = 0;

  const leave = (connection: Connection, channel: string) => {
    connection.channels.delete(channel);
    const members = subscribers.get(channel);
    members?.delete(connection);
    if (members?.size === 0) subscribers.delete(channel);
  };

  /**
   * Pusher's 'terminate user connections': the error says why, the close code tells pusher-js not to
   * reconnect. Its channels go at once, not when the client answers the close.
   */
  const terminate = (connection: Connection, message: string, reason?: SessionEndReason) => {
    if (connection.ending) return;
    connection.ending = true;
    for (const channel of [...connection.channels]) leave(connection, channel);
    connection.grants.clear();
    sendError(connection.ws, message, UNAUTHORIZED_CODE, reason);
    connection.ws.close(UNAUTHORIZED_CODE, 'Unauthorized');
  };

  const signin = async (connection: Connection, data: unknown) => {
    const { auth, user_data: userData } = (data ?? {}) as { auth?: unknown; user_data?: unknown };
    if (connection.user !== undefined)
      return sendError(connection.ws, 'This connection is signed in already.');
    if (typeof auth !== 'string' || typeof userData !== 'string') {
      return terminate(connection, 'A sign-in needs auth and user_data.');
    }
    const expected = await userSignature(credentials, connection.socketId, userData);
    if (connection.ending || !connections.has(connection)) return;
    if (connection.user !== undefined)
      return sendError(connection.ws, 'This connection is signed in already.');
    if (!constantTimeEqual(auth, expected))
      return terminate(connection, 'Invalid signature for the sign-in.');
    const user = userIdOf(userData);
    if (user === undefined) return terminate(connection, 'The sign-in names no user.');
    // Checked after the await: the session may have ended while the signature was being checked.
    if (connection.grants.get(USER_SIGNIN) !== user) {
      return terminate(connection, 'The session of this sign-in has ended.');
    }
    connection.grants.delete(USER_SIGNIN);
    connection.user = user;
    send(connection.ws, { event: 'pusher:signin_success', data: { user_data: userData } });
  };

  const subscribe = async (connection: Connection, data: unknown) => {
    const { channel, auth } = (data ?? {}) as { channel?: unknown; auth?: unknown };
    if (typeof channel !== 'string' || channel === '')
      return sendError(connection.ws, 'A channel name is required.');
    if (channel.startsWith('presence-'))
      return sendError(connection.ws, 'Presence channels are not supported.');
    if (connection.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
      return sendError(connection.ws, 'Too many channels on one connection.');
    }
    const ownServerChannel =
      connection.user !== undefined && channel === `${SERVER_TO_USER}${connection.user}`;
    if (channel.startsWith('#') && !ownServerChannel) {
      return sendError(connection.ws, `Only the signed-in user may join ${channel}.`);
    }
    if (channel.startsWith('private-')) {
      if (connection.user === undefined) {
        return sendError(connection.ws, `Sign in before subscribing to ${channel}.`);
      }
      const expected = await channelSignature(credentials, connection.socketId, channel);
      // The socket may have gone, or its session ended, while the signature was being checked.
      if (connection.ending || !connections.has(connection)) return;
      if (typeof auth !== 'string' || !constantTimeEqual(auth, expected)) {
        return sendError(connection.ws, `Invalid signature for channel ${channel}.`);
      }
      if (connection.grants.get(channel) !== connection.user) {
        return sendError(connection.ws, `The authorisation for ${channel} was not given to this session.`);
      }
    }
    connection.channels.add(channel);
    subscribers.set(channel, (subscribers.get(channel) ?? new Set()).add(connection));
    send(connection.ws, { event: 'pusher_internal:subscription_succeeded', channel, data: {} });
  };

  /**
   * A client event, as hosted Pusher takes one: on a private channel the connection has joined, at
   * most 10 a second, passed to the channel's other members, never back to its sender. As on hosted
   * Pusher's private channels, it says nothing of who sent it: only members can, and what it claims
   * of its sender is a hint between them, never a fact the server vouches for.
   */
  const clientEvent = (connection: Connection, message: ClientEvent & { event: string }) => {
    const { channel, data } = message;
    if (typeof channel !== 'string' || !channel.startsWith('private-')) {
      return sendError(connection.ws, 'Client events are only supported on private channels.');
    }
    if (!connection.channels.has(channel) || connection.user === undefined) {
      return sendError(connection.ws, `Client event rejected: not subscribed to ${channel}.`);
    }
    if (!CLIENT_EVENTS.has(message.event)) {
      return sendError(connection.ws, `Client event ${message.event} is not enabled for this app.`);
    }
    const now = Date.now();
    const recent = connection.clientEventTimes.filter((time) => now - time < 1000);
    if (recent.length >= CLIENT_EVENTS_PER_SECOND) {
      connection.clientEventTimes = recent;
      return sendError(
        connection.ws,
        `Client event rejected: no more than ${CLIENT_EVENTS_PER_SECOND} a second.`,
        RATE_LIMITED_CODE,
      );
    }
    recent.push(now);
    connection.clientEventTimes = recent;
    if (JSON.stringify(data ?? null).length > MAX_CLIENT_EVENT_BYTES) {
      return sendError(connection.ws, 'Client event rejected: its data is larger than 10 KB.');
    }
    // The data goes on as the sender sent it, as hosted Pusher passes a client event on: encoded once,
    // with the frame. (Its own events carry `data` as a JSON string; pusher-js reads either.)
    const frame = JSON.stringify({ event: message.event, channel, data });
    for (const member of subscribers.get(channel) ?? []) {
      if (member !== connection && !member.ending && member.ws.readyState === member.ws.OPEN)
        member.ws.send(frame);
    }
  };

  const onMessage = (connection: Connection, raw: string) => {
    if (connection.ending) return;
    let message: ClientEvent;
    try {
      message = JSON.parse(raw) as ClientEvent;
    } catch {
      return sendError(connection.ws, 'Messages must be JSON.');
    }
    if (message === null || typeof message !== 'object')
      return sendError(connection.ws, 'Messages must be objects.');
    switch (message.event) {
      case 'pusher:ping':
        return send(connection.ws, { event: 'pusher:pong', data: {} });
      case 'pusher:signin':
        return void signin(connection, message.data);
      case 'pusher:subscribe':
        return void subscribe(connection, message.data);
      case 'pusher:unsubscribe': {
        const channel = (message.data as { channel?: unknown } | undefined)?.channel;
        if (typeof channel === 'string') leave(connection, channel);
        return;
      }
      default:
        if (typeof message.event === 'string' && message.event.startsWith('client-')) {
          return clientEvent(connection, message as ClientEvent & { event: string });
        }
    }
  };

  const onConnection = (ws: WebSocket, key: string) => {
    if (key !== credentials.key) {
      sendError(ws, `App key ${key} does not exist.`, 4001);
      return ws.close(4001, 'Unknown app key');
    }
    const connection: Connection = {
      ws,
      socketId: randomSocketId(),
      channels: new Set(),
      alive: true,
      grants: new Map(),
      ending: false,
      clientEventTimes: [],
    };
    connections.add(connection);
    bySocketId.set(connection.socketId, connection);
    ws.on('pong', () => (connection.alive = true));
    ws.on('message', (data, isBinary) => {
      connection.alive = true;
      if (!isBinary) onMessage(connection, data.toString());
    });
    ws.on('close', () => {
      connections.delete(connection);
      bySocketId.delete(connection.socketId);
      for (const channel of [...connection.channels]) leave(connection, channel);
    });
    ws.on('error', () => ws.terminate());
    send(ws, {
      event: 'pusher:connection_established',
      data: { socket_id: connection.socketId, activity_timeout: ACTIVITY_TIMEOUT_S },
    });
  };

  const onAccess = (notice: AccessNotice) => {
    if (notice.kind === 'signed') {
      // Signatures for sockets that are not open here can never be used: nothing is kept for them.
      const connection = bySocketId.get(notice.socketId);
      if (!connection || connection.ending) return;
      connection.grants.delete(notice.grant);
      connection.grants.set(notice.grant, notice.user);
      if (connection.grants.size > MAX_GRANTS_PER_CONNECTION) {
        connection.grants.delete(connection.grants.keys().next().value!);
      }
      return;
    }
    const ended = new Set(notice.users);
    for (const connection of connections) {
      if (connection.user !== undefined && ended.has(connection.user)) {
        terminate(connection, 'The session ended.', notice.reason);
        continue;
      }
      for (const [grant, user] of connection.grants) if (ended.has(user)) connection.grants.delete(grant);
    }
  };

  const unsubscribeBus = options.bus.subscribe(({ channel, event, data }) => {
    for (const connection of subscribers.get(channel) ?? []) send(connection.ws, { event, channel, data });
  });
  const unsubscribeAccess = options.bus.onAccess(onAccess);

  const liveness = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  }, LIVENESS_MS);
  liveness.unref();

  const terminateAll = () => {
    for (const connection of connections) connection.ws.terminate();
  };

  return {
    handleUpgrade(request, socket, head) {
      const key = APP_PATH.exec(request.url ?? '')?.[1];
      if (key === undefined) return false;
      if (Date.now() < refuseUntil) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
      wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, key));
      return true;
    },
    restore() {
      refuseUntil = 0;
    },
    drop(ms) {
      refuseUntil = Date.now() + ms;
      terminateAll();
    },
    close() {
      clearInterval(liveness);
      unsubscribeBus();
      unsubscribeAccess();
      terminateAll();
      wss.close();
    },
  };
}
