import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { Backend, expect, shotAt, startSignedIn, test } from './fixtures';
import { startAppServer } from './server';

/** A second build of the same sources: a new version as a deployment would bring it. */
const NEXT_BUILD = resolve('test-results/build-next');

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(300_000);
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', NEXT_BUILD], {
    stdio: 'ignore',
  });
});

/** The offer, in the notifications region (its words are also in a screen reader's live region). */
const offer = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByText('A new version of the app is ready.');

const buildOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.build);

test("a new version: 'Update' loads it once, and another open tab moves to it at its next navigation", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The host serves this folder: it holds this version first, then the next one.
  const site = mkdtempSync(join(tmpdir(), 'broker-site-'));
  cpSync('dist', site, { recursive: true });
  const server = await startAppServer({ staticDir: site });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await startSignedIn(context, new Backend(context.request, server.url), 'demo@example.com', {
      keep: true,
    });

    const first = await context.newPage();
    await first.goto(`${server.url}/main/dashboard`);
    await expect(first.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const before = await buildOf(first);
    expect(before).toBeTruthy();
    const second = await context.newPage();
    await second.goto(`${server.url}/main/dashboard`);
    await expect(second.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });

    // The deployment: the next version replaces this one on the host.
    rmSync(site, { recursive: true, force: true });
    cpSync(NEXT_BUILD, site, { recursive: true });
    // Coming back to the screen looks for a new version.
    await first.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(offer(first)).toBeVisible({ timeout: 30_000 });
    // Nothing is blocked while it waits: the app still works.
    await first.getByRole('link', { name: 'Settings' }).click();
    await expect(first.getByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(await buildOf(first)).toBe(before);
    await shotAt(first, '36-update-offer', 1280);
    await first.setViewportSize({ width: 390, height: 844 });
    await shotAt(first, '36-update-offer', 390);

    let loads = 0;
    first.on('load', () => loads++);
    const reloaded = first.waitForEvent('load');
    await first.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    await expect(first.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
    const after = await buildOf(first);
    expect(after).not.toBe(before);
    await expect(offer(first)).toBeHidden();
    // Once, and never again: the new version has no waiting worker to offer. Once the new worker
    // controls the page and a fresh look for an update has found nothing, nothing is left that could
    // load the page again.
    await expect
      .poll(() =>
        first.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration?.update();
          return (
            navigator.serviceWorker.controller?.state === 'activated' &&
            registration?.waiting === null &&
            registration?.installing === null
          );
        }),
      )
      .toBe(true);
    expect(loads).toBe(1);

    // The other tab ran the old code under the new worker until its next navigation loaded the new one.
    expect(await buildOf(second)).toBe(before);
    const loaded = second.waitForEvent('load');
    await second.getByRole('link', { name: 'Settings' }).click();
    await loaded;
    await expect(second.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
    expect(await buildOf(second)).toBe(after);
  } finally {
    await context.close();
    await server.stop();
    rmSync(site, { recursive: true, force: true });
  }
});
