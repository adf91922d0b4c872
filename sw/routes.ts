/** Paths the server answers itself; a navigation there must not get the app shell. */
const serverPaths = [
  /^\/api\//,
  /^\/__demo\//,
  /^\/socket\.io\//,
  /^\/app\//,
  /^\/sw\.js$/,
  /^\/config\.json$/,
];

export function isAppNavigation(url: URL): boolean {
  return !serverPaths.some((p) => p.test(url.pathname));
}

export function isRuntimeConfig(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === '/config.json';
}

/** The web app manifest: the host builds it from the tenant's settings, which change at run time. */
export function isTenantManifest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === '/manifest.webmanifest';
}

/** A country flag (emitted under /assets/flags/ by vite.config.ts): hashed, so a cached copy never goes stale. */
export function isFlag(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/flags/') && url.pathname.endsWith('.svg');
}

/**
 * Where tapping a system notification goes: the app path it carries, if it is one (a same-origin
 * path the app routes), else the start page. The data came from the page, but a notification outlives
 * it: it is checked again here.
 */
export function notificationTarget(data: unknown, origin: string): string {
  const path = (data as { path?: unknown } | null | undefined)?.path;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return '/';
  try {
    const url = new URL(path, origin);
    return url.origin === origin && isAppNavigation(url) ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/** The build a page belongs to: its module entry script, whose name is hashed. Null when it has none. */
export function pageBuild(html: string): string | null {
  return /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? null;
}
