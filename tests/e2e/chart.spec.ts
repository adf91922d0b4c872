/**
 * The chart's candles and position lines in Chromium against the reference server: the timeframe
 * picker (by pointer and by keyboard) changes the candles, scrolling back loads older ones, and an
 * open position's entry and stops are drawn at their prices, moving when the stops change.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, expectNoSidewaysScroll, shotAt, test, type Backend } from './fixtures';

const summary = (page: Page) => page.getByTestId('chart-summary');
const plot = (page: Page) => page.getByTestId('price-chart');
const candleCount = async (page: Page) => Number(await plot(page).getAttribute('data-candles'));
const oldest = async (page: Page) => Number(await plot(page).getAttribute('data-first'));

interface Position {
  id: number;
  opening_price: number;
  stop_loss: number | null;
  take_profit: number | null;
}

/** Buys 0.05 BTC/USD on the demo customer's live account with stops 5% either side, as the ticket would. */
async function buyWithStops(page: Page, backend: Backend) {
  const { token } = await backend.login('demo@example.com');
  const { assets } = await backend.read<{ assets: { id: number; symbol: string; price: number }[] }>(
    token,
    '/data',
  );
  const btc = assets.find((asset) => asset.symbol === 'BTC/USD')!;
  const [live] = await backend.read<{ account_id: string }[]>(token, '/accounts');
  const round = (price: number) => Math.round(price * 100) / 100;
  const answer = await page.request.post(`${backend.url}/api/v1/orders`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      account_id: live!.account_id,
      asset_id: btc.id,
      side: 'buy',
      volume: 0.05,
      // Crypto's retail cap: the demo customer is a retail client.
      leverage: 2,
      stop_loss: round(btc.price * 0.95),
      take_profit: round(btc.price * 1.05),
    },
  });
  expect(answer.status()).toBe(201);
  const trade = ((await answer.json()) as { data: Position }).data;
  return { token, btc, trade };
}

test.beforeEach(async ({ backend, signIn }) => {
  // A Wednesday noon: every market open.
  await backend.pinMarketClock('2030-01-02T12:00:00Z');
  await signIn('demo@example.com');
});

