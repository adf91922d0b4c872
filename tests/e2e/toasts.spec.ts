import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForStart } from './fixtures';

/**
 * Toasts (issue 13): an error toast leaves with its cause or its screen, and no toast covers the
 * header's controls (logo, language, Log in, Logout) on a phone.
 */
const TAKEN = 'Email is already registered';
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(locator: Locator) {
  const found: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box && box.width > 0 && box.height > 0) found.push(box);
  }
  return found;
}

/** At each phone width, every shown toast is clear of every control in the page's top bar. */
async function expectToastsClearOfHeader(page: Page, widths = [390, 320]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    const controls = await boxes(page.locator('header').first().locator('a, button'));
    expect(controls.length, 'the header has controls to keep clear').toBeGreaterThan(0);
    // The stack follows the header on the next frame; wait for it rather than for a clock.
    await expect
      .poll(async () => {
        const shown = await boxes(toasts(page).locator(':scope > div'));
        expect(shown.length).toBeGreaterThan(0);
        return shown.flatMap((t) => controls.filter((c) => overlaps(t, c))).length;
      }, `toasts overlap the header's controls at ${width} px`)
      .toBe(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function signUpWith(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up now' }).click();
}

test('a refused email does not follow a new customer past sign-up, and toasts keep off the header', async ({
  page,
  backend: _b,
  shots,
}) => {
  await page.goto('/signup');
  await waitForStart(page);
  await page.getByLabel('Password', { exact: true }).fill('new-pass-1');
  await signUpWith(page, 'demo@example.com');
  await expect(toasts(page).getByText(TAKEN)).toBeVisible();
  await expectToastsClearOfHeader(page);
  await page.setViewportSize({ width: 320, height: 740 });
  await page.screenshot({ path: 'shots/toasts-01-signup-taken-320.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await shots('toasts-01-signup-taken');

  // Escape closes it; the same refusal again brings it back.
  await page.keyboard.press('Escape');
  await expect(toasts(page).getByText(TAKEN)).toBeHidden();
  await signUpWith(page, 'demo@example.com');
  await expect(toasts(page).getByText(TAKEN)).toBeVisible();

  // The customer fixes the address: the refusal goes with the success, on to the country step.
  await signUpWith(page, 'ada-toasts@example.com');
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await expect(toasts(page).getByText(TAKEN)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'I agree to the Privacy Policy and I am over 18.' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Phone number').fill('+44 20 7946 0958');
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Financial Profile', level: 1 })).toBeVisible();
  await expect(toasts(page).getByText(TAKEN)).toHaveCount(0);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(toasts(page).getByText(TAKEN)).toHaveCount(0);

  // In the signed-in frame a toast sits below the header, clear of the logo and Logout. The page's
  // clock is held while measuring, so the success toast cannot time out under the test.
  await page.goto('/main/verification');
  for (const [label, option] of [
    ['Employment status', 'Employed'],
    ['Annual income', '$50,000 to $100,000'],
    ['Net worth', '$25,000 to $100,000'],
    ['Source of funds', 'Salary'],
    ['Trading experience', 'None'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.clock.install();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(toasts(page).getByText('Financial profile saved.')).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
  await expectToastsClearOfHeader(page);
  await page.setViewportSize({ width: 320, height: 740 });
  await page.screenshot({ path: 'shots/toasts-02-frame-320.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await shots('toasts-02-frame');
});
