import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { isImageType } from '../domain/files';
import { notFound } from '../http/errors';

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileRoutes(core: Core) {
  const routes = new Hono<AppEnv>();

  /** No bearer token: the long random id is the capability (an <img> cannot send headers). */
  routes.get('/files/:id', (c) => {
    const found = core.files.get(c.req.param('id'));
    if (!found) throw notFound();
    const { meta: file, body } = found;
    // Streamed from the storage: a large file never sits in memory whole.
    return c.body(body, 200, {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Content-Disposition': disposition(isImageType(file.type) ? 'inline' : 'attachment', file.name),
      'X-Content-Type-Options': 'nosniff',
      // Even if a browser were talked into rendering a file as a page, it gets no origin and no scripts.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      'Cache-Control': 'private, max-age=86400',
    });
  });

  return routes;
}
