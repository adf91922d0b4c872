/**
 * The live price socket (socket.io at /socket.io): clients authenticate with `auth.key`, send
 * `subscribe:all`, and receive `data:update` with every asset's price once per tick. The server's
 * send time rides as a second argument, so clients that take only the array are unaffected and
 * the bench can measure delivery lag.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { constantTimeEqual, type PriceEngine } from '../contract';

const ROOM = 'prices';

export interface PriceFeed {
  /** Closes every price socket and refuses new ones for `ms`. */
  drop(ms: number): void;
  close(): void;
}

export function createPriceFeed(
  httpServer: HttpServer,
  options: { key: string; prices: PriceEngine; hz: number },
): PriceFeed {
  let refuseUntil = 0;
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // Refused at the transport level, so clients treat it as an outage and keep reconnecting.
    allowRequest: (_request, callback) => callback(null, Date.now() >= refuseUntil),
  });

  io.use((socket, next) => {
    const key: unknown = socket.handshake.auth?.key;
    if (typeof key === 'string' && constantTimeEqual(key, options.key)) return next();
    next(new Error('A valid price feed key is required.'));
  });

  io.on('connection', (socket) => {
    socket.on('subscribe:all', () => {
      void socket.join(ROOM);
      // The first prices at once, not a tick later.
      socket.emit('data:update', options.prices.snapshot(), Date.now());
    });
    socket.on('unsubscribe:all', () => void socket.leave(ROOM));
  });

  const ticker = setInterval(() => {
    const updates = options.prices.tick();
    io.to(ROOM).emit('data:update', updates, Date.now());
  }, 1000 / options.hz);

  const closeSockets = () => {
    // Closing the transport (not a socket.io disconnect) makes clients reconnect by themselves.
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  };

  return {
    drop(ms) {
      refuseUntil = Date.now() + ms;
      closeSockets();
    },
    close() {
      clearInterval(ticker);
      closeSockets();
      io.engine.close();
    },
  };
}