test('the timeframe picker changes the candles, by pointer and by keyboard, and scrolling back loads older ones', async ({
  page,
  backend,
}) => {
  const { btc } = await buyWithStops(page, backend);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/trading?asset=${btc.id}`);
  await expect(plot(page)).toHaveAttribute('data-candles', '300', { timeout: 15_000 });
  await expect(plot(page)).toHaveAttribute('data-timeframe', '5m');
  await expect(summary(page)).toContainText('5-minute candles from', { timeout: 5_000 });
  const fiveMinutes = await oldest(page);

  // An hour's candles reach twelve times as far back as five minutes' in the same number.
  await page.getByRole('radio', { name: '1 hour' }).check();
  await expect(plot(page)).toHaveAttribute('data-timeframe', '1h');
  await expect(summary(page)).toContainText('Hourly candles from', { timeout: 15_000 });
  await expect.poll(() => oldest(page), { timeout: 15_000 }).toBeLessThan(fiveMinutes);
  const hours = await oldest(page);
  expect(hours % 3600).toBe(0);

  // The picker is a radio group: the arrow keys move the choice.
  await page.getByRole('radio', { name: '1 hour' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 hours' })).toBeChecked();
  await expect(plot(page)).toHaveAttribute('data-timeframe', '4h');
  await expect.poll(() => oldest(page), { timeout: 15_000 }).toBeLessThan(hours);

  // A line of the closes instead of candles.
  await page.getByRole('radio', { name: 'Line' }).check();
  await expect(plot(page)).toHaveAttribute('data-style', 'line');

  // Back to one minute, then dragged back in time: the candles before the first page are loaded.
  await page.getByRole('radio', { name: '1 minute' }).check();
  await page.getByRole('radio', { name: 'Candles' }).check();
  await expect(plot(page)).toHaveAttribute('data-candles', '300', { timeout: 15_000 });
  const firstPage = await oldest(page);
  const box = (await plot(page).boundingBox())!;
  await expect
    .poll(
      async () => {
        await page.mouse.move(box.x + 20, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width - 100, box.y + box.height / 2, { steps: 8 });
        await page.mouse.up();
        return candleCount(page);
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(300);
  // The older page goes before the first: the oldest candle is now a minute further back.
  expect(await oldest(page)).toBeLessThan(firstPage);

  // The keys do what the drag and the wheel do: End returns to now, an arrow moves back in time, and
  // minus shows more candles; the summary, which the frame's description is, follows.
  const frame = page.getByRole('group', { name: /^BTC\/USD price chart: left and right arrows/ });
  await expect(frame).toHaveAttribute('aria-describedby', (await summary(page).getAttribute('id'))!);
  const span = async () => {
    const text = (await summary(page).textContent()) ?? '';
    const [, from, to] = /from (.+?) to (.+?): open/.exec(text) ?? [];
    // The summary's times as the page wrote them in its locale, which V8 reads back.
    return { from: Date.parse(from ?? ''), to: Date.parse(to ?? '') };
  };
  const dragged = await span();
  await frame.focus();
  await page.keyboard.press('End');
  // End goes back to the live candle: the view ends within the last minutes.
  const live = () => Date.now() - 3 * 60_000;
  await expect.poll(async () => (await span()).to).toBeGreaterThan(Math.max(dragged.to, live()));
  // The summary is written once a frame, so presses that share a frame show only their sum: each
  // press is awaited before the next, and the view read after the last is where the keys left it.
  let back = await span();
  for (let i = 0; i < 5; i += 1) {
    const before = back.to;
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await span()).to).toBeLessThan(before);
    back = await span();
  }
  await page.keyboard.press('-');
  await expect.poll(async () => (await span()).from).toBeLessThan(back.from);
  expect((await span()).to).toBe(back.to);
  await page.keyboard.press('End');
  await expect.poll(async () => (await span()).to).toBeGreaterThan(live());
  await expectAccessible(page);
});

test("an open position's entry, stop-loss and take-profit lines are drawn at their prices and move with its stops", async ({
  page,
  backend,
}) => {
  const { token, btc, trade } = await buyWithStops(page, backend);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/trading?asset=${btc.id}`);
  const lines = page.getByRole('list', { name: 'Lines on the chart' });
  const line = (kind: string) => lines.locator(`li[data-trade-id="${trade.id}"][data-line="${kind}"]`);
  await expect(line('entry')).toHaveAttribute('data-price', String(trade.opening_price), { timeout: 15_000 });
  await expect(line('stop_loss')).toHaveAttribute('data-price', String(trade.stop_loss));
  await expect(line('take_profit')).toHaveAttribute('data-price', String(trade.take_profit));
  await expect(line('entry')).toContainText('Buy 0.05 entry at');
  // A stop's line says what the position would make or lose there, in the account's currency.
  await expect(line('stop_loss')).toContainText(/^Stop loss −\$[\d,]+\.\d\d at [\d,]+\.\d\d$/);
  await expect(line('take_profit')).toContainText(/^Take profit \+\$[\d,]+\.\d\d at [\d,]+\.\d\d$/);
  await expect(summary(page)).toContainText('BTC/USD price chart: 5-minute candles from', {
    timeout: 15_000,
  });
  // The chart, its summary and its lines in one view; at 320 px the pickers wrap, nothing scrolls sideways.
  await summary(page).scrollIntoViewIfNeeded();
  await shotAt(page, 'chart-lines', 390);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page);
  const frame = (await plot(page).boundingBox())!;
  const lastChoice = (await page.getByText('1D', { exact: true }).boundingBox())!;
  expect(lastChoice.x + lastChoice.width).toBeLessThanOrEqual(frame.x + frame.width);
  await summary(page).scrollIntoViewIfNeeded();
  await shotAt(page, 'chart-lines', 320);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('radio', { name: '1 hour' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await shotAt(page, 'chart-lines', 1280);

  // The stops move: the lines follow without a reload.
  const stopLoss = Math.round(trade.opening_price * 0.9 * 100) / 100;
  const changed = await page.request.patch(`${backend.url}/api/v1/trades/${trade.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { stop_loss: stopLoss, take_profit: null },
  });
  expect(changed.status()).toBe(200);
  await expect(line('stop_loss')).toHaveAttribute('data-price', String(stopLoss), { timeout: 15_000 });
  await expect(line('take_profit')).toHaveCount(0);
  await expectAccessible(page);
});
