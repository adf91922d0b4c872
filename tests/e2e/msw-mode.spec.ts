import { test as base, expect } from '@playwright/test';
import { startMswPreview, type RunningServer } from './server';

/** The developer mode: the client alone, its API answered by msw inside our service worker. */
const test = base.extend<object, { preview: RunningServer }>({
  preview: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const preview = await startMswPreview();
      await use(preview);
      await preview.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  baseURL: async ({ preview }, use) => use(preview.url),
});

test('msw in the service worker answers the whole login flow with no backend running', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(controller).toMatch(/\/sw\.js$/);
});
