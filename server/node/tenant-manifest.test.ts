/** The web app manifest the host builds from the static one and the tenant's settings. */
import type { Settings } from '@contract/schemas';
import { sameOriginSvg, shortNameOf, tenantManifest } from './tenant-manifest';

const PNG_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const base: Record<string, unknown> = {
  name: 'Northwind Markets',
  short_name: 'Markets',
  id: '/',
  start_url: '/main/dashboard',
  scope: '/',
  display: 'standalone',
  background_color: '#f4f6f9',
  theme_color: '#0f766e',
  icons: PNG_ICONS,
};

const settings = (changes: Partial<Settings> = {}): Settings => ({
  status: 'active',
  name: 'Harbour Trading Group',
  must_verify_account: true,
  logo: null,
  favicon: null,
  accent_color: null,
  ...changes,
});

const SVG_ICON = { src: '/icons/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' };

it("takes the tenant's name, a short name and its accent colour, and keeps the rest of the base", () => {
  const manifest = tenantManifest(base, settings({ accent_color: '#1d4ed8' }));
  expect(manifest).toEqual({
    ...base,
    name: 'Harbour Trading Group',
    short_name: 'Harbour',
    theme_color: '#1d4ed8',
  });
  // The base is the shared copy read at start: never changed.
  expect(base.name).toBe('Northwind Markets');
});

it.each([
  ['Acme', 'Acme'],
  ['  Acme Brokers  ', 'Acme Brokers'],
  ['Twelve Chars', 'Twelve Chars'],
  ['Harbour Trading Group', 'Harbour'],
  ['Supercalifragilistic Brokers', 'Supercalifra'],
  ['Northwestern Capital', 'Northwestern'],
  ['ABCDEFGHIJK L and more', 'ABCDEFGHIJK'],
  ['Börse 📈📈📈📈📈📈 Markets', 'Börse'],
  ['📈📈📈📈📈📈📈📈📈📈📈📈📈📈', '📈📈📈📈📈📈📈📈📈📈📈📈'],
])('names %j for short as %j', (name, short) => {
  const manifest = tenantManifest(base, settings({ name }));
  expect(manifest.name).toBe(name.trim());
  expect(manifest.short_name).toBe(short);
  expect(Array.from(short).length).toBeLessThanOrEqual(12);
});

it('cuts a long first word at 12 characters without leaving a trailing space', () => {
  expect(shortNameOf('Trustworthy  x')).toBe('Trustworthy');
  expect(shortNameOf('Abcdefghijklm nop')).toBe('Abcdefghijkl');
});

it.each(['', '   ', '\n\t'])("keeps the base's names when the tenant's name is blank (%j)", (name) => {
  const manifest = tenantManifest(base, settings({ name }));
  expect(manifest.name).toBe('Northwind Markets');
  expect(manifest.short_name).toBe('Markets');
});

it.each([null, undefined])("keeps the base's theme colour when the accent is %s", (accent_color) => {
  expect(tenantManifest(base, settings({ accent_color })).theme_color).toBe('#0f766e');
});

it("ignores an accent that is not a plain hex colour (the schema's rule, checked again)", () => {
  const accent_color = 'red;background:url(x)' as unknown as Settings['accent_color'];
  expect(tenantManifest(base, settings({ accent_color })).theme_color).toBe('#0f766e');
});

it('puts a same-origin SVG favicon first and keeps the PNG icons after it', () => {
  const manifest = tenantManifest(base, settings({ favicon: '/icons/favicon.svg' }));
  expect(manifest.icons).toEqual([SVG_ICON, ...PNG_ICONS]);
  expect(base.icons).toEqual(PNG_ICONS);
});

it('does not list the favicon twice when the base already has it', () => {
  const manifest = tenantManifest(
    { ...base, icons: [SVG_ICON, ...PNG_ICONS] },
    settings({ favicon: '/icons/favicon.svg' }),
  );
  expect(manifest.icons).toEqual([SVG_ICON, ...PNG_ICONS]);
});

it.each([
  'javascript:alert(1)//x.svg',
  '//evil.example/x.svg',
  'https://evil.example/x.svg',
  '/\\evil.example/x.svg',
  '/\t/evil.example/x.svg',
  '/\n/evil.example/x.svg',
  'data:image/svg+xml,<svg/>.svg',
  'icons/favicon.svg',
  '/icons/favicon.png',
  '/icons/favicon.ico',
  '',
  null,
  undefined,
])('ignores the favicon %j: the base icons stay as they are', (favicon) => {
  expect(sameOriginSvg(favicon)).toBeNull();
  expect(tenantManifest(base, settings({ favicon })).icons).toEqual(PNG_ICONS);
});

it('round-trips a name with markup and quotes exactly through JSON', () => {
  const name = `</script><img src=x onerror="alert('x')"> & "Co" \\ \u2028`;
  const body = JSON.stringify(tenantManifest(base, settings({ name })));
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed.name).toBe(name.trim());
  expect(parsed.short_name).toBe('</script><im');
});
