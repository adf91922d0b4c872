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

/** What a push shows: its title, text, tag (one per kind: a newer notice of a kind replaces the older) and the app path a tap opens. */
export interface PushNotice {
  title: string;
  body: string;
  tag: string;
  path: string;
  /** The unread count for the app icon, or null when the push did not carry one. */
  badge: number | null;
}

const PUSH_KINDS = new Set(['support', 'broker', 'price_alert', 'margin', 'security']);
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;

/**
 * The notice a push's payload (`{title, body, kind, url, badge}`, checked here as any answer is) shows.
 * A push always shows one, even one that cannot be read: a browser takes a push that shows nothing
 * as a reason to end the subscription (Safari does, after a few). Its text is shown as text by the
 * system, never as markup.
 */
export function pushNotice(
  data: unknown,
  origin: string,
  fallback: { title: string; body: string },
): PushNotice {
  const payload = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const title = text(payload.title, 200);
  const kind = typeof payload.kind === 'string' && PUSH_KINDS.has(payload.kind) ? payload.kind : null;
  if (title === null || kind === null) return { ...fallback, tag: 'push', path: '/', badge: null };
  const badge = payload.badge;
  return {
    title,
    body: text(payload.body, 500) ?? '',
    tag: `push-${kind}`,
    path: notificationTarget({ path: payload.url }, origin),
    badge: typeof badge === 'number' && Number.isSafeInteger(badge) && badge >= 0 ? badge : null,
  };
}
