/**
 * index.html as the host serves it. The build's page carries a static loading screen (see index.html);
 * the host knows the tenant, so it writes the tenant's name onto that screen and into the title, and
 * its accent into the theme colour and the screen's colour, before the page leaves: the first paint is
 * already the tenant's, with no script run. The worker precaches the page as served, so an installed
 * app opens offline on the name it last had.
 *
 * The page's inline styles (the build inlines the loading screen's CSS; the accent added here) are
 * allowed by their hashes in the page's own Content-Security-Policy: no other inline style applies.
 */
import { createHash } from 'node:crypto';

export interface ShellTenant {
  name?: string | null;
  accent_color?: string | null;
}

/** The empty name line of index.html's static loading screen. */
const NAME_SLOT = '<p class="bk-start-name"></p>';
const TITLE = /<title>[^<]*<\/title>/;
const THEME_COLOR = /(<meta name="theme-color" content=")[^"]*(")/;
const STYLE = /<style>([\s\S]*?)<\/style>/g;
/** The theme's accent variable (src/styles/theme.css.ts: fixed names, `--bk-…`). */
const ACCENT_VAR = '--bk-color-accent';

/**
 * The tenant's accent as the host writes it into a page or the manifest: only a plain `#rrggbb`
 * (the settings schema checks the same, but the host does not trust what reaches it).
 */
export function isHexColor(color: string | null | undefined): color is string {
  return typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The tenant's text as HTML text: whatever the broker typed, it stays text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** The page with the tenant's name and accent in place; a page without the slots is left as it is. */
export function fillShell(html: string, tenant: ShellTenant | null | undefined): string {
  let page = html;
  // Control characters have no place in a name (the settings refuse them); parsers would drop them.
  const name = tenant?.name?.replace(/\p{Cc}/gu, ' ').trim();
  if (name) {
    const text = escapeHtml(name);
    // Replacer functions throughout: the name is inserted as it is, never read as a `$&` pattern.
    page = page.replace(NAME_SLOT, () => NAME_SLOT.replace('></p>', () => `>${text}</p>`));
    page = page.replace(TITLE, () => `<title>${text}</title>`);
  }
  const accent = tenant?.accent_color;
  if (isHexColor(accent)) {
    page = page.replace(THEME_COLOR, (_all, before: string, after: string) => `${before}${accent}${after}`);
    page = page.replace('</head>', () => `<style>:root{${ACCENT_VAR}:${accent}}</style></head>`);
  }
  return page;
}

/** CSP sources (`'sha256-…'`) for each inline <style> of the page, exactly as written. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(STYLE)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css!, 'utf8').digest('base64')}'`,
  );
}
