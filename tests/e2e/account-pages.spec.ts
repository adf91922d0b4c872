/**
 * The account pages on the reference server, as a customer uses them: the active account, phone and
 * address, a rejected document sent again, savings moves, a new password, an auto-trader whose trade
 * reaches the dashboard, and signing out everywhere. Each page is shot at 390×844 and 1280×800 and
 * checked for sideways scrolling at 320 px.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectNoSidewaysScroll, shotAt, startSignedIn, test } from './fixtures';

/** Opens a signed-in page and waits for its heading. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Shots at the phone and desktop sizes, and no sideways scrolling on the narrowest phone. */
async function shootPage(page: Page, name: string) {
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page, `${name} at 320px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shotAt(page, name, 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shotAt(page, name, 1280);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('Accounts: the demo account becomes the active one, every screen follows, and money pages send back to live', async ({
  page,
  backend,
}) => {
  // The stored session is put in place once, so the choice of account outlives the reloads below.
  await startSignedIn(page, backend, 'demo@example.com', { keep: true });
  await open(page, '/main/accounts', 'Accounts');
  const accounts = page.getByRole('list', { name: 'Trading accounts' }).getByRole('listitem');
  await expect(accounts).toHaveCount(2);
  await expect(accounts.first()).toContainText('Live');
  await expect(accounts.first()).toHaveAttribute('aria-current', 'true');
  // The header names the live account at every width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Live account NW-100001, change account' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Live account NW-100001, change account' })).toBeVisible();
  await shootPage(page, 'acct-accounts');
  const demo = accounts.filter({ hasText: 'Demo' });
  await demo.getByRole('button', { name: /^Use / }).click();
  await expect(demo).toHaveAttribute('aria-current', 'true');
  await expect(accounts.first()).not.toHaveAttribute('aria-current', 'true');
  expect(
    await page.evaluate(
      () => JSON.parse(localStorage.getItem('user-storage') ?? '{}').state?.selectedAccountIndex,
    ),
  ).toBe(1);
  // The header names the demo account on every screen, on a phone too.
  const badge = page.getByRole('button', {
    name: /^Demo account NW-900001\b.*Practice money, change account$/,
  });
  await expect(badge).toBeVisible();

  // The dashboard follows: its account switch, its summary in the demo's euros, its trades.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const onDashboard = page.getByRole('list', { name: 'Trading accounts' }).getByRole('button');
  await expect(onDashboard.nth(1)).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(onDashboard.first()).toHaveAttribute('aria-pressed', 'false');
  const summary = page.getByRole('region', { name: 'Account summary' });
  await expect(summary.getByText(/^€/).first()).toBeVisible({ timeout: 15_000 });
  await expect(summary.getByText('$10,000.00')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Open trades' }).getByRole('listitem')).toHaveCount(3);
  await shootPage(page, 'acct-demo-dashboard');

  // /trading lists the demo's positions too.
  await page.goto('/trading');
  await expect(page.getByRole('list', { name: 'Open trades' }).getByRole('listitem')).toHaveCount(3, {
    timeout: 15_000,
  });
  await expect(badge).toBeVisible();

  // Withdrawal moves real money: it names the live account and offers the way back.
  await open(page, '/main/withdrawal', 'Withdrawal');
  await expect(page.getByText('Your demo account is chosen')).toBeVisible();
  await expect(page.getByLabel(/Amount/)).toHaveCount(0);
  await shootPage(page, 'acct-demo-withdrawal');
  await page.getByRole('button', { name: 'Use live account NW-100001' }).click();
  await expect(page.getByLabel(/Amount/).first()).toBeVisible({ timeout: 15_000 });
  await expect(badge).toHaveCount(0);
});

test('Personal information: phone and address are saved and still there after a reload', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('kenji@example.com');
  await open(page, '/main/personal', 'Personal information');
  await expect(page.getByText('kenji@example.com')).toBeVisible();
  await page.getByLabel('Phone').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Enter the phone number with its country code, such as +44 20 7946 0000.'),
  ).toBeVisible();
  await shootPage(page, 'acct-personal-error');
  await page.getByLabel('Phone').fill('+81 3 1234 5678');
  await page.getByLabel('Address', { exact: true }).fill('1-2-3 Shibuya');
  await page.getByLabel('City').fill('Tokyo');
  await page.getByLabel('Postal code').fill('150-0002');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your phone and address were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('+81312345678', { timeout: 15_000 });
  await expect(page.getByLabel('City')).toHaveValue('Tokyo');
  await shootPage(page, 'acct-personal');
});

test('Verification: a rejected document says why, and a new one goes to review', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('maria@example.com');
  await open(page, '/main/verification', 'Verification');
  const documents = page.getByRole('list', { name: 'Your documents' });
  await expect(documents).toContainText('Rejected');
  await expect(documents).toContainText('The photo is blurred. Upload a sharper one.');
  await expect(
    page.getByText('Your document was rejected: send a new one in the ID Check step above.'),
  ).toBeVisible();
  await shootPage(page, 'acct-verification-rejected');
  // One form to send it with: the ID Check step, open again.
  await expect(page.getByRole('combobox', { name: 'Document type' })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Passport', exact: true }).click();
  await page.getByLabel('Document file').setInputFiles({
    name: 'passport-sharp.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 32)]),
  });
  await page.getByRole('button', { name: 'Upload document' }).click();
  // The list follows at once, and the ID Check step is done again.
  await expect(
    page.getByRole('list', { name: 'Your documents' }).getByRole('listitem').first(),
  ).toContainText('Pending review', { timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: 'Document type' })).toHaveCount(0);
  await expect(
    page.getByText('Your document was rejected: send a new one in the ID Check step above.'),
  ).toHaveCount(0);
  await expect(page.getByText('passport-sharp.pdf')).toBeVisible();
});

test('Savings: money moves in within the free margin and back, and the history follows', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('kenji@example.com');
  await open(page, '/main/savings', 'Savings');
  await expect(page.getByText('No moves yet.')).toBeVisible();
  await page.getByLabel(/^Amount/).fill('999999');
  await page.getByRole('button', { name: 'Move into savings' }).click();
  await expect(
    page.getByText(/The amount may not be greater than your available free margin of \$7,200\.00\./),
  ).toBeVisible();
  await shootPage(page, 'acct-savings-error');
  await page.getByLabel(/^Amount/).fill('100');
  await page.getByRole('button', { name: 'Move into savings' }).click();
  await expect(page.getByText('$100.00 moved into savings.')).toBeVisible();
  await page.getByRole('radio', { name: 'Back to trading' }).check();
  await page.getByLabel(/^Amount/).fill('40');
  await page.getByRole('button', { name: 'Move back to trading' }).click();
  await expect(page.getByText('$40.00 moved back to your trading balance.')).toBeVisible();
  const history = page.getByRole('list', { name: 'Moves and interest' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Back to trading');
  await expect(page.getByText('$60.00').first()).toBeVisible();
  await shootPage(page, 'acct-savings');
});

test('Settings: a new password works at the next log in, and the old one does not', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('kenji@example.com');
  await open(page, '/main/settings', 'Settings');
  await shootPage(page, 'acct-settings');
  await page.getByLabel('Current password').fill('wrong-pass-1');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-2');
  await page.getByLabel('New password again').fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password was changed. Your other devices were signed out.'),
  ).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill('kenji@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
});

test('Settings: signing out of all devices ends the session here and on the other device', async ({
  page,
  browser,
  backend,
  signIn,
}) => {
  const other = await browser.newContext();
  try {
    await startSignedIn(other, backend, 'demo@example.com');
    const otherPage = await other.newPage();
    await otherPage.goto(page.url() === 'about:blank' ? `${backend.url}/main/dashboard` : page.url());
    await expect(otherPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });

    await signIn('demo@example.com');
    await open(page, '/main/settings', 'Settings');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await expect(page.getByRole('group', { name: 'Sign out everywhere now?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });

    // The other device's session ended: the server closes its live connection, and the app, asking
    // who is signed in, gets the 401 that signs it out, without a reload or a click.
    await expect(otherPage.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
    // Both say why, in the same words.
    for (const device of [otherPage, page])
      await expect(
        device.getByText('You were signed out on every device. Please log in again.'),
      ).toBeVisible();
  } finally {
    await other.close();
  }
});

test('Auto-trader: a strategy starts after the risk warning, its trade reaches the dashboard, then it pauses and stops', async ({
  page,
  backend,
  signIn,
}) => {
  await signIn('kenji@example.com');
  await open(page, '/main/auto-trader', 'Auto-trader');
  const strategies = page.getByRole('list', { name: 'Strategies' }).getByRole('listitem');
  await expect(strategies).toHaveCount(3);
  await expect(strategies.first()).toContainText('Low risk');
  await shootPage(page, 'acct-auto-trader');
  const steady = strategies.first();
  await steady.getByRole('button', { name: 'Enable' }).click();
  await steady.getByLabel(/^Allocation/).fill('1000');
  await steady.getByRole('button', { name: 'Start the strategy' }).click();
  await expect(page.getByText('Accept the risk warning to continue.')).toBeVisible();
  await expect(steady.getByText('Risk warning', { exact: true })).toBeVisible();
  await shootPage(page, 'acct-auto-trader-confirm');
  await steady.getByLabel('I have read the risk warning and accept it.').check();
  await steady.getByRole('button', { name: 'Start the strategy' }).click();
  await expect(page.getByRole('heading', { name: /^Active strategy: / })).toBeVisible();
  await expect(page.getByText('Running')).toBeVisible();
  await shootPage(page, 'acct-auto-trader-running');

  const tick = await page.request.post(`${backend.url}/__demo/auto-trader/tick`, {
    data: { customer_email: 'kenji@example.com' },
  });
  expect(tick.ok()).toBe(true);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('list', { name: 'Open trades' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 15_000,
  });

  await open(page, '/main/auto-trader', 'Auto-trader');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused')).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('heading', { name: /^Active strategy: / })).toHaveCount(0);
});
