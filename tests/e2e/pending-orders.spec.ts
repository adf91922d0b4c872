/**
 * Pending orders in Chromium against the reference server: a buy limit placed from the ticket below
 * the market waits under Orders with its distance from the ask, and fills when the price is moved
 * through it (the `/__demo/prices` control, as a tick would): the position appears and the customer is
 * told. An order's price is changed and the order cancelled from its row. Screenshots of the Orders
 * list at 320, 390 and 1280 px. BTC/USD trades every day, so the run does not depend on the day; its price is
 * held where the test puts it (its ask 25.00 above its bid).
 */
import type { Page } from '@playwright/test';
import { expect, shotAt, test } from './fixtures';

const SYMBOL = 'BTC/USD';

const ticket = (page: Page) => page.getByRole('dialog', { name: 'Order ticket' });
const orders = (page: Page) => page.getByRole('region', { name: 'Orders' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const openList = (page: Page) => page.getByRole('list', { name: 'Open trades' });

async function openTicket(page: Page) {
  await page.goto('/trading');
  await expect(page.getByRole('button', { name: `Trade ${SYMBOL}` })).toBeVisible({ timeout: 15_000 });
  await expect(orders(page).getByText('No pending orders.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: `Trade ${SYMBOL}` }).click();
  await expect(ticket(page)).toBeVisible();
}

test('a buy limit below the market waits under Orders and fills as the price passes it; the customer is told', async ({
  page,
  signIn,
  backend,
}) => {
  // Kenji holds no position: the one that appears is the order's.
  await backend.setPrice(SYMBOL, 64_000, true);
  await signIn('kenji@example.com');
  await openTicket(page);
  await ticket(page).getByRole('radio', { name: 'Limit' }).check();
  // Above the ask, 64,025.00, a buy limit is refused before anything is sent.
  await ticket(page).getByLabel('Order price').fill('64100');
  await ticket(page)
    .getByRole('button', { name: /^Place buy limit [\d.]+ lots BTC\/USD$/ })
    .click();
  await expect(ticket(page).getByText('Must be below the ask, 64,025.00.')).toBeVisible();
  await ticket(page).getByLabel('Order price').fill('63000');
  await ticket(page).getByRole('radio', { name: 'Until a date and time' }).check();
  await expect(ticket(page).getByLabel('Expires at (your time)')).toBeVisible();
  await shotAt(page, '63-pending-order-ticket', 390);
  await ticket(page).getByRole('radio', { name: 'Good till cancelled' }).check();
  await ticket(page)
    .getByRole('button', { name: /^Place buy limit [\d.]+ lots BTC\/USD$/ })
    .click();
  await expect(toasts(page).getByText(/^Buy limit [\d.]+ lots BTC\/USD at 63,000\.00 placed$/)).toBeVisible({
    timeout: 10_000,
  });
  await expect(ticket(page)).toBeHidden();

  const row = orders(page).getByRole('listitem').filter({ hasText: SYMBOL });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Buy limit');
  await expect(row).toContainText('63,000.00');
  await expect(row).toContainText('Good till cancelled');
  // The ask, 64,025.00, is 1,025.00 away: a pip of BTC/USD is 1.00.
  await expect(row.getByTestId('order-distance')).toHaveText('1,025 pips');
  await toasts(page)
    .getByRole('button', { name: /Dismiss/ })
    .first()
    .click()
    .catch(() => {});
  await orders(page).scrollIntoViewIfNeeded();
  for (const width of [320, 390, 1280] as const) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await orders(page).scrollIntoViewIfNeeded();
    await shotAt(page, '64-pending-orders', width);
  }

  // The bid to 62,900.00: the ask, 62,925.00, passed 63,000.00 on its way, and the order buys there.
  await backend.setPrice(SYMBOL, 62_900, true);
  const told = page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ hasText: 'Buy limit filled BTC/USD' });
  await expect(told).toBeVisible({ timeout: 10_000 });
  await expect(told).toContainText('on your live account NW-100006 filled at 63,000.00.');
  await expect(orders(page).getByText('No pending orders.')).toBeVisible({ timeout: 10_000 });
  const position = openList(page).getByRole('listitem').filter({ hasText: SYMBOL });
  await expect(position).toHaveCount(1, { timeout: 10_000 });
  await expect(position).toContainText('63,000.00');
});

test("an order's price, stop-loss and expiry are changed and the order cancelled from its row", async ({
  page,
  signIn,
  backend,
}) => {
  await backend.setPrice(SYMBOL, 64_000, true);
  await signIn('kenji@example.com');
  await openTicket(page);
  await ticket(page).getByRole('radio', { name: 'Sell' }).check();
  await ticket(page).getByRole('radio', { name: 'Stop' }).check();
  await ticket(page).getByLabel('Order price').fill('63000');
  await ticket(page)
    .getByRole('button', { name: /^Place sell stop [\d.]+ lots BTC\/USD$/ })
    .click();
  const row = orders(page).getByRole('listitem').filter({ hasText: SYMBOL });
  await expect(row).toContainText('Sell stop', { timeout: 10_000 });
  // The bid, 64,000.00, is 1,000.00 above it.
  await expect(row.getByTestId('order-distance')).toHaveText('1,000 pips');

  await row.getByRole('button', { name: 'Change Sell stop BTC/USD' }).click();
  const change = row.getByRole('form', { name: 'Change Sell stop BTC/USD' });
  await change.getByLabel('New price').fill('62500');
  // A sell's stop-loss lies above its price: one below the new price is refused before it is sent.
  await change.getByLabel(/^Stop-loss/).fill('62000');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByText('Must be above the order price, 62,500.00.')).toBeVisible();
  await change.getByLabel(/^Stop-loss/).fill('63500');
  await change.getByRole('radio', { name: 'Until a date and time' }).check();
  // A week from now at 18:00 on the device's clock, which the test and the page share.
  const expiry = new Date(Date.now() + 7 * 86_400_000);
  expiry.setHours(18, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  const typed = `${expiry.getFullYear()}-${pad(expiry.getMonth() + 1)}-${pad(expiry.getDate())}T18:00`;
  await change.getByLabel('Expires at (your time)').fill(typed);
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Sell stop BTC/USD now at 62,500.00')).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText('62,500.00');
  await expect(row).toContainText('63,500.00');
  await expect(row.getByTestId('order-distance')).toHaveText('1,500 pips');
  const { token: kenji } = await backend.login('kenji@example.com');
  const [changed] = await backend.read<{ stop_loss: number; expires_at: string }[]>(kenji, '/pending-orders');
  expect(changed).toMatchObject({ stop_loss: 63_500, expires_at: expiry.toISOString() });

  await row.getByRole('button', { name: 'Cancel Sell stop BTC/USD' }).click();
  await expect(toasts(page).getByText('Sell stop BTC/USD cancelled')).toBeVisible({ timeout: 10_000 });
  await expect(orders(page).getByText('No pending orders.')).toBeVisible();
  const { token } = await backend.login('kenji@example.com');
  expect(await backend.read<unknown[]>(token, '/pending-orders')).toEqual([]);
  // Cancelled, the market passing its price opens nothing.
  await backend.setPrice(SYMBOL, 62_000, true);
  await expect(openList(page).getByRole('listitem')).toHaveCount(0);
});
