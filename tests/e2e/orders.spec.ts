/**
 * Orders and positions in Chromium against the reference server: the ticket opens from the chart with
 * the focus inside and Escape returns it to the opener; an order is placed and its position shows; its
 * stops are changed; it is closed in part and then in whole. Volumes read in lots, with the units
 * beside them where a lot is more than one, in the ticket, the cards, the detail and the close.
 * Screenshots of the ticket and of a position's detail at 320, 390 and 1280 px, and of the dashboard's
 * trade list at 390 px. A buy fills at the ask its button shows, and its position is valued at the
 * bid. The server's own risk rules reach the screen: a stop-loss as the price crosses it, then a
 * margin call and a stop-out. BTC/USD trades every day, so the run does not depend on the day.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, shotAt, test } from './fixtures';

const DEMO = 'demo@example.com';
const SYMBOL = 'BTC/USD';
const WIDTHS = [320, 390, 1280] as const;

const openList = (page: Page) => page.getByRole('list', { name: 'Open trades' });
const ticket = (page: Page) => page.getByRole('dialog', { name: 'Order ticket' });
const detail = (page: Page) => page.getByRole('dialog', { name: 'Position' });

async function openTrading(page: Page) {
  await page.goto('/trading');
  await expect(page.getByRole('list', { name: 'Instruments' })).toBeVisible({ timeout: 15_000 });
  await expect(openList(page).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
}

/** The BTC/USD card holding `volume` lots (a lot of BTC/USD is one coin). */
const btcCard = (page: Page, volume: string) =>
  openList(page)
    .getByRole('listitem')
    .filter({ hasText: SYMBOL })
    .filter({ hasText: `${volume} lots` });

