import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, recordViolations, startSignedIn, test, violations } from './fixtures';

const row = (page: Page, symbol: string) =>
  page
    .getByRole('list', { name: 'Instruments' })
    .getByRole('button')
    .filter({ has: page.getByText(symbol, { exact: true }) });

/** The chart's canvases have been drawn at a real size inside the labelled box. */
async function expectChartDrawn(page: Page, symbol: string) {
  const chart = page.getByRole('img', { name: `${symbol} price chart` });
  await expect(chart).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        chart.evaluate((el) =>
          Math.max(0, ...[...el.querySelectorAll('canvas')].map((c) => c.width * c.height)),
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

test('/trading: live prices, a chart of the chosen instrument, kept in the URL', async ({
  page,
  backend: _b,
  signIn,
  shots,
}) => {
  await page.addInitScript(recordViolations);
  await signIn('demo@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trading');
  await expect(page.getByRole('heading', { name: 'Trading', level: 1 })).toBeVisible({ timeout: 15_000 });
  const list = page.getByRole('list', { name: 'Instruments' });
  await expect(list.getByRole('button')).not.toHaveCount(0);
  await expect(row(page, 'EUR/USD')).toHaveAttribute('aria-pressed', 'true');

  // Prices move: some price in the list changes within a few seconds. Rows follow their prices while
  // they are on screen, and at 390 px the list starts below the chart.
  await list.scrollIntoViewIfNeeded();
  const prices = list.getByTestId('market-price');
  const before = await prices.allTextContents();
  await expect.poll(() => prices.allTextContents(), { timeout: 10_000 }).not.toEqual(before);

  await expectChartDrawn(page, 'EUR/USD');

  // Choosing another instrument moves the chart to it and puts it in the URL, which a reload keeps.
  await row(page, 'BTC/USD').click();
  await expect(row(page, 'BTC/USD')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]asset=\d+/);
  await expectChartDrawn(page, 'BTC/USD');
  await expect(page.getByRole('img', { name: 'EUR/USD price chart' })).toHaveCount(0);

  await page.reload();
  await expect(row(page, 'BTC/USD')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expectChartDrawn(page, 'BTC/USD');

  // Keyboard: a row is a button, reached by Tab and chosen with Enter.
  await row(page, 'XAU/USD').focus();
  await page.keyboard.press('Enter');
  await expect(row(page, 'XAU/USD')).toHaveAttribute('aria-pressed', 'true');
  await expectChartDrawn(page, 'XAU/USD');

  expect(await violations(page)).toEqual([]);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectChartDrawn(page, 'XAU/USD');
  await expectAccessible(page);
  await shots('trading');
});

test('a market on the dashboard is a link to its chart on /trading', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  const market = page
    .getByRole('list', { name: 'Instruments' })
    .getByRole('link')
    .filter({ has: page.getByText('BTC/USD', { exact: true }) });
  await expect(market).toHaveAttribute('href', /\/trading\?asset=\d+$/, { timeout: 15_000 });
  await market.click();
  await expect(page.getByRole('heading', { name: 'Trading', level: 1 })).toBeVisible();
  await expect(row(page, 'BTC/USD')).toHaveAttribute('aria-pressed', 'true');
  await expectChartDrawn(page, 'BTC/USD');
  // Back returns to the dashboard: opening a market was a step forward, not a replacement.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test("on a desktop the dashboard's markets line up under their headings, sort, and draw a sparkline", async ({
  page,
  backend: _b,
  signIn,
  shots,
}) => {
  await signIn('demo@example.com');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/main/dashboard');
  const list = page.getByRole('list', { name: 'Instruments' });
  const headings = page.getByRole('group', { name: 'Sort the instruments' });
  await expect(headings).toBeVisible({ timeout: 15_000 });
  await expect(list.getByTestId('market-price').first()).toBeVisible({ timeout: 15_000 });
  await headings.scrollIntoViewIfNeeded();

  // Every price on screen ends where its heading ends.
  const priceHeading = headings.getByRole('button', { name: 'Price' });
  const headingRight = await priceHeading.evaluate((el) => el.getBoundingClientRect().right);
  const rights = await list.getByTestId('market-price').evaluateAll((prices) =>
    prices
      .map((price) => price.getBoundingClientRect())
      .filter((box) => box.bottom > 0 && box.top < window.innerHeight)
      .map((box) => box.right),
  );
  expect(rights.length).toBeGreaterThan(2);
  for (const right of rights) expect(Math.abs(right - headingRight)).toBeLessThanOrEqual(2);

  // Symbol sorts A to Z, then Z to A; a favourite stays first either way.
  const symbols = () =>
    list
      .locator('[data-asset-id]')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('span span')?.textContent));
  await list
    .getByRole('listitem')
    .filter({ has: page.getByText('XAU/USD', { exact: true }) })
    .getByRole('button', { name: 'Favourite' })
    .click();
  await expect.poll(async () => (await symbols())[0]).toBe('XAU/USD');
  await headings.getByRole('button', { name: 'Symbol' }).click();
  await expect(headings.getByRole('button', { name: 'Symbol, sorted ascending' })).toBeVisible();
  const ascending = await symbols();
  expect(ascending[0]).toBe('XAU/USD');
  await headings.getByRole('button', { name: 'Symbol, sorted ascending' }).click();
  await expect(headings.getByRole('button', { name: 'Symbol, sorted descending' })).toBeVisible();
  const descending = await symbols();
  expect(descending[0]).toBe('XAU/USD');
  expect(descending.slice(1)).toEqual(ascending.slice(1).reverse());
  expect(ascending.slice(1)).not.toEqual(descending.slice(1));

  // BTC/USD trades every day: its line is drawn once it has two points (a point every two seconds).
  const btc = list.getByRole('link').filter({ has: page.getByText('BTC/USD', { exact: true }) });
  await btc.scrollIntoViewIfNeeded();
  await expect(btc.locator('svg path')).toBeVisible({ timeout: 15_000 });
  await expect(btc.locator('svg path')).toHaveAttribute('d', /^M[\d.]+ [\d.]+L/);
  await expectAccessible(page);

  // A phone keeps its rows: no headings, no line.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(headings).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Symbol/ })).toHaveCount(0);
  await expect(btc.locator('svg')).toBeHidden();
  await shots('dashboard-markets');
});

