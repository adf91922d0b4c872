/**
 * The account is always named, and a new customer can do what the app suggests: the header names
 * the chosen account at every width and switches it, a demo account is unmistakable, the order ticket
 * names its account and offers Deposit when the money is not there; a new sign-up has a demo account;
 * a customer awaiting approval writes to support from their screen.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectNoSidewaysScroll, shotAt, startSignedIn, test } from './fixtures';

const widths = [320, 390, 1280] as const;

const accountButton = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('button', { name });
const LIVE = /^Live account NW-100001, change account$/;
const DEMO = /^Demo account NW-900001\b.*Practice money, change account$/;

/** The header fits the window, and the account's row is inside it, whole. */
async function expectAccountRowWhole(page: Page, width: number) {
  await expectNoSidewaysScroll(page, `the dashboard at ${width}px`);
  const row = page.getByRole('banner').locator('[data-account-type]');
  const box = await row.boundingBox();
  expect(box, `the account's row at ${width}px`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test('the header names the chosen account at 320, 390 and 1280 px, switches it, and a demo is unmistakable', async ({
  page,
  backend,
}) => {
  await startSignedIn(page, backend, 'demo@example.com', { keep: true });
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  // The connection is worded as a connection, never as an account's mode.
  await expect(page.getByRole('button', { name: 'Connection: Online' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByText('Live', { exact: true })).toHaveCount(0);

  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 700 });
    await expect(accountButton(page, LIVE)).toBeVisible();
    await expectAccountRowWhole(page, width);
    await shotAt(page, 'header-live', width);
  }

  // The switcher, from the header at the narrowest width.
  await page.setViewportSize({ width: 320, height: 700 });
  await accountButton(page, LIVE).click();
  const list = page.getByRole('list', { name: 'Your trading accounts' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.getByRole('button', { name: /Live account NW-100001/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await list.getByRole('button', { name: /Demo account NW-900001/ }).click();
  await expect(list).toBeHidden();

  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 700 });
    const demo = accountButton(page, DEMO);
    await expect(demo).toBeVisible();
    await expect(demo).toContainText('Practice money');
    await expectAccountRowWhole(page, width);
    await shotAt(page, 'header-demo', width);
  }
  // The dashboard follows the header's choice, and so does every screen after a reload.
  await expect(page.getByRole('region', { name: 'Account summary' }).getByText(/^€/).first()).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/trading');
  await expect(accountButton(page, DEMO)).toBeVisible({ timeout: 15_000 });

  // The ticket names the account it trades on.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Trade BTC/USD' }).click();
  const ticket = page.getByRole('dialog', { name: 'Order ticket' });
  await expect(ticket.getByText('On your demo account NW-900001 · Practice money')).toBeVisible();
  await shotAt(page, 'ticket-demo', 390);
});

test('a new sign-up has a demo account, named in the header at 320 px, and an empty live account offers Deposit', async ({
  page,
  backend,
  request,
  baseURL,
}) => {
  const email = `new-${Date.now()}@example.com`;
  const registered = await request.post(`${baseURL}/api/v1/auth/register`, {
    data: {
      email,
      password: DEMO_PASSWORD,
      first_name: 'Nia',
      last_name: 'Okafor',
      phone: '+44 20 7946 0111',
      date_of_birth: '1991-02-03',
      country_of_residence: 'united-kingdom',
      nationality: 'united-kingdom',
      agree_privacy: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { user } = ((await registered.json()) as { data: { user: { id: number; account_id: string } } }).data;
  const demoNumber = `NW-${900000 + user.id}`;

  await startSignedIn(page, backend, email);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/main/accounts');
  const accounts = page.getByRole('list', { name: 'Trading accounts' }).getByRole('listitem');
  await expect(accounts).toHaveCount(2, { timeout: 15_000 });
  const demo = accounts.filter({ hasText: demoNumber });
  await expect(demo).toContainText('100,000.00');

  // Chosen from the header, the demo account is named there at 320 px.
  await accountButton(page, new RegExp(`^Live account ${user.account_id}`)).click();
  await page
    .getByRole('list', { name: 'Your trading accounts' })
    .getByRole('button', { name: /Demo account/ })
    .click();
  await expect(
    accountButton(page, new RegExp(`^Demo account ${demoNumber}\\b.*Practice money`)),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'a new customer on their demo account at 320px');
  await shotAt(page, 'header-new-customer-demo', 320);

  // The live account has no money: its ticket offers Deposit, not an order the server would refuse.
  await page.setViewportSize({ width: 390, height: 844 });
  await accountButton(page, /^Demo account/).click();
  await page
    .getByRole('list', { name: 'Your trading accounts' })
    .getByRole('button', { name: /Live account/ })
    .click();
  await page.goto('/trading');
  await page.getByRole('button', { name: 'Trade BTC/USD' }).click({ timeout: 15_000 });
  const ticket = page.getByRole('dialog', { name: 'Order ticket' });
  await expect(ticket.getByText(`On your live account ${user.account_id}`)).toBeVisible();
  const deposit = ticket.getByRole('link', { name: 'Deposit' });
  await expect(deposit).toBeVisible({ timeout: 15_000 });
  await expect(ticket.getByRole('button', { name: /^Buy / })).toHaveCount(0);
  await shotAt(page, 'ticket-empty-live', 390);
  await deposit.click();
  await expect(page).toHaveURL(/\/main\/deposit/);
});

test('a customer awaiting approval sees what is needed and writes to support from that screen', async ({
  page,
  backend,
  request,
  baseURL,
}) => {
  await startSignedIn(page, backend, 'pending@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Awaiting Approval', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText('Your account is awaiting approval from the Client Management Team'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // What is missing: both verification steps are to do.
  const steps = page.getByRole('list', { name: 'Verification steps' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Financial Profile' })).toContainText('To do', {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();

  await page.getByRole('button', { name: 'Chat with support' }).click();
  const box = page.getByRole('textbox', { name: /message/i });
  await box.fill('Which document do you still need?');
  await box.press('Enter');
  await expect(page.getByText('Which document do you still need?')).toBeVisible();
  await shotAt(page, 'awaiting-approval-chat', 390);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page, 'Awaiting Approval at 320px');
  await shotAt(page, 'awaiting-approval-chat', 320);

  // The server has it: the support desk sees the message.
  const { token } = await backend.login('admin@example.com');
  await expect
    .poll(async () => {
      const answer = await request.get(`${baseURL}/api/v1/chat/messages?customer_id=2`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      return JSON.stringify(await answer.json());
    })
    .toContain('Which document do you still need?');
});
