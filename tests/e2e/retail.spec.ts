/**
 * The retail protections in Chromium against the reference server: a retail customer's ticket offers
 * BTC/USD at no more than 1:2 (crypto's cap) and says why, beside the tenant's share of retail accounts
 * that lose money, which the risk warning of the sign-in screens carries too; an order crafted at 1:5 is
 * refused by the server with the same reason; and a gap past the balance is closed by the stop-out and
 * brought back to zero, which the customer is told. Screenshots of the ticket's leverage choice and of
 * the risk warning at 390 and 1280 px, the choice open and made. BTC/USD trades every day, so the run does not depend on the day.
 */
import type { Page } from '@playwright/test';
import { expect, shotAt, test } from './fixtures';

const SYMBOL = 'BTC/USD';
const WIDTHS = [390, 1280] as const;
const LOSS_SHARE = '72% of retail investor accounts lose money when trading CFDs with this provider.';

const ticket = (page: Page) => page.getByRole('dialog', { name: 'Order ticket' });
const sizeFor = (width: number) => ({ width, height: width === 1280 ? 800 : 844 });

async function openTrading(page: Page) {
  await page.goto('/trading');
  await expect(page.getByRole('list', { name: 'Instruments' })).toBeVisible({ timeout: 15_000 });
}

test('the risk warning carries the tenant’s share of retail accounts that lose money', async ({
  page,
  backend: _b,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize(sizeFor(width));
    await page.goto('/');
    const warning = page.getByRole('region', { name: 'Risk warning' });
    await expect(warning).toContainText(
      `Trading CFDs carries a high level of risk to your capital, and you should only trade with money you can afford to lose. ${LOSS_SHARE}`,
    );
    await shotAt(page, 'retail-01-risk-warning', width);
  }
});

test('a retail account is offered BTC/USD at 1:2 at most, and an order crafted above it is refused', async ({
  page,
  backend,
  signIn,
}) => {
  await signIn('demo@example.com');
  await openTrading(page);
  await page.getByRole('button', { name: `Trade ${SYMBOL}` }).click();
  await expect(ticket(page)).toBeVisible();
  const leverage = ticket(page).getByRole('combobox', { name: 'Leverage' });
  await expect(leverage).toHaveText(/1:2/);
  await expect(leverage).toHaveAccessibleDescription('Retail accounts trade crypto at up to 1:2.');
  await expect(ticket(page).getByText(LOSS_SHARE)).toBeVisible();
  await leverage.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['1:1', '1:2']);
  for (const width of WIDTHS) {
    await page.setViewportSize(sizeFor(width));
    await expect(options.last()).toBeVisible();
    await shotAt(page, 'retail-02-ticket-leverage', width);
  }
  await options.last().click();
  // The choice made, its reason under it and the tenant's figure under the button.
  for (const width of WIDTHS) {
    await page.setViewportSize(sizeFor(width));
    await leverage.scrollIntoViewIfNeeded();
    await shotAt(page, 'retail-03-ticket-leverage-chosen', width);
    await ticket(page).getByText(LOSS_SHARE).scrollIntoViewIfNeeded();
    await shotAt(page, 'retail-04-ticket-loss-share', width);
  }
  await ticket(page)
    .getByRole('button', { name: `Buy 0.01 lots ${SYMBOL}` })
    .click();
  await expect(page.getByText(/^Bought 0\.01 lots BTC\/USD at [\d,]+\.\d+$/).first()).toBeVisible({
    timeout: 10_000,
  });

  // What the ticket does not offer, the server refuses: 1:5 is BTC/USD's own most, not a retail one's.
  const { token } = await backend.login('demo@example.com');
  const data = await backend.read<{ assets: { id: number; symbol: string }[] }>(token, '/data');
  const crafted = await page.request.post(`${backend.url}/api/v1/orders`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      account_id: 'NW-100001',
      asset_id: data.assets.find((asset) => asset.symbol === SYMBOL)!.id,
      side: 'buy',
      volume: 0.01,
      leverage: 5,
    },
  });
  expect(crafted.status()).toBe(422);
  expect(((await crafted.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    leverage: ['Retail accounts trade crypto at up to 1:2.'],
  });
});

test('a gap past the balance is closed by the stop-out and brought back to zero, and the customer is told', async ({
  page,
  backend,
  signIn,
}) => {
  await signIn('kenji@example.com');
  await openTrading(page);
  // 0.2 BTC/USD at 1:2 holds about 6,400.00 of Kenji's 7,200.00; a fall to a quarter of the price
  // loses three quarters of 0.2 BTC, about 9,600.00: more than the account holds.
  const { token } = await backend.login('kenji@example.com');
  const data = await backend.read<{ assets: { id: number; symbol: string; bid: number }[] }>(token, '/data');
  const btc = data.assets.find((asset) => asset.symbol === SYMBOL)!;
  const placed = await page.request.post(`${backend.url}/api/v1/orders`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { account_id: 'NW-100006', asset_id: btc.id, side: 'buy', volume: 0.2, leverage: 2 },
  });
  expect(placed.status()).toBe(201);
  await backend.setPrice(SYMBOL, Math.round(btc.bid / 4));
  const protection = page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ hasText: 'Negative balance cleared' });
  await expect(protection).toBeVisible({ timeout: 10_000 });
  await expect(protection).toContainText(
    /The stop-out left your live account NW-100006 at −\$[\d,]+\.\d\d\. Under negative balance protection a retail client never loses more than the account holds: we added \$[\d,]+\.\d\d, and its balance is now \$0\.00\./,
  );
  const accounts = await backend.read<{ account_id: string; balance: string }[]>(token, '/accounts');
  expect(accounts.find((account) => account.account_id === 'NW-100006')?.balance).toBe('0.00');
});