test('a closed market says when it opens, on its row and over its chart; a halted one says so', async ({
  page,
  backend,
  signIn,
  shots,
}) => {
  // A Saturday ahead of any day this runs on: forex is shut until Sunday 22:00 UTC, crypto trades. So far
  // ahead, the opening is written with its date ('Sun, Jan 6, 2030 10:00 PM' in UTC).
  await backend.pinMarketClock('2030-01-05T12:00:00Z');
  await signIn('demo@example.com');
  await page.goto('/trading');
  await expect(row(page, 'EUR/USD')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(row(page, 'EUR/USD')).toContainText(/Closed · opens \w{3}, \w{3} \d+, 2030 \d/);
  await expect(page.getByRole('status').filter({ hasText: /^Market closed — opens / })).toBeVisible();
  await expect(row(page, 'BTC/USD').getByTestId('market-state')).toHaveCount(0);
  await expectChartDrawn(page, 'EUR/USD');
  await shots('trading-market-closed');
  // Its ticket says when it opens and takes no order.
  await page.getByRole('button', { name: 'Trade EUR/USD' }).click();
  const ticket = page.getByRole('dialog', { name: 'Order ticket' });
  await expect(ticket.getByText(/^Market closed — opens \w{3}, \w{3} \d+, 2030 \d/)).toBeVisible();
  await expect(ticket.getByRole('button', { name: /^Buy [\d,]+ EUR\/USD$/ })).toBeDisabled();
  await page.keyboard.press('Escape');

  // A halt reaches the page with the next site data (a reload here, instead of a minute's wait).
  await backend.haltMarket('BTC/USD');
  await page.reload();
  await expect(row(page, 'BTC/USD')).toContainText('Trading halted', { timeout: 15_000 });
  await row(page, 'BTC/USD').click();
  await expect(page.getByRole('status').filter({ hasText: /^Trading halted$/ })).toBeVisible();
  await expectAccessible(page);
});

test('a favourite follows the customer to another device', async ({ page, browser, backend, baseURL }) => {
  const symbols = (on: Page) =>
    on
      .getByRole('list', { name: 'Instruments' })
      .locator('[data-asset-id] span span:first-child')
      .allTextContents();
  await startSignedIn(page, backend, 'demo@example.com');
  await page.goto('/trading');
  await expect(row(page, 'XAU/USD')).toBeVisible({ timeout: 15_000 });
  const star = page
    .getByRole('list', { name: 'Instruments' })
    .getByRole('listitem')
    .filter({ has: page.getByText('XAU/USD', { exact: true }) })
    .getByRole('button', { name: 'Favourite' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await symbols(page))[0]).toBe('XAU/USD');

  // Another device, signed in on its own: the star is there, and the instrument first.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await startSignedIn(phone, backend, 'demo@example.com');
  await phone.goto('/main/dashboard');
  await expect.poll(async () => (await symbols(phone))[0], { timeout: 15_000 }).toBe('XAU/USD');
  await context.close();
});
