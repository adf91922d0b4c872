import { expect, expectNoSidewaysScroll, shotAt, test, waitForStart } from './fixtures';

/**
 * A tenant's name and maintenance message are whatever the broker typed: long, and with no place to
 * break. On a phone they must wrap or be cut short, never widen the page or push Logout off screen.
 */
const longName = 'Northwind'.padEnd(60, 'MarketsGlobalHoldings');
// No space or hyphen anywhere: nothing the browser would break a line at by itself.
const longMessage = 'ScheduledMaintenanceOfTheTradingPlatform'.repeat(13).slice(0, 500);
const widths = [320, 390] as const;

test.beforeEach(async ({ backend }) => {
  expect(longName).toHaveLength(60);
  expect(longMessage).toHaveLength(500);
  // No logo, so the name itself is shown wherever the brand goes.
  await backend.settings({ name: longName, logo: null });
});

for (const width of widths) {
  test(`a ${width}px phone: the loading screen and the login page fit a 60-character name`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    // The loading bar waits on the page's clock, so the screen stays put while it is measured.
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByText('Loading market data...')).toBeVisible({ timeout: 15_000 });
    // The login page is built behind the bar, hidden: only the bar's copy of the name is on screen.
    await expect(page.getByText(longName).filter({ visible: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shotAt(page, '20-long-name-loading', width);

    await page.clock.resume();
    await waitForStart(page);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    // In the header, cut short so that the language and 'Sign up' stay on screen beside it.
    const brand = page.getByRole('banner').getByRole('link', { name: longName });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute('title', longName);
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByRole('button', { name: 'Language: EN' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Log in' })).toBeInViewport({ ratio: 1 });
    await shotAt(page, '21-long-name-login', width);
  });

  test(`a ${width}px phone: the sign-up page fits a 60-character name`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await page.goto('/signup');
    await waitForStart(page);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeInViewport({ ratio: 1 });
    await shotAt(page, '22-long-name-signup', width);
  });

  test(`a ${width}px phone: the maintenance screen wraps a 500-character message`, async ({
    page,
    backend,
  }) => {
    await backend.settings({ status: 'disabled', maintenanceMessage: longMessage });
    await page.setViewportSize({ width, height: 720 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Site Temporarily Disabled' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(longMessage)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('button', { name: 'Check Status' })).toBeVisible();
    await shotAt(page, '23-long-maintenance-message', width);
  });

  test(`a ${width}px phone: the dashboard header cuts the name short and keeps Logout on screen`, async ({
    page,
    signIn,
  }) => {
    await signIn('demo@example.com');
    await page.setViewportSize({ width, height: 720 });
    await page.goto('/main/dashboard');
    await waitForStart(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Cut short on screen, whole for anyone who hovers it or reads it with a screen reader.
    const brand = page.getByRole('link', { name: longName });
    await expect(brand).toHaveAttribute('title', longName);
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
    await shotAt(page, '24-long-name-dashboard', width);
  });
}

test('the desktop brand panel and header fit a 60-character name', async ({ page, signIn, shots }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForStart(page);
  await expect(page.locator('aside')).toContainText(longName);
  await expectNoSidewaysScroll(page);
  await shots('25-long-name-login');
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  await shots('26-long-name-dashboard');
});
