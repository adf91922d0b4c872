import { APP_ICON, manifestIcon, tenantIcon } from './tenant-icon';

const ORIGIN = 'https://broker.example';

it("takes the manifest's first icon shown as it is, on this origin", () => {
  const tenant = {
    icons: [
      { src: '/uploads/harbour.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    ],
  };
  expect(manifestIcon(tenant, ORIGIN)).toBe('/uploads/harbour.svg');
  // No purpose is 'any'; a maskable one is drawn to be cropped.
  expect(
    manifestIcon({ icons: [{ src: 'maskable.png', purpose: 'maskable' }, { src: 'icons/a.png' }] }, ORIGIN),
  ).toBe('/icons/a.png');
  expect(manifestIcon({ icons: [{ src: '/b.png', purpose: 'monochrome any' }] }, ORIGIN)).toBe('/b.png');
});

it('takes nothing from another origin, nor from a manifest that names no icon', () => {
  for (const manifest of [
    { icons: [{ src: 'https://elsewhere.example/icon.png' }, { src: '//elsewhere.example/x.png' }] },
    { icons: [{ src: 42 }, null, { src: '' }] },
    { icons: 'icon.png' },
    {},
    null,
    'not json',
  ])
    expect(manifestIcon(manifest, ORIGIN)).toBeNull();
});

it("falls back to the app's icon when the manifest cannot be read", async () => {
  expect(await tenantIcon(() => Promise.resolve({ icons: [{ src: '/t.svg' }] }), ORIGIN)).toBe('/t.svg');
  expect(await tenantIcon(() => Promise.reject(new Error('offline')), ORIGIN)).toBe(APP_ICON);
  expect(await tenantIcon(() => Promise.resolve({}), ORIGIN)).toBe(APP_ICON);
});
