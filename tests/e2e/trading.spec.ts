import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, recordViolations, SHOTS_DIR, startSignedIn, test, violations } from './fixtures';

const row = (page: Page, symbol: string) =>
  page
    .getByRole('list', { name: 'Instruments' })
    .getByRole('button')
    .filter({ has: page.getByText(symbol, { exact: true }) });

/** The chart of an instrument: the box its canvases are drawn in, in the section its heading names. */
const chartOf = (page: Page, symbol: string) =>
  page
    .getByRole('region')
    .filter({ has: page.getByText(`${symbol} price chart:`) })
    .getByTestId('price-chart');

/** The chart's canvases have been drawn at a real size inside the instrument's chart box. */
async function expectChartDrawn(page: Page, symbol: string) {
  const chart = chartOf(page, symbol);
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
  backend,
  signIn,
  shots,
}) => {
  await page.addInitScript(recordViolations);
  // A Wednesday noon: every market open, so the screen opens on the broker's first instrument.
  await backend.pinMarketClock('2030-01-02T12:00:00Z');
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
  await expect(chartOf(page, 'EUR/USD')).toHaveCount(0);

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
  backend,
  signIn,
  shots,
}) => {
  // A Wednesday noon: every market open, so a sort orders them all as one group (open ones come first).
  await backend.pinMarketClock('2030-01-02T12:00:00Z');
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

/** Noon of the coming Saturday (today's, on a Saturday), in UTC: forex is shut until Sunday 22:00 UTC. */
function comingSaturdayNoon(): string {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString();
}

/** Whether the element is what the page shows at its own centre (nothing painted over it there). */
const seenAtItsPlace = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && el.contains(top);
  });

/** Whether the element's whole text is shown: nothing cut by its own box or its row's. */
const shownWhole = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const row = el.closest('li')!.getBoundingClientRect();
    return (
      el.scrollWidth <= el.clientWidth &&
      el.scrollHeight <= el.clientHeight + 1 &&
      box.left >= row.left &&
      box.right <= row.right + 0.5
    );
  });

test.describe('markets that are not open', () => {
  // Sunday 22:00 UTC is 17:00 in New York: the opening is the customer's time, in their English (the
  // browser's en-GB), and names its zone.
  test.use({ timezoneId: 'America/New_York' });

  test('on a Saturday /trading opens on an open market; a closed one says when it opens over its chart and on its row, and cannot be traded', async ({
    page,
    backend,
    signIn,
    shots,
  }) => {
    await backend.pinMarketClock(comingSaturdayNoon());
    await signIn('demo@example.com');
    await page.goto('/trading');
    const list = page.getByRole('list', { name: 'Instruments' });
    // The screen opens on the first open market (crypto trades at the weekend), not on closed EUR/USD.
    const chosen = list.locator('button[aria-pressed="true"]');
    await expect(chosen).toHaveCount(1, { timeout: 15_000 });
    await expect(chosen.getByTestId('market-state')).toHaveCount(0);
    await expect(row(page, 'EUR/USD')).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/[?&]asset=\d+/);
    const symbol = (await chosen.locator('span span').first().textContent()) ?? '';
    await expect(page.getByRole('button', { name: `Buy ${symbol}`, exact: true })).toBeEnabled();
    await expect(page.getByTestId('chart-market-state')).toHaveCount(0);

    // EUR/USD's row: the whole opening, in New York's time with its zone, and its Trade waits.
    const opening = /^Closed · opens Sun \d{1,2} \w{3}, 1[78]:00 (GMT-[45]|E[SD]T)$/;
    const note = row(page, 'EUR/USD').getByTestId('market-state');
    await expect(note).toHaveText(opening);
    const trade = page.getByRole('button', { name: 'Trade EUR/USD' });
    await expect(trade).toBeDisabled();
    await expect(trade).toHaveAccessibleDescription(opening);

    // Its chart: the notice is over the canvas where it stands, and Buy and Sell wait with it as reason.
    await row(page, 'EUR/USD').click();
    await expectChartDrawn(page, 'EUR/USD');
    const notice = page.getByTestId('chart-market-state');
    await expect(notice).toHaveText(/^Market closed — opens Sun \d{1,2} \w{3}, 1[78]:00 (GMT-[45]|E[SD]T)$/);
    expect(await seenAtItsPlace(notice)).toBe(true);
    for (const name of ['Buy EUR/USD', 'Sell EUR/USD']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/^Market closed — opens /);
    }
    // It looks it: not the green of an open market's Buy.
    const colours = await page
      .getByRole('button', { name: 'Buy EUR/USD', exact: true })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    await row(page, 'BTC/USD').click();
    const openColour = await page
      .getByRole('button', { name: 'Buy BTC/USD', exact: true })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colours).not.toBe(openColour);
    await row(page, 'EUR/USD').click();
    await expect(notice).toBeVisible();

    // At 320 px the row still shows its whole opening, and the notice stays on top of the chart.
    await page.setViewportSize({ width: 320, height: 720 });
    await expect(note).toHaveText(opening);
    expect(await shownWhole(note)).toBe(true);
    expect(await seenAtItsPlace(notice)).toBe(true);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/trading-market-closed-320.png` });
    await note.scrollIntoViewIfNeeded();
    // Rows skip their painting until they come into view (content-visibility): two frames draw them.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: `${SHOTS_DIR}/trading-market-closed-rows-320.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await shownWhole(note)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shots('trading-market-closed');
    await expectAccessible(page);

    // A halt reaches the page on the price feed, without a reload: row, chart and ticket all wait.
    await backend.haltMarket('BTC/USD');
    await expect(row(page, 'BTC/USD')).toContainText('Trading halted', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Trade BTC/USD' })).toBeDisabled();
    await row(page, 'BTC/USD').click();
    await expect(page.getByRole('status').filter({ hasText: /^Trading halted$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy BTC/USD', exact: true })).toBeDisabled();
  });

  test('offline, Buy, Sell and Trade wait and say why; back online they work again', async ({
    page,
    context,
    backend,
    signIn,
  }) => {
    await backend.pinMarketClock('2030-01-02T12:00:00Z');
    await signIn('demo@example.com');
    await page.goto('/trading?asset=1');
    const buy = page.getByRole('button', { name: 'Buy EUR/USD', exact: true });
    await expect(buy).toBeEnabled({ timeout: 15_000 });

    await context.setOffline(true);
    const offline = 'You are offline. Trading resumes when the connection is back.';
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAccessibleDescription(offline);
    await expect(page.getByTestId('chart-market-state')).toHaveText(offline);
    expect(await seenAtItsPlace(page.getByTestId('chart-market-state'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Trade BTC/USD' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Trade BTC/USD' })).toHaveAccessibleDescription(offline);

    await context.setOffline(false);
    await expect(buy).toBeEnabled();
    await expect(page.getByTestId('chart-market-state')).toHaveCount(0);
  });
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