/** The toasts' region: the live region beside it repeats each toast for screen readers. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('the ticket is keyboard-usable: focus goes in, Escape closes it and returns to the opener', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO);
  await openTrading(page);
  const opener = page.getByRole('button', { name: `Trade ${SYMBOL}` });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(ticket(page)).toBeVisible();
  await expect(ticket(page).getByRole('heading', { name: `Buy ${SYMBOL}` })).toBeVisible();
  expect(await ticket(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(ticket(page)).toBeHidden();
  await expect(opener).toBeFocused();
});

test('place an order, change its stops, close it in part and then in whole', async ({ page, signIn }) => {
  await signIn(DEMO);
  await openTrading(page);

  // Place 0.03 BTC/USD from the chart's card.
  await page
    .getByRole('list', { name: 'Instruments' })
    .getByRole('button', { name: new RegExp(`^${SYMBOL}`) })
    .click();
  await page.getByRole('button', { name: `Buy ${SYMBOL}`, exact: true }).click();
  await expect(ticket(page)).toBeVisible();
  await expect(ticket(page).getByTestId('ticket-margin')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await ticket(page).getByLabel('Volume (lots)').fill('0.03');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await shotAt(page, '60-order-ticket', width);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await ticket(page)
    .getByRole('button', { name: `Buy 0.03 lots ${SYMBOL}` })
    .click();
  await expect(toasts(page).getByText(/^Bought 0\.03 lots BTC\/USD at [\d,]+\.\d+$/)).toBeVisible({
    timeout: 10_000,
  });
  await expect(ticket(page)).toBeHidden();
  await expect(btcCard(page, '0.03')).toHaveCount(1, { timeout: 10_000 });

  // Its detail, and new stops far from the price on each side.
  await btcCard(page, '0.03')
    .getByRole('button', { name: /show position$/ })
    .click();
  await expect(detail(page)).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await shotAt(page, '61-position-detail', width);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await detail(page).getByRole('button', { name: 'Change stops' }).click();
  await detail(page).getByRole('radio', { name: 'Pips from price' }).check();
  await detail(page)
    .getByLabel(/^Stop-loss/)
    .fill('20000');
  await detail(page)
    .getByLabel(/^Take-profit/)
    .fill('20000');
  await detail(page).getByRole('button', { name: 'Save stops' }).click();
  await expect(toasts(page).getByText(`Stops of ${SYMBOL} saved`)).toBeVisible({ timeout: 10_000 });
  await expect(btcCard(page, '0.03').getByText('SL')).toBeVisible();
  await expect(btcCard(page, '0.03').getByText('TP')).toBeVisible();

  // Close 0.01 of it: the confirmation shows the expected P&L first.
  await detail(page).getByRole('button', { name: 'Close position' }).click();
  await detail(page).getByLabel('Volume to close (lots)').fill('0.01');
  await detail(page).getByRole('button', { name: 'Review close' }).click();
  const confirm = detail(page).getByRole('group', { name: 'Close this position?' });
  await expect(confirm.getByLabel(/^P&L [+−]?\$[\d,]+\.\d\d$/)).toBeVisible();
  await confirm.getByRole('button', { name: `Close 0.01 lots ${SYMBOL}` }).click();
  await expect(toasts(page).getByText(/^Closed 0\.01 lots BTC\/USD at /)).toBeVisible({ timeout: 10_000 });
  await expect(btcCard(page, '0.02')).toHaveCount(1, { timeout: 10_000 });

  // And the rest.
  await detail(page).getByRole('button', { name: 'Close position' }).click();
  await detail(page).getByRole('button', { name: 'Review close' }).click();
  await detail(page)
    .getByRole('button', { name: `Close 0.02 lots ${SYMBOL}` })
    .click();
  await expect(toasts(page).getByText(/^Closed 0\.02 lots BTC\/USD at /)).toBeVisible({ timeout: 10_000 });
  await expect(detail(page)).toBeHidden();
  await expect(btcCard(page, '0.02')).toHaveCount(0, { timeout: 10_000 });
});

test('an order in lots with its stops in pips: the position holds the units and the stops the ticket showed', async ({
  page,
  signIn,
  backend,
}) => {
  // A Wednesday noon, when forex trades, whatever day this runs.
  await backend.pinMarketClock('2030-01-02T12:00:00Z');
  await signIn('kenji@example.com');
  await page.goto('/trading');
  await page.getByRole('button', { name: 'Trade EUR/USD' }).click({ timeout: 15_000 });
  const order = ticket(page);
  await expect(order).toBeVisible();
  await order.getByLabel('Volume (lots)').fill('0.10');
  await expect(order.getByTestId('ticket-volume-units')).toHaveText('0.10 lots = 10,000 EUR');
  // Kenji's account is in dollars: 10,000 EUR × 0.0001 = $1.00 a pip.
  await expect(order.getByTestId('ticket-pip-value')).toHaveText('$1.00');
  await order.getByRole('radio', { name: 'Pips from price' }).check();
  await order.getByLabel(/^Stop-loss/).fill('20');
  await order.getByLabel(/^Take-profit/).fill('40');
  // The stops lie 20 and 40 pips from the bid the position closes at; the order fills at the ask,
  // EUR/USD's 0.8 pip spread above it, so the stop-loss is 20.8 pips from the fill and costs that, the take-profit 39.2.
  await expect(order.getByTestId('ticket-at-stop_loss')).toHaveText('−$20.80 20.8 pips');
  await expect(order.getByTestId('ticket-at-take_profit')).toHaveText('+$39.20 39.2 pips');
  await expect(order.getByLabel(/^Stop-loss/)).toHaveAccessibleDescription(/^At 1\.\d{5}\.$/);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    // A new width slides the sheet in again; the shot waits for it, then shows the figures.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    await order.getByTestId('ticket-risk').scrollIntoViewIfNeeded();
    await shotAt(page, '62-order-ticket-lots-pips', width);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/orders',
  );
  await order.getByRole('button', { name: 'Buy 0.10 lots EUR/USD' }).click();
  const body = (await sent).postDataJSON() as { volume: number; stop_loss: number; take_profit: number };
  // The units the lots shown are, and both stops from one price: 60 pips (0.0060) apart.
  expect(body.volume).toBe(10_000);
  expect(Math.round((body.take_profit - body.stop_loss) * 100_000)).toBe(600);
  await expect(toasts(page).getByText(/^Bought 0\.10 lots EUR\/USD at 1\.\d{5}$/)).toBeVisible({
    timeout: 10_000,
  });

  // The card and the detail show the lots with the units they are, as the ticket did.
  const card = openList(page).getByRole('listitem').filter({ hasText: 'EUR/USD' });
  await expect(card).toHaveCount(1, { timeout: 10_000 });
  await expect(card.getByText('0.10 lots = 10,000 EUR', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /show position$/ }).click();
  const position = detail(page);
  await expect(position.getByText('0.10 lots = 10,000 EUR', { exact: true })).toBeVisible();
  const figure = (label: string) =>
    position.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Stop-loss')).toHaveText(body.stop_loss.toFixed(5));
  await expect(figure('Take-profit')).toHaveText(body.take_profit.toFixed(5));
  // The stop-loss is 20 pips under the price the ticket read, which the fill is within a few ticks of.
  const opening = Number(await figure('Open price').textContent());
  expect(Math.abs(opening - 0.002 - body.stop_loss)).toBeLessThan(0.0005);

  // Closed in part, typed in lots: what is sent is the units the confirmation showed, 0.04 × 100,000.
  await position.getByRole('button', { name: 'Close position' }).click();
  await position.getByLabel('Volume to close (lots)').fill('0.04');
  await position.getByRole('button', { name: 'Review close' }).click();
  const confirm = position.getByRole('group', { name: 'Close this position?' });
  await expect(confirm.getByText('0.04 lots = 4,000 EUR', { exact: true })).toBeVisible();
  const closing = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/close'),
  );
  await confirm.getByRole('button', { name: 'Close 0.04 lots EUR/USD' }).click();
  expect((await closing).postDataJSON()).toEqual({ volume: 4000 });
  await expect(toasts(page).getByText(/^Closed 0\.04 lots EUR\/USD at 1\.\d{5}: /)).toBeVisible({
    timeout: 10_000,
  });
  await expect(card.getByText('0.06 lots = 6,000 EUR', { exact: true })).toBeVisible({ timeout: 10_000 });

  // The dashboard's lists on a phone: the rest open, the part closed, each in lots and units.
  await page.goto('/main/dashboard');
  const rest = openList(page).getByRole('listitem').filter({ hasText: 'EUR/USD' });
  await expect(rest.getByText('0.06 lots = 6,000 EUR', { exact: true })).toBeVisible({ timeout: 15_000 });
  const closedPart = page
    .getByRole('list', { name: 'Closed trades' })
    .getByRole('listitem')
    .filter({ hasText: '0.04 lots = 4,000 EUR' });
  await expect(closedPart).toHaveCount(1, { timeout: 10_000 });
  await rest.scrollIntoViewIfNeeded();
  await shotAt(page, '63-trade-list-lots', 390);
});

test('a buy fills at the ask its button shows, and the position is valued at the bid', async ({
  page,
  signIn,
  backend,
}) => {
  // BTC/USD's bid held at 64,000.00 while the test runs: its ask is the spread, 25.00, above.
  await backend.setPrice(SYMBOL, 64_000, true);
  await signIn(DEMO);
  await openTrading(page);
  await page
    .getByRole('list', { name: 'Instruments' })
    .getByRole('button', { name: new RegExp(`^${SYMBOL}`) })
    .click();
  const row = page.getByRole('list', { name: 'Instruments' }).locator('li').filter({ hasText: SYMBOL });
  await expect(row.getByTestId('market-bid')).toHaveText('Bid 64,000.00', { timeout: 10_000 });
  await expect(row.getByTestId('market-ask')).toHaveText('Ask 64,025.00');
  await expect(row.getByTestId('market-spread')).toHaveText('Spread 25 pips');
  const sell = page.getByRole('button', { name: `Sell ${SYMBOL}`, exact: true });
  const buy = page.getByRole('button', { name: `Buy ${SYMBOL}`, exact: true });
  // Each button says the price it fills at: Sell the bid, Buy the ask.
  await expect(sell.getByTestId('sell-price')).toHaveText('64,000.00');
  await expect(buy.getByTestId('buy-price')).toHaveText('64,025.00');
  await expect(sell).toHaveAccessibleDescription('64,000.00');
  await expect(buy).toHaveAccessibleDescription('64,025.00');

  await buy.click();
  await expect(ticket(page)).toBeVisible();
  await expect(ticket(page).getByTestId('ticket-price')).toHaveText('64,025.00');
  await expect(ticket(page).getByTestId('ticket-spread')).toHaveText('25 pips');
  await expect(ticket(page).getByText('Buy 64,025.00')).toBeVisible();
  await expect(ticket(page).getByText('Sell 64,000.00')).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await shotAt(page, '62-ticket-bid-ask', width);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await ticket(page).getByLabel('Volume (lots)').fill('0.04');
  await ticket(page)
    .getByRole('button', { name: `Buy 0.04 lots ${SYMBOL}` })
    .click();
  await expect(toasts(page).getByText('Bought 0.04 lots BTC/USD at 64,025.00')).toBeVisible({
    timeout: 10_000,
  });
  // Valued at the bid it would sell at: (64,000.00 − 64,025.00) × 0.04 = −$1.00, the spread it paid.
  const card = btcCard(page, '0.04');
  await expect(card).toHaveCount(1, { timeout: 10_000 });
  await expect(card).toContainText('64,025.00');
  await expect(card).toContainText('64,000.00');
  await expect(card).toContainText('−$1.00');
});

/** The notification the app shows first (the newest unread): an alert or a status line by its colour. */
const shownNotification = (page: Page, title: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: title });

