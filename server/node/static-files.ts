/**
 * The built client: hashed assets cached for a year, the entry points always revalidated, and
 * index.html for any other page a browser asks for (the client routes it).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, sep } from 'node:path';
import { inlineStyleHashes } from './app-shell';
import { contentSecurityPolicy } from './security-headers';

/** Files whose name never changes between builds, so a stale copy would pin an old version. */
const ENTRY_POINTS = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Source maps stay on the build machine for debugging; served, they would publish our sources. */
const SOURCE_MAP = /\.map$/i;

export function cacheControlFor(root: string, servedFile: string): string {
  // The precompressed sibling (sw.js.br) is cached like the file it stands for (sw.js).
  const file = servedFile.replace(/\.(br|gz)$/, '');
  if (file.startsWith(join(root, 'assets') + sep)) return IMMUTABLE;
  if (ENTRY_POINTS.has(basename(file)) || file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** serveStatic decodes the path before it looks for a file, so the guard judges the same name. */
function decodedPath(c: Context): string {
  try {
    return decodeURIComponent(c.req.path);
  } catch {
    return c.req.path;
  }
}

function acceptsHtml(c: Context): boolean {
  return (c.req.header('Accept') ?? '').includes('text/html');
}

/**
 * `shell` turns the built index.html into the page this host serves (app-shell.ts). The file is read
 * for each request: a deploy that replaces the build in place is served at once.
 */
export function staticRoutes(root: string, shell: (html: string) => string = (html) => html): Hono {
  const routes = new Hono();
  if (!existsSync(join(root, 'index.html'))) {
    console.warn(`No built client in ${root}: run \`npm run build\` (or start with --dev).`);
    routes.get('*', (c) => c.text('The client is not built yet: run `npm run build`.', 503));
    return routes;
  }
  routes.use('*', async (c, next) => {
    if (SOURCE_MAP.test(decodedPath(c))) return c.notFound();
    await next();
  });
  const indexHtml = async (c: Context) => {
    const page = shell(await readFile(join(root, 'index.html'), 'utf8'));
    return c.html(page, 200, {
      'Cache-Control': cacheControlFor(root, join(root, 'index.html')),
      'Content-Security-Policy': contentSecurityPolicy(false, inlineStyleHashes(page)),
    });
  };
  // The page itself, by name too: the worker precaches it as /index.html.
  routes.get('/', indexHtml);
  routes.get('/index.html', indexHtml);
  const onFound = (file: string, c: Context) => void c.header('Cache-Control', cacheControlFor(root, file));
  // Uses .br/.gz siblings when a build emits them.
  routes.use('*', serveStatic({ root, onFound, precompressed: true }));
  routes.use('*', (c, next) => (acceptsHtml(c) ? indexHtml(c) : next()));
  return routes;
}
