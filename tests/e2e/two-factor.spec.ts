/**
 * Two-factor in Chromium against the reference server, the codes computed by the test from the key
 * the page shows, as an authenticator app would: turned on in Settings (pictured at 390 and 1280 px),
 * a withdrawal then asks for a code first ('Confirm it is you'), and after a logout the login asks for
 * a code after the password.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSidewaysScroll,
  startSignedIn,
  test,
  USER_AGENTS,
  wholePageShot,
} from './fixtures';

const KENJI = 'kenji@example.com';
const PERIOD_MS = 30_000;

// A real browser's user agent, so the sessions and the login history in the shots name a device.
test.use({ userAgent: USER_AGENTS.windowsChrome });

/**
 * An authenticator app for `secret`. The server accepts a code of one step either side of now, each
 * step once and only after the last accepted one; so each code is of the next step the server still
 * takes, and when none is left the app waits for the clock's next step, as a person would.
 */
function authenticator(secret: string) {
  let lastStep = -Infinity;
  return async function nextCode(page: Page): Promise<string> {
    for (;;) {
      const now = Date.now();
      // Two seconds of margin: the code must still be in the window when the server reads it.
      const step = Math.max(lastStep + 1, Math.floor((now + 2_000) / PERIOD_MS) - 1);
      if (step <= Math.floor(now / PERIOD_MS) + 1) {
        lastStep = step;
        return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
      }
      await page.waitForTimeout((Math.floor(now / PERIOD_MS) + 1) * PERIOD_MS - now + 100);
    }
  };
}

async function turnOn(page: Page) {
  await page.goto('/main/settings');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent())!;
  return { card, secret, nextCode: authenticator(secret) };
}

test('two-factor turned on from Settings: a withdrawal asks for a code, and so does the next login', async ({
  page,
  backend,
}) => {
  test.setTimeout(120_000);
  await startSignedIn(page, backend, KENJI, { userAgent: USER_AGENTS.windowsChrome });
  const { card, secret, nextCode } = await turnOn(page);
  expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
  // On a phone the tab bar stays over the page's bottom edge: the code field, scrolled into view
  // from the top of the page as the browser does for a field below it, stops above the bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const field = card.getByLabel('Code from the app');
  await field.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  const tabBar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  const box = (await field.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await card.screenshot({ path: `shots/settings-two-factor-setup-${width}.png` });
  }

  await card.getByLabel('Code from the app').fill(await nextCode(page));
  await card.getByRole('button', { name: 'Confirm' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await card.screenshot({ path: `shots/settings-two-factor-codes-${width}.png` });
  }
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('10 recovery codes left.')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await wholePageShot(page, 'settings-security-two-factor-on');
  }

  // The password that signed this session in no longer proves enough: the withdrawal asks for a code.
  await page.goto('/main/withdrawal');
  await expect(page.getByText('Available to withdraw')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Amount (USD)').fill('100');
  await page.getByLabel('Wallet address').fill('bc1qexampleexampleexampleexample0000');
  await page.getByLabel('Network').fill('Bitcoin');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Authentication code')).toBeFocused();
  await page.screenshot({ path: `shots/step-up-dialog-${page.viewportSize()!.width}.png` });
  await dialog.getByLabel('Authentication code').fill(await nextCode(page));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your withdrawal request was sent.')).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(KENJI);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await code.fill(await nextCode(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard$/, { timeout: 15_000 });
});