/**
 * A notification's one line on a 390 px phone shows its whole title, which says the instrument, the
 * price and the amount: the title ends inside the line, which cuts what does not fit.
 */
async function expectHeadlineInSight(notification: Locator, headline: RegExp) {
  const title = notification.locator('strong');
  await expect(title).toHaveText(headline);
  // The line clips what does not fit (its overflow is hidden): the title must end within it.
  const { titleEnd, lineEnd } = await title.evaluate((el) => ({
    titleEnd: el.getBoundingClientRect().right,
    lineEnd: el.parentElement!.getBoundingClientRect().right,
  }));
  expect(titleEnd).toBeLessThanOrEqual(lineEnd + 0.5);
  expect((await notification.boundingBox())!.height).toBeLessThanOrEqual(48);
}

/** Buys BTC/USD from its market row at the ticket's default volume; answers the volume and the fill. */
async function buyBtc(page: Page, stopLossDistance?: string) {
  await page.getByRole('button', { name: `Trade ${SYMBOL}` }).click();
  await expect(ticket(page)).toBeVisible();
  if (stopLossDistance) {
    await ticket(page).getByRole('radio', { name: 'Pips from price' }).check();
    await ticket(page)
      .getByLabel(/^Stop-loss/)
      .fill(stopLossDistance);
  }
  await ticket(page)
    .getByRole('button', { name: new RegExp(`^Buy [\\d.,]+ lots ${SYMBOL}$`) })
    .click();
  // The newest: an earlier order's toast may still be on screen.
  const bought = toasts(page)
    .getByText(/^Bought [\d.,]+ lots BTC\/USD at [\d,]+\.\d+$/)
    .last();
  await expect(bought).toBeVisible({ timeout: 10_000 });
  const [, volume, price] = /^Bought ([\d.,]+) lots BTC\/USD at ([\d,]+\.\d+)$/.exec(
    (await bought.textContent()) ?? '',
  )!;
  await expect(btcCard(page, volume!)).toHaveCount(1, { timeout: 10_000 });
  return { volume: volume!, price: Number(price!.replace(/,/g, '')) };
}

