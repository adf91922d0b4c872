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
