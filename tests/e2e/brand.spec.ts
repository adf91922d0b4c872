import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, SHOTS_DIR, test, waitForStart } from './fixtures';

const WIDTHS = [320, 390, 1280] as const;

/** Saves the page at 320, 390 and 1280 px wide as shots/brand-<name>-<width>.png. */
async function shotsAt(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 760 });
    await page.screenshot({ path: `${SHOTS_DIR}/brand-${name}-${width}.png` });
  }
  if (original) await page.setViewportSize(original);
}

/** Whether an image has loaded and decoded to something with a size. */
const rendered = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

async function reachCountryStep(page: Page, email: string) {
  await page.goto('/signup');
  await waitForStart(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('new-pass-1');
  await page.getByRole('button', { name: 'Sign up now' }).click();
  await expect(page).toHaveURL(/\/register\/country-residence$/);
}

test.describe('country step', () => {
  test('flags are SVG files that render, fetched one by one as they are shown', async ({
    page,
    backend: _b,
  }) => {
    const flagTypes = new Map<string, string>();
    page.on('response', (response) => {
      if (response.url().includes('/assets/flags/'))
        flagTypes.set(new URL(response.url()).pathname, response.headers()['content-type'] ?? '');
    });
    await reachCountryStep(page, 'flags@example.com');
    const residence = page.getByRole('combobox', { name: 'Country of Residence' });
    await expect(residence).toHaveText('United States');
    await expect(residence.locator('img')).toHaveAttribute('src', /\/assets\/flags\/us-[\w-]+\.svg$/);
    await expect.poll(() => rendered(residence.locator('img'))).toBe(true);
    await expect.poll(() => flagTypes.size).toBeGreaterThan(0);
    // Both selects show the United States: one file, not all 46.
    expect([...flagTypes.keys()]).toEqual([expect.stringMatching(/\/assets\/flags\/us-/)]);
    expect([...flagTypes.values()]).toEqual([expect.stringMatching(/^image\/svg\+xml\b/)]);

    await residence.click();
    const search = page.getByRole('combobox', { name: 'Search Country of Residence' });
    await search.fill('kingdom');
    const listbox = page.getByRole('listbox', { name: 'Country of Residence' });
    await expect(listbox.getByRole('option')).toHaveCount(1);
    await shotsAt(page, 'country-search');
    await listbox.getByRole('option', { name: 'United Kingdom' }).click();
    await expect(residence).toHaveText('United Kingdom');
    await expect(residence.locator('img')).toHaveAttribute('src', /\/assets\/flags\/gb-[\w-]+\.svg$/);
    await expect.poll(() => rendered(residence.locator('img'))).toBe(true);
    const gb = [...flagTypes.entries()].find(([path]) => path.includes('/gb-'));
    expect(gb?.[1]).toMatch(/^image\/svg\+xml\b/);
    expect(flagTypes.size).toBeLessThan(46);
  });

  test("'Privacy Policy' opens the tenant's website in a new tab", async ({ page, backend: _b }) => {
    await reachCountryStep(page, 'privacy@example.com');
    const link = page.getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('href', 'https://example.com/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(
      page.getByRole('checkbox', { name: 'I agree to the Privacy Policy and I am over 18.' }),
    ).not.toBeChecked();
    await shotsAt(page, 'country-step');
  });
});

test.describe('brand', () => {
  test('the login page shows the tenant logo; its brand panel promises only what exists', async ({
    page,
    backend: _b,
  }) => {
    await page.goto('/');
    await waitForStart(page);
    const logo = page.getByRole('img', { name: 'Northwind Markets home' });
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // A phone shows the card alone, in the frame of the other public screens.
    const panel = page.getByRole('complementary');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('region', { name: 'Risk warning' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Northwind Markets')).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveText([
      'Open an account in a few minutes',
      'Live prices and your trades at a glance',
      'Identity verification from your phone',
      'Your balance and trading accounts in one place',
      'Support in the app when you need it',
    ]);
    // Beside the card, not above or below it.
    const card = page.getByRole('main');
    const [panelBox, cardBox] = [await panel.boundingBox(), await card.boundingBox()];
    expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(cardBox!.x);
    expect(Math.abs(panelBox!.y - cardBox!.y)).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel).toBeHidden();
    await shotsAt(page, 'login');
  });

  test('the basic login is the card alone, centred on a desktop', async ({ page, backend: _b }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?type=basic');
    await waitForStart(page);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('aside')).toHaveCount(0);
    const box = await page.getByRole('main').getByRole('form', { name: 'Log in' }).boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs(box!.x + box!.width / 2 - 640)).toBeLessThanOrEqual(4);
    await shotsAt(page, 'login-basic');
  });

  test("the manifest's background colour is the app's, so the install splash does not flash", async ({
    page,
    request,
    backend: _b,
  }) => {
    await page.goto('/');
    await waitForStart(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href!)).json()) as { background_color: string };
    const hex = manifest.background_color.toLowerCase();
    const rgb = `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb);
  });

  test('social sign-up says it is not offered, and pressing it goes nowhere', async ({
    page,
    backend: _b,
  }) => {
    await page.goto('/signup');
    await waitForStart(page);
    const google = page.getByRole('button', { name: 'Sign up with Google' });
    await expect(google).toHaveAttribute('aria-disabled', 'true');
    await expect(
      page.getByText('Signing up with Google, Apple or LinkedIn is not offered. Sign up with your email.'),
    ).toBeVisible();
    await google.click({ force: true });
    await expect(page).toHaveURL(/\/signup$/);
    await shotsAt(page, 'signup');
  });
});
