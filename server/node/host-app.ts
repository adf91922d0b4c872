/**
 * Everything the Node host answers over plain HTTP: /config.json, the API, the loopback-only
 * test controls and (unless Vite serves the client in dev) the built client.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_BASE, buildRuntimeConfig, type Backend } from '../api';
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
  if (staticDir !== null) {
    // Built per request: the tenant's settings change at run time. The built file is the base, read per
    // request as the page is, so a build replaced in place is served at once; without a usable file the
    // static routes serve or miss it as any other file.
    app.get('/manifest.webmanifest', async (c, next) => {
      const base = await readManifest(staticDir);
      if (base === null) return next();
      return c.json(tenantManifest(base, backend.store.state.settings), 200, {
        'Content-Type': 'application/manifest+json',
        'Cache-Control': 'no-cache',
      });
    });
    app.route(
      '/',
      staticRoutes(staticDir, (html) => fillShell(html, backend.store.state.settings)),
    );
  }
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** The built manifest, or null when there is none or it is not a JSON object. */
async function readManifest(staticDir: string): Promise<Record<string, unknown> | null> {
  const file = join(staticDir, 'manifest.webmanifest');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(text);
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