test("the server's risk rules reach the screen: a stop-loss as the price crosses it, a margin call, a stop-out", async ({
  page,
  signIn,
  backend,
}) => {
  // Kenji holds no position, so every figure here is his one order's.
  await signIn('kenji@example.com');
  await page.goto('/trading');
  await expect(page.getByRole('button', { name: `Trade ${SYMBOL}` })).toBeVisible({ timeout: 15_000 });

  // A buy with its stop-loss 500 below the price; the price falls 2,000 below the fill.
  const first = await buyBtc(page, '500');
  await backend.setPrice(SYMBOL, first.price - 2_000);
  const stopLoss = shownNotification(page, 'Stop-loss BTC/USD');
  await expect(stopLoss).toBeVisible({ timeout: 10_000 });
  await expect(stopLoss).toContainText(
    `BTC/USD buy of ${first.volume} on your live account NW-100006 closed at`,
  );
  await expectHeadlineInSight(stopLoss, /^Stop-loss BTC\/USD [\d,]+\.\d+ −\$[\d,]+\.\d\d$/);
  await expect(btcCard(page, first.volume)).toHaveCount(0, { timeout: 10_000 });
  await stopLoss.getByRole('button', { name: 'Dismiss' }).click();

  // Another buy, no stops. The tenant raises its margin-call level above Kenji's margin level: he is
  // told at the next tick. Then the stop-out level too: the server closes the position and says so.
  const second = await buyBtc(page);
  await backend.settings({ margin_call_level: 10_000 });
  const marginCall = shownNotification(page, 'Margin call');
  await expect(marginCall).toBeVisible({ timeout: 10_000 });
  await expect(marginCall).toContainText(/below the margin-call level of 10,?000%/);
  await marginCall.getByRole('button', { name: 'Dismiss' }).click();
  await backend.settings({ stop_out_level: 9_999 });
  const stopOut = shownNotification(page, 'Stop-out BTC/USD');
  await expect(stopOut).toBeVisible({ timeout: 10_000 });
  await expect(stopOut).toContainText('Your margin level on your live account NW-100006 fell to');
  await expect(stopOut).toContainText(`BTC/USD buy of ${second.volume} closed at`);
  await expect(btcCard(page, second.volume)).toHaveCount(0, { timeout: 10_000 });
});

