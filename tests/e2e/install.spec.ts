/**
 * Installing the app: Chromium's `beforeinstallprompt` offer (sent here by the test, as the browser
 * would once it judges the app installable) and iOS's Share-menu hint, both put away for good.
 */
import type { Page } from '@playwright/test';
import { expect, shotAt, test } from './fixtures';

/** Fires the browser's install offer; the dialog's answer is `outcome`. Resolves to a prompt counter. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const prompted = { count: 0 };
    Object.assign(window, { __prompted: prompted });
    Object.assign(event, {
      prompt: () => {
        prompted.count++;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
  return () => page.evaluate(() => (window as unknown as { __prompted: { count: number } }).__prompted.count);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Install the app' });

test("the install offer opens the browser's dialog, and once put away it stays away", async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await expect(banner(page)).toHaveCount(0);

  let prompted = await offerInstall(page, 'accepted');
  await expect(banner(page)).toBeVisible();
  await shotAt(page, '37-install-offer', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shotAt(page, '37-install-offer', 1280);
  await banner(page).getByRole('button', { name: 'Install app' }).click();
  expect(await prompted()).toBe(1);
  // Installed: the offer goes, and Settings says so.
  await expect(banner(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await offerInstall(page, 'dismissed');
  await banner(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page)).toHaveCount(0);
  // Put away for good: a later offer, after a reload, shows only in Settings.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  prompted = await offerInstall(page, 'accepted');
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Install the app' })).toBeVisible();
  await page.getByRole('button', { name: 'Install app' }).click();
  expect(await prompted()).toBe(1);
  await expect(page.getByText('The app is installed on this device.')).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test("the offer explains the Share menu's 'Add to Home Screen'", async ({ page, backend: _b, signIn }) => {
    await signIn('demo@example.com');
    await page.goto('/main/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    await expect(banner(page)).toContainText("On iPhone and iPad: tap Share, then 'Add to Home Screen'.");
    await shotAt(page, '37-install-ios', 390);
    await banner(page).getByRole('button', { name: 'Dismiss' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    await expect(banner(page)).toHaveCount(0);
  });
});
