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

/** A country flag (emitted under /assets/flags/ by vite.config.ts): hashed, so a cached copy never goes stale. */
export function isFlag(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/flags/') && url.pathname.endsWith('.svg');
}
