/**
 * Everything the Node host answers over plain HTTP: /config.json, the API, the loopback-only
 * test controls and (unless Vite serves the client in dev) the built client.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_BASE, buildRuntimeConfig, type Backend } from '../contract';
import { isCrossSiteOrRebound, isLoopback } from './loopback';
import { fillShell } from './app-shell';
import { staticRoutes } from './static-files';
import { tenantManifest } from './tenant-manifest';

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
  const baseManifest = staticDir === null ? null : readManifest(staticDir);
  if (baseManifest !== null) {
    // Built per request: the tenant's settings change at run time. The file stays the base.
    app.get('/manifest.webmanifest', (c) =>
      c.json(tenantManifest(baseManifest, backend.store.state.settings), 200, {
        'Content-Type': 'application/manifest+json',
        'Cache-Control': 'no-cache',
      }),
    );
  }
  if (staticDir !== null)
    app.route(
      '/',
      staticRoutes(staticDir, (html) => fillShell(html, backend.store.state.settings)),
    );
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** The built manifest, or null (the static routes then serve or miss it as any other file). */
function readManifest(staticDir: string): Record<string, unknown> | null {
  const file = join(staticDir, 'manifest.webmanifest');
  if (!existsSync(file)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Reported below.
  }
  console.warn(`${file} is not a JSON object: serving it as it is, without the tenant's name.`);
  return null;
}

/** Paths the host app owns even when Vite serves everything else. */
export function isHostPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/config.json' || path.startsWith('/api/') || path.startsWith(`${DEMO_BASE}/`);
}
