/**
 * The account statement on the reference server: a period's balances and entries, the CSV it
 * downloads (whose closing balance is the account's), and its screen and print view at a phone's and
 * a desktop's width.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, expectNoSidewaysScroll, shotAt, test, type Backend } from './fixtures';

/** A trade opened and closed, and a move to savings: the live account's statement's two newest entries. */
async function moveMoney(page: Page, backend: Backend, token: string) {
  const headers = () => ({ Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() });
  const { assets } = await backend.read<{ assets: { id: number; symbol: string }[] }>(token, '/data');
  const eurusd = assets.find((asset) => asset.symbol === 'EUR/USD')!;
  const opened = await page.request.post(`${backend.url}/api/v1/orders`, {
    headers: headers(),
    data: { account_id: 'NW-100001', asset_id: eurusd.id, side: 'buy', volume: 1000, leverage: 10 },
  });
  expect(opened.status()).toBe(201);
  const { id } = ((await opened.json()) as { data: { id: number } }).data;
  const closed = await page.request.post(`${backend.url}/api/v1/trades/${id}/close`, {
    headers: headers(),
    data: {},
  });
  expect(closed.status()).toBe(200);
  const saved = await page.request.post(`${backend.url}/api/v1/savings/deposit`, {
    headers: headers(),
    data: { amount: '10.00' },
  });
  expect(saved.status()).toBe(201);
  return id;
}

test.beforeEach(async ({ backend }) => {
  // A Wednesday noon on the markets' clock: the order fills whatever day this runs.
  await backend.pinMarketClock('2026-11-25T12:00:00Z');
});

test('a statement for a period downloads a CSV whose closing balance is the account balance', async ({
  page,
  backend,
  signIn,
}) => {
  await signIn('demo@example.com');
  const { token } = await backend.login('demo@example.com');
  const tradeId = await moveMoney(page, backend, token);

  await page.goto('/main/dashboard');
  // The lists above the link hold their rows first, so it is clicked where it stays.
  for (const name of ['Open trades', 'Closed trades']) {
    await expect(page.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible({
      timeout: 15_000,
    });
  }
  await page.getByRole('link', { name: 'Account statement' }).click();
  await expect(page.getByRole('heading', { name: 'Account statement', level: 1 })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Entries' });
  // This month so far: the seeded history's entries of the month, then today's two, the trade's
  // realised P&L and the move to savings, the newest last.
  await expect(entries.getByRole('row').last()).toContainText('Savings transfer', { timeout: 15_000 });
  const rows = await entries.getByRole('row').count();
  const trade = entries.getByRole('row').nth(rows - 2);
  await expect(trade).toContainText('Realised P&L');
  await expect(trade).toContainText('Buy EUR/USD, closed by the customer');
  await expect(trade).toContainText(String(tradeId));

  const [live] = await backend.read<{ balance: string }[]>(token, '/accounts');
  const [whole, cents] = live!.balance.split('.');
  const shown = `$${Number(whole).toLocaleString('en-US')}.${cents}`;
  await expect(page.getByTestId('closing-balance')).toHaveText(shown);

  // Only the savings transfers: the balances stay the account's.
  await page.getByRole('checkbox', { name: 'Realised P&L' }).uncheck();
  for (const kind of ['Deposit', 'Withdrawal', 'Swap', 'Commission', 'Interest', 'Adjustment']) {
    await page.getByRole('checkbox', { name: kind }).uncheck();
  }
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page).toHaveURL(/kinds=savings/);
  await expect(entries.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('closing-balance')).toHaveText(shown);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statement-NW-100001-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  // en-GB writes 1.5 with a point: cells are separated by commas.
  expect(lines[0]).toBe('Date,Type,Description,Reference,Amount (USD),Balance (USD)');
  expect(lines).toHaveLength(4);
  expect(lines[2]).toMatch(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Savings transfer,Transfer to savings,\d+,-10\.00,/,
  );
  expect(lines.at(-1)!.split(',').slice(1)).toEqual(['Closing balance', '', '', '', live!.balance]);
});

test('the statement is accessible, and shot with its print view at a phone and a desktop width', async ({
  page,
  backend,
  signIn,
}) => {
  await signIn('demo@example.com');
  const { token } = await backend.login('demo@example.com');
  await moveMoney(page, backend, token);
  await page.goto('/main/statement');
  await expect(page.getByRole('table', { name: 'Entries' }).getByRole('row').last()).toContainText(
    'Savings transfer',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('table', { name: 'Open positions at the end of the period' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page, 'statement at 320px');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.emulateMedia({ media: 'screen' });
    await shotAt(page, 'statement', width);
    await page.screenshot({ path: `shots/statement-full-${width}.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    // On paper: the statement alone, without the app's header, navigation, form and buttons.
    await expect(page.getByRole('navigation')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show statement' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Account statement', level: 1 })).toBeVisible();
    await expect(page.getByTestId('closing-balance')).toBeVisible();
    await page.screenshot({ path: `shots/statement-print-${width}.png`, fullPage: true });
  }
  await page.emulateMedia({ media: 'screen' });
});
