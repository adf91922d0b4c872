/**
 * The live price socket (socket.io at /socket.io): clients authenticate with `auth.key`, send
 * `subscribe:all`, and receive `data:update` with every asset's bid, ask and mid once per tick. The server's
 * send time rides as a second argument, so clients that take only the array are unaffected and
 * the bench can measure delivery lag. `markets:update` carries the instruments' markets: all of them
 * at `subscribe:all`, then those that opened, closed, were halted or resumed, at the tick they did.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { constantTimeEqual, type PriceEngine } from '../api';
import type { MarketWatch } from '../api/markets';

const ROOM = 'prices';

/**
 * Calls `tick` `hz` times a second on a fixed schedule. setInterval counts each period from the
 * previous (possibly late) callback, so a busy loop lowers the rate for good; here a late tick
 * shortens the next wait instead. A tick missed by more than a whole period is skipped, not
 * replayed in a burst of stale prices.
 */
export function steadyTicker(hz: number, tick: () => void): () => void {
  const period = 1000 / hz;
  let due = performance.now() + period;
  let timer: ReturnType<typeof setTimeout>;
  const run = () => {
    tick();
    const now = performance.now();
    due += period;
    if (due < now) due = now + period;
    timer = setTimeout(run, due - now);
  };
  timer = setTimeout(run, period);
  return () => clearTimeout(timer);
}

export interface PriceFeed {
  /** Closes every price socket and refuses new ones for `ms`. */
  drop(ms: number): void;
  /** Accepts connections again at once (a reset ends a drop). */
  restore(): void;
  close(): void;
}

export function createPriceFeed(
  httpServer: HttpServer,
  options: { key: string; prices: PriceEngine; markets: MarketWatch; hz: number },
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
      socket.emit('markets:update', options.markets.all());
    });
    socket.on('unsubscribe:all', () => void socket.leave(ROOM));
  });

  const stopTicking = steadyTicker(options.hz, () => {
    io.to(ROOM).emit('data:update', options.prices.tick(), Date.now());
    const changed = options.markets.changes();
    if (changed.length > 0) io.to(ROOM).emit('markets:update', changed);
  });

  const closeSockets = () => {
    // Closing the transport (not a socket.io disconnect) makes clients reconnect by themselves.
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  };

  return {
    restore() {
      refuseUntil = 0;
    },
    drop(ms) {
      refuseUntil = Date.now() + ms;
      closeSockets();
    },
    close() {
      stopTicking();
      closeSockets();
      io.engine.close();
    },
  };
}
