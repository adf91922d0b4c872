/**
 * Everything the Node host answers over plain HTTP: /config.json, the API, the loopback-only
 * test controls and (unless Vite serves the client in dev) the built client.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { DEMO_BASE, buildRuntimeConfig, type Backend } from '../contract';
import { isCrossSiteOrRebound, isLoopback } from './loopback';
import { staticRoutes } from './static-files';

export interface HostAppOptions {
  backend: Backend;
  priceFeedKey: string;
  /** The built client, or null when Vite (dev) or nobody serves it. */
  staticDir: string | null;
}

export function createHostApp({ backend, priceFeedKey, staticDir }: HostAppOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const config = buildRuntimeConfig({ pusherKey: backend.pusher.key, priceFeedKey, realtime: true });
  const toBackend = (c: Context<{ Bindings: HttpBindings }>) =>
    backend.app.fetch(c.req.raw, { clientAddress: c.env.incoming.socket.remoteAddress });

  app.get('/config.json', (c) => c.json(config, 200, { 'Cache-Control': 'no-cache' }));
  // All of /api/, so an unknown version gets the API's JSON 404 rather than the client's page.
  app.all('/api/*', (c) => toBackend(c));
  app.all(`${DEMO_BASE}/*`, (c) => {
    const allowed =
      backend.controls.enabled &&
      isLoopback(c.env.incoming.socket.remoteAddress) &&
      !isCrossSiteOrRebound(c.req.raw.headers);
    return allowed ? toBackend(c) : c.json({ message: 'Not found.' }, 404);
  });
  if (staticDir !== null) app.route('/', staticRoutes(staticDir));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** Paths the host app owns even when Vite serves everything else. */
export function isHostPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/config.json' || path.startsWith('/api/') || path.startsWith(`${DEMO_BASE}/`);
}
