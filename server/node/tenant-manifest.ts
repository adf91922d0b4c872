/**
 * The web app manifest as the tenant brands it. The static manifest in dist/ names the demo broker;
 * an installed app shows the manifest's name, short name and colour on the home screen and in the
 * task switcher, so the host fills those from the tenant's settings on every request (they change at
 * run time) and keeps the static file as the base for everything else.
 */
import type { Settings } from '@contract/schemas';
import { isHexColor } from './app-shell';

/** What a launcher shows under the icon without cutting it off. */
const SHORT_NAME_MAX = 12;
const ORIGIN = 'https://tenant.invalid';

/** Counts characters, not UTF-16 units, so a name is never cut inside an emoji. */
const chars = (text: string) => Array.from(text);

export function shortNameOf(name: string): string {
  if (chars(name).length <= SHORT_NAME_MAX) return name;
  const firstWord = name.split(/\s+/)[0] ?? '';
  if (firstWord !== '' && chars(firstWord).length <= SHORT_NAME_MAX) return firstWord;
  return chars(name).slice(0, SHORT_NAME_MAX).join('').trim();
}

/**
 * The favicon as a manifest icon, only when it is an SVG on our own origin: the manifest's icons are
 * fetched by the browser and shown by the OS, so a tenant setting must not point them elsewhere.
 * Backslashes and control characters are refused too: URL parsing reads `/\x` and `/<tab>/x` as `//x`.
 */
export function sameOriginSvg(favicon: string | null | undefined): string | null {
  if (typeof favicon !== 'string' || !favicon.startsWith('/') || favicon.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(favicon) || !/\.svg$/i.test(favicon)) return null;
  try {
    return new URL(favicon, ORIGIN).origin === ORIGIN ? favicon : null;
  } catch {
    return null;
  }
}

export function tenantManifest(base: Record<string, unknown>, settings: Settings): Record<string, unknown> {
  const manifest: Record<string, unknown> = { ...base };
  const name = typeof settings.name === 'string' ? settings.name.trim() : '';
  if (name !== '') {
    manifest.name = name;
    manifest.short_name = shortNameOf(name);
  }
  if (isHexColor(settings.accent_color)) {
    manifest.theme_color = settings.accent_color;
  }
  const svg = sameOriginSvg(settings.favicon);
  if (svg !== null) {
    // The PNGs stay after it, for the platforms and install checks that want a sized raster icon
    // (and Android's maskable one).
    const baseIcons = Array.isArray(base.icons) ? (base.icons as unknown[]) : [];
    const others = baseIcons.filter((icon) => (icon as { src?: unknown } | null)?.src !== svg);
    manifest.icons = [{ src: svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }, ...others];
  }
  return manifest;
}
