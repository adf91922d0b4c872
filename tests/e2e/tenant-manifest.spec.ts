/**
 * The web app manifest carries the tenant's name and colour (the host builds it from the settings),
 * and Chromium still judges the app installable with it.
 */
import { expect, test } from './fixtures';

test('the manifest names the tenant, and Chromium can still install the app', async ({
  backend,
  baseURL,
  launchOptions,
  playwright,
}) => {
  await backend.settings({ name: 'Harbour Trading Group', accent_color: '#1d4ed8' });
  // Chromium never offers to install from an incognito profile, and Playwright's own contexts are
  // incognito: a persistent one (in a fresh temporary profile) is a browser as a customer has it.
  const context = await playwright.chromium.launchPersistentContext('', {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();

    const served = await page.evaluate(async (url) => {
      const response = await fetch(url, { cache: 'no-store' });
      return { type: response.headers.get('Content-Type'), manifest: (await response.json()) as unknown };
    }, href!);
    expect(served.type).toBe('application/manifest+json');
    expect(served.manifest).toMatchObject({
      name: 'Harbour Trading Group',
      short_name: 'Harbour',
      theme_color: '#1d4ed8',
    });

    const cdp = await page.context().newCDPSession(page);
    // Active means installed: the worker is part of what Chromium checks.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const described = installabilityErrors.map((e) =>
      [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '),
    );
    expect(described).toEqual([]);
    // The copy Chromium itself read for the page, not only what a fetch gets.
    const { data, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      name: 'Harbour Trading Group',
      short_name: 'Harbour',
      theme_color: '#1d4ed8',
    });

    // Renamed after the app was installed: the worker fetches the manifest fresh, it never keeps
    // the name the app was installed with.
    await backend.settings({ name: 'Renamed Brokers' });
    await page.reload();
    await expect
      .poll(async () => JSON.parse((await cdp.send('Page.getAppManifest')).data ?? '{}') as unknown, {
        timeout: 15_000,
      })
      .toMatchObject({ name: 'Renamed Brokers', short_name: 'Renamed' });
  } finally {
    await context.close();
  }
});
