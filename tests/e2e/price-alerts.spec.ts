/**
 * Price alerts in Chromium against the reference server: 'Alert me' on a market's row opens the form
 * prefilled with the bid, which refuses a price the alert would already have reached; the alert set
 * goes off when `/__demo/prices` moves the price through it, told at once on the open screen, and the
 * Alerts list shows it triggered with its time and price. An alert set from the chart on the ask is
 * changed and deleted from the list. Screenshots of the form and the list at 320, 390 and 1280 px.
 * BTC/USD trades every day, so the run does not depend on the day; its price is held where the test
 * puts it (its ask 25.00 above its bid).
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, expectNoSidewaysScroll, shotAt, test } from './fixtures';

const SYMBOL = 'BTC/USD';

const form = (page: Page) => page.getByRole('dialog', { name: 'Price alerts' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const active = (page: Page) => page.getByRole('region', { name: 'Active' });
const triggered = (page: Page) => page.getByRole('region', { name: 'Triggered' });

async function openTrading(page: Page) {
  await page.goto('/trading');
  await expect(page.getByRole('button', { name: `Alert me about ${SYMBOL}` }).first()).toBeVisible({
    timeout: 15_000,
  });
}

test('an alert set from a market row goes off live when the price crosses it, and is listed as triggered', async ({
  page,
  signIn,
  backend,
}) => {
  await backend.setPrice(SYMBOL, 64_000, true);
  await signIn('kenji@example.com');
  await openTrading(page);
  // Each row's bell sits after its Trade button, and a phone's row still shows the symbol whole.
  const btcRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Trade ${SYMBOL}` }) });
  for (const width of [320, 390, 1280] as const) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await btcRow.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await shotAt(page, '69-market-rows-alert-me', width);
  }
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Trade ${SYMBOL}` }) })
    .getByRole('button', { name: `Alert me about ${SYMBOL}` })
    .click();
  await expect(form(page)).toBeVisible();
  await expect(
    form(page).getByRole('heading', { name: `Alert me when ${SYMBOL} goes above …` }),
  ).toBeVisible();
  await expect(form(page).getByLabel('Price')).toHaveValue('64000.00');
  await expect(form(page).getByText('The bid is 64,000.00 now.')).toBeVisible();
  // Already reached: an alert above must be above the bid, said before anything is sent.
  await form(page).getByRole('button', { name: 'Set alert' }).click();
  await expect(form(page).getByText('The price must be above the bid of 64,000.00.')).toBeVisible();
  await expectAccessible(page);
  await form(page).getByLabel('Price').fill('64500');
  for (const width of [320, 390, 1280] as const) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await expectNoSidewaysScroll(page);
    await shotAt(page, '70-price-alert-form', width);
  }
  await form(page).getByRole('button', { name: 'Set alert' }).click();
  await expect(toasts(page).getByText(`Alert set: ${SYMBOL} bid above 64,500.00`)).toBeVisible({
    timeout: 10_000,
  });
  await expect(form(page)).toBeHidden();

  // The bid to 64,600.00: it passed 64,500.00, and the open screen is told at once.
  await backend.setPrice(SYMBOL, 64_600, true);
  await expect(
    toasts(page).getByText(`Price alert: ${SYMBOL} bid above 64,500.00. The bid reached 64,600.00.`),
  ).toBeVisible({ timeout: 5_000 });

  await page.getByRole('link', { name: 'Price alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible();
  const fired = triggered(page).getByTestId('price-alert');
  await expect(fired).toHaveCount(1);
  await expect(fired).toContainText(`${SYMBOL} bid above 64,500.00`);
  await expect(fired).toContainText(/Went off .+ at 64,600\.00/);
  await expect(active(page).getByText('No price alerts. Set one from a market with Alert me.')).toBeVisible();
  await expectAccessible(page);
});

test('an alert set from the chart on the ask is changed and deleted from the Alerts list, which follows live', async ({
  page,
  signIn,
  backend,
}) => {
  await backend.setPrice(SYMBOL, 64_000, true);
  await signIn('kenji@example.com');
  await openTrading(page);
  // The row chooses the chart; the chart's own 'Alert me' (in words, where the row's is a bell) opens the form.
  await page.locator('[data-asset-id]').filter({ hasText: SYMBOL }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${SYMBOL}`) })).toBeVisible();
  await page
    .getByRole('button', { name: `Alert me about ${SYMBOL}` })
    .filter({ hasText: 'Alert me' })
    .click();
  await form(page).getByRole('radio', { name: 'Below' }).check();
  await form(page).getByRole('radio', { name: 'Ask' }).check();
  // Untouched, the price follows the side chosen: the ask.
  await expect(form(page).getByLabel('Price')).toHaveValue('64025.00');
  await expect(
    form(page).getByRole('heading', { name: `Alert me when ${SYMBOL} goes below …` }),
  ).toBeVisible();
  await form(page).getByLabel('Price').fill('63000');
  await form(page).getByRole('button', { name: 'Set alert' }).click();
  await expect(form(page)).toBeHidden({ timeout: 10_000 });

  await page.goto('/main/alerts');
  const row = active(page).getByTestId('price-alert');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${SYMBOL} ask below 63,000.00`);
  await row.getByRole('button', { name: `Change alert ${SYMBOL} ask below 63,000.00` }).click();
  await row.getByLabel('Price').fill('63500');
  await row.getByRole('button', { name: 'Save changes' }).click();
  await expect(row).toContainText(`${SYMBOL} ask below 63,500.00`, { timeout: 10_000 });
  for (const width of [320, 390, 1280] as const) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await expectNoSidewaysScroll(page);
    await shotAt(page, '71-price-alerts', width);
  }

  // Gone off while the list is open: it moves to Triggered as it happens.
  await backend.setPrice(SYMBOL, 63_400, true);
  await expect(triggered(page).getByTestId('price-alert')).toContainText(/at 63,425\.00/, { timeout: 5_000 });
  await expect(active(page).getByTestId('price-alert')).toHaveCount(0);
  await triggered(page)
    .getByRole('button', { name: `Delete alert ${SYMBOL} ask below 63,500.00` })
    .click();
  await expect(triggered(page).getByText('None has gone off yet.')).toBeVisible({ timeout: 10_000 });
});