test('a stop-out while the customer was signed out is summed up on the dashboard when they come back, until dismissed', async ({
  page,
  signIn,
  backend,
}) => {
  await signIn('kenji@example.com');
  await page.goto('/trading');
  await expect(page.getByRole('button', { name: `Trade ${SYMBOL}` })).toBeVisible({ timeout: 15_000 });
  await buyBtc(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  // Signed out, the tenant raises its levels above Kenji's margin level: the server closes his position.
  await backend.settings({ margin_call_level: 10_000, stop_out_level: 9_999 });
  const { token } = await backend.login('kenji@example.com');
  await expect
    .poll(async () => (await backend.read<unknown[]>(token, '/open/trades?account_id=NW-100006')).length, {
      timeout: 10_000,
    })
    .toBe(0);
  await backend.awayFor('kenji@example.com', 60);

  await signIn('kenji@example.com');
  await page.goto('/main/dashboard');
  const away = page.getByRole('status').filter({ hasText: 'While you were away' });
  await expect(away).toBeVisible({ timeout: 15_000 });
  const list = away.getByRole('list', { name: 'What happened' });
  await expect(list).toContainText('Live account NW-100006');
  await expect(list).toContainText('1 position closed: Stop-out');
  await expect(list).toContainText(/Realised P&L [−+]\$[\d,]+\.\d\d/);
  await shotAt(page, '40-away-summary', 390);

  await away.getByRole('button', { name: 'Dismiss' }).click();
  await expect(away).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Trading accounts' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('While you were away')).toHaveCount(0);
});
