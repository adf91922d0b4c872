/**
 * The light and the dark theme: the system's choice, from the static loading screen on; the device's
 * own choice in Settings, kept over a reload; and the tenant's accent readable in both, measured on
 * the page as drawn (a link on the surface, the text of a primary button on it).
 */
import type { Page } from '@playwright/test';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { expect, shotAt, test, waitForStart } from './fixtures';

extend([a11yPlugin]);

/** The computed colours of the page's background, the log-in button and the forgot-password link. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const style = (el: Element | null) => (el ? getComputedStyle(el) : null);
    const button = style(document.querySelector('form button[type="submit"]'));
    const link = style(
      [...document.querySelectorAll('a')].find((a) => a.textContent === 'Forgot password?') ?? null,
    );
    return {
      page: getComputedStyle(document.body).backgroundColor,
      button: button && { text: button.color, background: button.backgroundColor },
      link: link?.color ?? null,
    };
  });

const isDark = (colour: string) => colord(colour).isDark();

/** The login's brand panel, on a desktop: its text on the tenant's accent. */
async function expectReadablePanel(page: Page) {
  const panel = page.getByRole('complementary');
  await expect(panel).toBeVisible();
  const drawn = await panel.evaluate((el) => ({
    text: getComputedStyle(el).color,
    background: getComputedStyle(el).backgroundColor,
  }));
  expect(colord(drawn.text).contrast(drawn.background)).toBeGreaterThanOrEqual(4.5);
}

async function expectReadableAccent(page: Page) {
  const drawn = await colours(page);
  expect(colord(drawn.link!).contrast(drawn.page)).toBeGreaterThanOrEqual(4.5);
  expect(colord(drawn.button!.text).contrast(drawn.button!.background)).toBeGreaterThanOrEqual(4.5);
  return drawn;
}

test('the system dark theme: from the static loading screen on, with the accent readable', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // No script arrives: what shows is the HTML and its inlined styles alone.
  await page.route(/\.js($|\?)/, () => {});
  // Not to 'load', which the scripts held back never let come.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByText('Loading market data...')).toBeVisible();
  expect(isDark(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBe(true);
  await page.unroute(/\.js($|\?)/);

  await page.goto('/');
  await waitForStart(page);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const drawn = await expectReadableAccent(page);
  expect(isDark(drawn.page)).toBe(true);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await shotAt(page, 'theme-dark-login', width);
  }
  await expectReadablePanel(page);
});

test('the light theme keeps the accent readable too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForStart(page);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(isDark((await expectReadableAccent(page)).page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectReadablePanel(page);
});

test("a scheme chosen in Settings wins over the system's, on this device, over a reload", async ({
  page,
  signIn,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn('demo@example.com');
  await page.goto('/main/settings');
  const schemes = page.getByRole('group', { name: 'Colour scheme on this device' });
  await expect(schemes.getByRole('radio', { name: "The system's" })).toBeChecked({ timeout: 15_000 });
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(isDark(await background())).toBe(true);

  await schemes.getByRole('radio', { name: 'Light' }).check();
  await expect.poll(async () => isDark(await background())).toBe(false);
  await page.reload();
  await expect(schemes.getByRole('radio', { name: 'Light' })).toBeChecked({ timeout: 15_000 });
  expect(isDark(await background())).toBe(false);

  await page.emulateMedia({ colorScheme: 'light' });
  await schemes.getByRole('radio', { name: 'Dark' }).check();
  await expect.poll(async () => isDark(await background())).toBe(true);
  await page.goto('/main/dashboard');
  await expect(page.getByRole('list', { name: 'Trading accounts' })).toBeVisible({ timeout: 15_000 });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shotAt(page, 'theme-dark-dashboard', width);
  }
  await page.goto('/main/settings');
  await schemes.getByRole('radio', { name: "The system's" }).check();
  await expect.poll(async () => isDark(await background())).toBe(false);
});
