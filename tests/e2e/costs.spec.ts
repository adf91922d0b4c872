/**
 * A trailing stop and the costs of a position in Chromium against the reference server: an order
 * placed with a trailing stop of 20 pips from the ticket has its stop-loss at once 20 pips under the
 * bid; as the bid rises (the test control moves it) the server raises the stop-loss, and the
 * position's detail and its chart line follow without a reload; when the bid falls back the stop stays,
 * and the bid through it closes the position as a trailing stop. The tenant charges commission on
 * EUR/USD, and a Wednesday's rollover three days of swap: the detail shows both and its P&L with and
 * without them. Screenshots of that detail at 390 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, shotAt, test } from './fixtures';

const ticket = (page: Page) => page.getByRole('dialog', { name: 'Order ticket' });
const detail = (page: Page) => page.getByRole('dialog', { name: 'Position' });
const openList = (page: Page) => page.getByRole('list', { name: 'Open trades' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('a trailing stop moves with the price in the customer’s favour, on the position and its chart line, and a position shows its swap and commission', async ({
  page,
  signIn,
  backend,
}) => {
  const control = async (path: string, data: unknown) => {
    const answer = await page.request.post(`${backend.url}/__demo${path}`, { data });
    expect(answer.ok(), `${path} answered ${answer.status()}`).toBe(true);
  };
  // A Wednesday noon, when forex trades, whatever day this runs; EUR/USD held at a bid of 1.08000.
  await backend.pinMarketClock('2030-01-02T12:00:00Z');
  await control('/costs', { symbol: 'EUR/USD', commission_per_lot: '3.00' });
  await backend.setPrice('EUR/USD', 1.08, true);
  await signIn('kenji@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trading');
  await page.getByRole('button', { name: 'Trade EUR/USD' }).click({ timeout: 15_000 });
  const order = ticket(page);
  await expect(order).toBeVisible();
  await order.getByLabel('Volume (lots)').fill('0.10');
  const trailing = order.getByLabel(/^Trailing stop \(pips\)/);
  await expect(trailing).toHaveAccessibleDescription(
    'Keeps the stop-loss this far from the bid, moved only in your favour.',
  );
  // A distance finer than the pair is quoted in is refused before it is sent.
  await trailing.fill('20.55');
  await order.getByRole('button', { name: 'Buy 0.10 lots EUR/USD' }).click();
  await expect(order.getByText('Use at most 1 decimal.')).toBeVisible();
  await trailing.fill('20');
  await order.getByRole('button', { name: 'Buy 0.10 lots EUR/USD' }).click();
  await expect(toasts(page).getByText('Bought 0.10 lots EUR/USD at 1.08008')).toBeVisible({
    timeout: 10_000,
  });

  const card = openList(page).getByRole('listitem').filter({ hasText: 'EUR/USD' });
  await expect(card).toHaveCount(1, { timeout: 10_000 });
  const tradeId = await card.getAttribute('data-trade-id');
  // 0.10 lots at 3.00 dollars a lot.
  await expect(card.getByText('Comm.', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    '−$0.30',
  );
  await card.getByRole('button', { name: /show position$/ }).click();
  const position = detail(page);
  const figure = (label: string) =>
    position.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Trailing stop')).toHaveText('20 pips');
  // 20 pips under the bid of 1.08000.
  await expect(figure('Stop-loss')).toHaveText('1.07800');
  await expect(figure('Commission')).toHaveText('−$0.30');
  await expect(figure('Swap')).toHaveText('$0.00');

  // The bid rises 50 pips: the server raises the stop-loss to 20 pips under it, and the detail and the
  // chart's line follow.
  const line = page
    .getByRole('list', { name: 'Lines on the chart' })
    .locator(`li[data-trade-id="${tradeId}"][data-line="stop_loss"]`);
  await expect(line).toHaveAttribute('data-price', '1.078', { timeout: 15_000 });
  await expect(line).toContainText(/^Trailing stop −\$[\d.]+ at 1\.07800$/);
  await backend.setPrice('EUR/USD', 1.085, true);
  await expect(figure('Stop-loss')).toHaveText('1.08300', { timeout: 10_000 });
  await expect(line).toHaveAttribute('data-price', '1.083');
  await expect(line).toContainText(/ at 1\.08300$/);
  // Back down 10 pips: it stays where it was.
  await backend.setPrice('EUR/USD', 1.084, true);
  await expect(figure('Current price')).toHaveText('1.08400', { timeout: 10_000 });
  await expect(figure('Stop-loss')).toHaveText('1.08300');

  // A Wednesday's rollover: three days of swap on 10,000 euros at 1.08400, at −3.6% a year over 360
  // days: 10,840 × 0.036 ÷ 360 × 3 = 3.252, charged −$3.25.
  await control('/rollover', { at: '2030-01-02T22:00:00Z' });
  await expect(figure('Swap')).toHaveText('−$3.25', { timeout: 10_000 });
  // (1.08400 − 1.08008) × 10,000 = +39.20 before costs; less 3.25 and 0.30, +35.65 with them.
  await expect(figure('P&L excl. costs')).toHaveText('+$39.20');
  await expect(figure('P&L incl. costs')).toHaveText('+$35.65');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    await figure('P&L incl. costs').scrollIntoViewIfNeeded();
    await shotAt(page, '66-position-costs-trailing', width);
  }

  // The position's own form holds the trailing stop as it is, named for a screen reader.
  await page.setViewportSize({ width: 390, height: 844 });
  await position.getByRole('button', { name: 'Change stops' }).click();
  await expect(position.getByLabel(/^Trailing stop \(pips\)/)).toHaveValue('20');
  await expectAccessible(page);
  await position.getByRole('button', { name: 'Cancel' }).click();

  // Through the stop: closed as a trailing stop, and the customer is told.
  await backend.setPrice('EUR/USD', 1.0825, true);
  await expect(page.getByText(/^Trailing stop EUR\/USD 1\.08250 \+\$24\.20$/).first()).toBeVisible({
    timeout: 10_000,
  });
  await expect(openList(page).locator(`[data-trade-id="${tradeId}"]`)).toHaveCount(0, { timeout: 10_000 });
});
