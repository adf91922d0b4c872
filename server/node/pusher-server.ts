/**
 * A Pusher-protocol (v7) server on `ws`, enough for pusher-js and laravel-echo: connection
 * handshake, ping/pong, public and private channel subscriptions (private ones checked against
 * the same HMAC /broadcasting/auth signs), and forwarding of the core's bus events.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { channelSignature, constantTimeEqual, type Bus, type PusherCredentials } from '../contract';

const APP_PATH = /^\/app\/([^/?]+)/;
/** Seconds of silence after which pusher-js pings (it is told this in the handshake). */
const ACTIVITY_TIMEOUT_S = 120;
/** Sockets that answer no ws ping within this period are dead (phones that lost the network). */
const LIVENESS_MS = 30_000;
const MAX_MESSAGE_BYTES = 64 * 1024;
/** A client needs a handful (chat, user, trade, notification); the cap keeps one socket from hoarding memory. */
const MAX_CHANNELS_PER_CONNECTION = 100;

interface Connection {
  ws: WebSocket;
  socketId: string;
  channels: Set<string>;
  alive: boolean;
}

type ClientEvent = { event?: unknown; data?: unknown };

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

function sendError(ws: WebSocket, message: string, code: number | null = null): void {
  send(ws, { event: 'pusher:error', data: { code, message } });
}

export function createPusherServer(options: { credentials: PusherCredentials; bus: Bus }): PusherServer {
  const { credentials } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Set<Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  let refuseUntil = 0;

  const leave = (connection: Connection, channel: string) => {
    connection.channels.delete(channel);
    const members = subscribers.get(channel);
    members?.delete(connection);
    if (members?.size === 0) subscribers.delete(channel);
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
    if (channel.startsWith('private-')) {
      const expected = await channelSignature(credentials, connection.socketId, channel);
      if (typeof auth !== 'string' || !constantTimeEqual(auth, expected)) {
        return sendError(connection.ws, `Invalid signature for channel ${channel}.`);
      }
      // The socket may have gone while the signature was being checked.
      if (!connections.has(connection)) return;
    }
    connection.channels.add(channel);
    subscribers.set(channel, (subscribers.get(channel) ?? new Set()).add(connection));
    send(connection.ws, { event: 'pusher_internal:subscription_succeeded', channel, data: {} });
  };

  const onMessage = (connection: Connection, raw: string) => {
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
      case 'pusher:subscribe':
        return void subscribe(connection, message.data);
      case 'pusher:unsubscribe': {
        const channel = (message.data as { channel?: unknown } | undefined)?.channel;
        if (typeof channel === 'string') leave(connection, channel);
        return;
      }
      default:
        if (typeof message.event === 'string' && message.event.startsWith('client-')) {
          return sendError(connection.ws, 'Client events are not enabled for this app.');
        }
    }
  };

  const onConnection = (ws: WebSocket, key: string) => {
    if (key !== credentials.key) {
      sendError(ws, `App key ${key} does not exist.`, 4001);
      return ws.close(4001, 'Unknown app key');
    }
    const connection: Connection = { ws, socketId: randomSocketId(), channels: new Set(), alive: true };
    connections.add(connection);
    ws.on('pong', () => (connection.alive = true));
    ws.on('message', (data, isBinary) => {
      connection.alive = true;
      if (!isBinary) onMessage(connection, data.toString());
    });
    ws.on('close', () => {
      connections.delete(connection);
      for (const channel of [...connection.channels]) leave(connection, channel);
    });
    ws.on('error', () => ws.terminate());
    send(ws, {
      event: 'pusher:connection_established',
      data: { socket_id: connection.socketId, activity_timeout: ACTIVITY_TIMEOUT_S },
    });
  };

  const unsubscribeBus = options.bus.subscribe(({ channel, event, data }) => {
    for (const connection of subscribers.get(channel) ?? []) send(connection.ws, { event, channel, data });
  });

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
      terminateAll();
      wss.close();
    },
  };
}
