/**
 * The market watch: a search by symbol or name and the categories filter it, and the choice is kept
 * while the customer moves between screens; on a Saturday the open markets come first and each closed
 * one says when it opens, in full, in the customer's time zone.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, expectNoSidewaysScroll, shotAt, test } from './fixtures';

const list = (page: Page) => page.getByRole('list', { name: 'Instruments' });
/** The symbols of the rows, in the order shown. */
const symbols = (page: Page) =>
  list(page)
    .locator('[data-asset-id]')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('span span')?.textContent ?? ''));
/** Scrolls the watch's heading to the top of the window, under the header, and lets its rows paint. */
async function showWatch(page: Page) {
  await page.getByRole('heading', { name: 'Markets' }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -120);
  });
  // Rows skip their painting until they come into view (content-visibility): two frames draw them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
const category = (page: Page, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${name}, \\d+ `) });

test('search and categories filter the market watch, and it stays as left while the customer moves between screens', async ({
  page,
  backend,
  signIn,
}) => {
  // A Wednesday noon: every market open, so the broker's order is the list's.
  await backend.pinMarketClock('2030-01-02T12:00:00Z');
  await signIn('demo@example.com');
  await page.goto('/trading');
  const search = page.getByRole('searchbox', { name: 'Search instruments' });
  await expect(search).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('radio', { name: 'All, 22 instruments' })).toBeChecked();
  await expect(list(page).locator('[data-asset-id]')).toHaveCount(22);

  // As a trader types it: no slash, any case; by name too, with or without its accents.
  await search.fill('eurusd');
  await expect.poll(() => symbols(page)).toEqual(['EUR/USD']);
  await expect(page.getByRole('status').filter({ hasText: /^1 instrument shown$/ })).toBeAttached();
  await search.fill('GÖLD');
  await expect.poll(() => symbols(page)).toEqual(['XAU/USD']);
  await search.fill('us dollar');
  // The counts follow the search: how many each category would show.
  await expect(category(page, 'Forex')).toHaveAccessibleName('Forex, 7 instruments');
  await expect(category(page, 'Crypto')).toHaveAccessibleName('Crypto, 4 instruments');

  // Nothing found: said so, with the way back to every instrument, which gives the search the focus.
  await search.fill('zzz');
  await expect(page.getByText('No instrument matches \u201Czzz\u201D.')).toBeVisible();
  await expect(list(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all instruments' }).click();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await expect(list(page).locator('[data-asset-id]')).toHaveCount(22);

  // The categories by keyboard: one tab stop, the arrow keys choose.
  await page.getByRole('radio', { name: /^All,/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(category(page, 'Forex')).toBeChecked();
  await expect.poll(async () => (await symbols(page)).length).toBe(9);
  await page.keyboard.press('ArrowRight');
  await expect(category(page, 'Metals')).toBeChecked();
  await expect.poll(() => symbols(page)).toEqual(['XAU/USD', 'XAG/USD']);
  await category(page, 'Crypto').check();
  await search.fill('bt');
  await expect.poll(() => symbols(page)).toEqual(['BTC/USD']);
  await expect(page).toHaveURL(/[?&]market=crypto(&|$)/);
  await expect(page).toHaveURL(/[?&]q=bt(&|$)/);

  // Choosing the chart's instrument keeps the filter in the URL.
  await list(page)
    .getByRole('button', { name: /^BTC\/USD/ })
    .click();
  await expect(page).toHaveURL(/[?&]asset=\d+/);
  await expect(page).toHaveURL(/[?&]market=crypto(&|$)/);

  // To the deposit page and back by the menu: the watch is as it was left, on the dashboard too.
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/main\/deposit/);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search instruments' })).toHaveValue('bt', {
    timeout: 15_000,
  });
  await expect(category(page, 'Crypto')).toBeChecked();
  await expect.poll(() => symbols(page)).toEqual(['BTC/USD']);
  await nav.getByRole('link', { name: 'Trading' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search instruments' })).toHaveValue('bt', {
    timeout: 15_000,
  });
  await expect(category(page, 'Crypto')).toBeChecked();
  await expect.poll(() => symbols(page)).toEqual(['BTC/USD']);

  // A reload keeps it too: it is the page's URL.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search instruments' })).toHaveValue('bt', {
    timeout: 15_000,
  });
  await expect(category(page, 'Crypto')).toBeChecked();
  await expectAccessible(page);
});

test.describe('on a Saturday', () => {
  // Tokyo keeps no summer time: Sunday 22:00 UTC is Monday 07:00 there, whenever the test runs.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("the market watch lists open markets first, a favourite before them, and the closed ones' full opening time", async ({
    page,
    backend,
    signIn,
  }) => {
    await backend.pinMarketClock('2030-01-05T12:00:00Z');
    await signIn('demo@example.com');
    await page.goto('/trading');
    await expect(list(page).locator('[data-asset-id]')).toHaveCount(22, { timeout: 15_000 });

    // Crypto trades at the weekend: its four markets first, in the broker's order, then the closed ones.
    const shown = await symbols(page);
    expect(shown.slice(0, 4)).toEqual(['BTC/USD', 'ETH/USD', 'LTC/USD', 'XRP/USD']);
    expect(shown.slice(4, 6)).toEqual(['EUR/USD', 'GBP/USD']);
    const note = (symbol: string) =>
      list(page)
        .getByRole('button', { name: new RegExp(`^${symbol.replace('/', '\\/')}`) })
        .getByTestId('market-state');
    for (const symbol of shown.slice(0, 4)) await expect(note(symbol)).toHaveCount(0);
    // In full, in the customer's zone and their English (en-GB): the weekday, the date and the time.
    await expect(note('EUR/USD')).toHaveText('Closed · opens Mon 7 Jan, 07:00 GMT+9');
    await expect(note('XAU/USD')).toHaveText('Closed · opens Mon 7 Jan, 08:00 GMT+9');
    await expect(note('GER40')).toHaveText('Closed · opens Mon 7 Jan, 16:00 GMT+9');

    // A favourite comes first, closed or not.
    await list(page)
      .getByRole('listitem')
      .filter({ has: page.getByText('GER40', { exact: true }) })
      .getByRole('button', { name: 'Favourite' })
      .click();
    await expect
      .poll(async () => (await symbols(page)).slice(0, 5))
      .toEqual(['GER40', 'BTC/USD', 'ETH/USD', 'LTC/USD', 'XRP/USD']);

    // The phone's and the desktop's layouts, looked at; nothing wider than the window.
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoSidewaysScroll(page);
      await showWatch(page);
      await shotAt(page, 'market-watch-trading', width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSidewaysScroll(page);
    await showWatch(page);
    await shotAt(page, 'market-watch-trading', 1280);
    await page.goto('/main/dashboard?market=indices');
    await expect(category(page, 'Indices')).toBeChecked({ timeout: 15_000 });
    await showWatch(page);
    await shotAt(page, 'market-watch-dashboard', 1280);
    // The day's figures: every one as a table; on a phone the change beside the price alone.
    const first = list(page).getByRole('listitem').first();
    for (const figure of ['market-change', 'market-high', 'market-low'])
      await expect(first.getByTestId(figure)).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 320, height: 720 });
    await expectNoSidewaysScroll(page);
    await showWatch(page);
    await expect(first.getByTestId('market-change')).toBeVisible();
    await expect(first.getByTestId('market-high')).toBeHidden();
    await shotAt(page, 'market-watch-dashboard', 320);
  });
});

test("a broker's long list renders the rows near the view, and the keyboard, the focus and a screen reader go through all of it", async ({
  page,
  backend,
  signIn,
}) => {
  await backend.pinMarketClock('2030-01-02T12:00:00Z');
  await signIn('demo@example.com');
  // The tenant's 22 instruments and 180 more: the server's own answer, lengthened on the way.
  const EXTRA = 180;
  await page.route(
    (address) => address.pathname === '/api/v1/data',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { assets: Array<Record<string, unknown>> } };
      const [model] = body.data.assets;
      for (let i = 1; i <= EXTRA; i += 1)
        body.data.assets.push({ ...model, id: 10_000 + i, symbol: `XT${i}/USD`, name: `Extra market ${i}` });
      await route.fulfill({ response, json: body });
    },
  );
  const total = 22 + EXTRA;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trading');
  await expect(page.getByRole('radio', { name: `All, ${total} instruments` })).toBeChecked({
    timeout: 15_000,
  });
  const rows = list(page).locator(':scope > li');
  await expect(rows.first()).toHaveAttribute('aria-posinset', '1');
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(total));
  const rendered = await rows.count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);

  // Tab from the last row rendered goes on into the rows after it, one row at a time, none skipped.
  const place = () =>
    page.evaluate(() => Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset') ?? 0));
  const lastShown = Number(await rows.last().getAttribute('aria-posinset'));
  await rows.last().locator('[data-asset-id]').focus();
  let at = await place();
  expect(at).toBe(lastShown);
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const next = await place();
    expect(next - at, `Tab from row ${at} went to row ${next}`).toBeGreaterThanOrEqual(0);
    expect(next - at, `Tab from row ${at} went to row ${next}`).toBeLessThanOrEqual(1);
    at = next;
  }
  expect(at).toBeGreaterThan(lastShown + 5);

  // Scrolled far away, the focused row stays in the page, and keeps the focus.
  const focused = await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-row'));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list(page).locator(`li[data-row="${focused}"]`)).toHaveCount(1);
  expect(await place()).toBe(at);

  // The bottom of the page is the end of the list: its last row, as tall as the others.
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(total));
  await expect(rows.last()).toContainText(`XT${EXTRA}/USD`);
  await expectNoSidewaysScroll(page);
  await shotAt(page, 'market-watch-long', 390);

  // A search finds a market however far down the list it is.
  await page.getByRole('searchbox', { name: 'Search instruments' }).fill('extra market 123');
  await expect.poll(() => symbols(page)).toEqual(['XT123/USD']);
  await expectAccessible(page);
});
