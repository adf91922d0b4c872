/**
 * The loopback Node host: one HTTP port serving the API, /config.json, the client, the
 * Pusher-protocol socket (/app/:key) and the price feed (/socket.io). Tests and the browser-test
 * setup start and stop it in-process.
 */
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { createBackend, type Backend, type BackendOptions } from '../api';
import { watchMarkets } from '../api/markets';
import { createDiskFileStorage } from './disk-file-storage';
import { createHostApp, isHostPath } from './host-app';
import { createPriceFeed } from './price-feed';
import { createPusherServer } from './pusher-server';
import { addHeadersToRawRefusal, securityHeaders } from './security-headers';
import { createWebPushSender, generateVapidKeys, loadVapidKeys } from './web-push';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_PRICE_FEED_KEY = 'demo-price-feed-key';
/** Whom the push services are told runs this server when the tenant names no contact. */
const DEFAULT_PUSH_CONTACT = 'support@example.com';

export interface StartServerOptions {
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** The built client; default `dist/`; null serves no client. Ignored with `dev`. */
  staticDir?: string | null;
  /** Serve the client through Vite's middleware (HMR) instead of dist/. */
  dev?: boolean;
  /** Mount /__demo/* (loopback callers only). Default true. */
  controls?: boolean;
  /** Price ticks per second (every asset moves once per tick). Default 2. */
  priceHz?: number;
  pusherSecret?: string;
  priceFeedKey?: string;
  /** Where customers reach this host, for the links the API hands out; default the address it listens on. */
  publicOrigin?: string;
  /**
   * Seed, clock, asset count, bulk customers and upload limits of the core (uploads are kept in a
   * temporary folder).
   */
  backend?: Omit<BackendOptions, 'controls' | 'pusherSecret' | 'fileStorage' | 'publicOrigin' | 'push'>;
  /**
   * Web Push: the VAPID key pair's file (made at the first start; without it, a pair made for this
   * start only) and the origins of push services beyond the browsers' (a test's, on loopback).
   */
  push?: { vapidFile?: string; extraOrigins?: readonly string[] };
}

export interface RunningServer {
  url: string;
  port: number;
  backend: Backend;
  /** The temporary folder uploads are written to; removed by close(). */
  uploadsDir: string;
  close(): Promise<void>;
}

async function createVite(server: ReturnType<typeof createServer>): Promise<ViteDevServer> {
  const { createServer: createViteServer } = await import('vite');
  return createViteServer({
    root: ROOT,
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
  });
}

/**
 * An answer sent before its request's body was read (a 413 judged by Content-Length, a 401 or a full
 * quota refused before an upload) says `Connection: close`. The listener drains such a body only
 * briefly and then drops the socket, so a client told keep-alive would send its next request on a
 * dead connection; told to close, it opens a new one.
 */
function closeWhenBodyUnread(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!request.complete && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

function formatUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const dev = options.dev ?? false;
  const priceFeedKey = options.priceFeedKey ?? DEFAULT_PRICE_FEED_KEY;
  const vapid = options.push?.vapidFile ? await loadVapidKeys(options.push.vapidFile) : generateVapidKeys();
  const fileStorage = await createDiskFileStorage();
  // Known once the server listens (port 0 picks one).
  let listeningOrigin = '';
  const backend = createBackend({
    ...options.backend,
    controls: options.controls ?? true,
    pusherSecret: options.pusherSecret,
    fileStorage,
    publicOrigin: () => options.publicOrigin ?? listeningOrigin,
    push: createWebPushSender({
      vapid,
      subject: () => `mailto:${backend.store.state.settings.contactEmail || DEFAULT_PUSH_CONTACT}`,
      extraOrigins: options.push?.extraOrigins,
    }),
  });
  const hostApp = createHostApp({
    backend,
    priceFeedKey,
    staticDir: dev ? null : options.staticDir === undefined ? `${ROOT}dist` : options.staticDir,
  });
  const honoListener = getRequestListener(hostApp.fetch);
  const headers = securityHeaders(dev);
  let vite: ViteDevServer | undefined;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    closeWhenBodyUnread(request, response);
    if (vite && !isHostPath(request.url ?? '/')) return vite.middlewares(request, response);
    void honoListener(request, response);
  });
  // Node closes an idle keep-alive connection after 5 s; a client (a proxy, a test's request context)
  // that reuses it at that moment gets 'socket hang up'. Idle connections are kept a minute instead,
  // longer than common clients and proxies keep theirs, so the client is the one that closes.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Upgraded sockets leave the HTTP server's bookkeeping; track them so close() ends everything.
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const pusher = createPusherServer({ credentials: backend.pusher, bus: backend.bus });
  server.on('upgrade', (request, socket, head) => pusher.handleUpgrade(request, socket, head));
  const priceFeed = createPriceFeed(server, {
    key: priceFeedKey,
    prices: backend.prices,
    markets: watchMarkets(backend.markets, backend.prices.assets),
    hz: options.priceHz ?? 2,
  });
  const unregisterDrop = backend.controls.onRealtimeDrop((ms) => {
    pusher.drop(ms);
    priceFeed.drop(ms);
  });
  const unregisterRestore = backend.controls.onReset(() => {
    pusher.restore();
    priceFeed.restore();
  });
  if (dev) vite = await createVite(server);
  // Set before anyone answers: socket.io takes the 'request' event over for /socket.io (it re-adds the
  // other listeners behind its own), and refused upgrades are written as raw HTTP onto the socket.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  });
  server.prependListener('upgrade', (_request: IncomingMessage, socket: Duplex) =>
    addHeadersToRawRefusal(socket, headers),
  );

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      void fileStorage.close();
      reject(error);
    };
    server.once('error', failed);
    server.listen(options.port ?? 4173, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4173);
  listeningOrigin = new URL(formatUrl(host, port)).origin;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      unregisterDrop();
      unregisterRestore();
      backend.dispose();
      pusher.close();
      priceFeed.close();
      await vite?.close();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await stopped;
      await fileStorage.close();
    })());

  return { url: formatUrl(host, port), port, backend, uploadsDir: fileStorage.dir, close };
}
