/**
 * The icon a notification shows: the tenant's, as the web app manifest names it (the host builds the
 * manifest from the tenant's settings, its own icon first: server/node/tenant-manifest.ts), else the
 * app's own. Used by the service worker for pushes and by the page for what it shows while hidden.
 */

export const APP_ICON = '/icons/icon-192.png';

/**
 * The manifest's first icon a system may show as it is (purpose 'any': a maskable one is drawn to be
 * cropped), on this origin only (a notification's icon is fetched by the browser); null when none is.
 */
export function manifestIcon(manifest: unknown, origin: string): string | null {
  const icons = (manifest as { icons?: unknown } | null | undefined)?.icons;
  if (!Array.isArray(icons)) return null;
  for (const icon of icons) {
    const { src, purpose } = (icon ?? {}) as { src?: unknown; purpose?: unknown };
    if (typeof src !== 'string' || src === '') continue;
    if (typeof purpose === 'string' && !purpose.split(/\s+/).includes('any')) continue;
    try {
      const url = new URL(src, `${origin}/manifest.webmanifest`);
      if (url.origin === origin) return `${url.pathname}${url.search}`;
    } catch {
      // Not a URL: the next one, or the app's icon.
    }
  }
  return null;
}

/** The tenant's icon from the manifest `read` answers; the app's own when it cannot be read. Never throws. */
export async function tenantIcon(read: () => Promise<unknown>, origin: string): Promise<string> {
  try {
    return manifestIcon(await read(), origin) ?? APP_ICON;
  } catch {
    return APP_ICON;
  }
}
