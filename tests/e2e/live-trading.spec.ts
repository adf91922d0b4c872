/**
 * Live trading on the dashboard against the reference server with both sockets on: the summary and
 * open trades render and move with the prices; a trade the broker opens appears without a reload,
 * live and, with the realtime connection dropped, through polling; the indicator says which.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DEMO = 'demo@example.com';

const openList = (page: Page) => page.getByRole('list', { name: 'Open trades' });
const indicator = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Connection: / });

/** Serves /config.json with trading settings merged in, as a tenant's host may. */
async function withTradingConfig(page: Page, trading: Record<string, unknown>) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, trading } });
  });
}

async function openDashboard(page: Page) {
  await page.goto('/main/dashboard');
  await expect(openList(page).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
}

test('the summary and open trades render, and P&L moves with the prices', async ({
  page,
  signIn,
  backend,
}) => {
  await signIn(DEMO);
  await openDashboard(page);
  const summary = page.getByRole('region', { name: 'Account summary' });
  await expect(summary.getByText('Balance')).toBeVisible();
  await expect(summary.getByText('Lifetime P&L')).toBeVisible();
  await expect(openList(page).getByRole('listitem')).toHaveCount(6);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  // The seed's trades are on random instruments, whose markets may all be shut for the weekend when
  // this runs; BTC/USD trades every day, so its position's P&L moves whatever the day.
  await backend.trade(DEMO, 'BTC/USD');
  const row = openList(page).getByRole('listitem').filter({ hasText: 'BTC/USD' }).first();
  const pnl = () => row.getByLabel(/^P&L /).textContent();
  await expect(row).toBeVisible({ timeout: 5_000 });
  const before = await pnl();
  await expect.poll(pnl, { timeout: 15_000 }).not.toBe(before);
});

test('a trade the broker opens appears live, without a reload', async ({ page, signIn, backend }) => {
  await signIn(DEMO);
  await openDashboard(page);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  await expect(openList(page).getByRole('listitem')).toHaveCount(6);
  const started = Date.now();
  await backend.trade(DEMO);
  await expect(openList(page).getByRole('listitem')).toHaveCount(7, { timeout: 5_000 });
  const ms = Date.now() - started;
  test.info().annotations.push({ type: 'trade-to-row-live-ms', description: String(ms) });
  console.info(`trade to row, realtime on: ${ms} ms`);
});

test('dashboard screenshots', async ({ page, signIn, shots }) => {
  await signIn(DEMO);
  await openDashboard(page);
  await expect(page.getByRole('list', { name: 'Closed trades' })).toBeVisible();
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  await shots('dashboard');
});

test('the real polling interval is 30 s', async ({ page, signIn, backend, request }) => {
  // The served config leaves it to the app's default.
  const served = (await (await request.get('/config.json')).json()) as { trading?: unknown };
  expect(served.trading).toBeUndefined();
  await signIn(DEMO);
  await openDashboard(page);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  await backend.dropRealtime(10_000);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Polling', { timeout: 10_000 });
  await indicator(page).press('Enter');
  await expect(page.getByText('Trades refresh every 30 seconds')).toBeVisible();
});

test('after a drop the connection comes back by itself, and trades arrive live again', async ({
  page,
  signIn,
  backend,
}) => {
  await signIn(DEMO);
  await openDashboard(page);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  await backend.dropRealtime(2_000);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Polling', { timeout: 10_000 });
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 30_000 });
  await expect(openList(page).getByRole('listitem')).toHaveCount(6);
  await backend.trade(DEMO);
  // Well inside the 30 s polling interval: only the live event can have brought it.
  await expect(openList(page).getByRole('listitem')).toHaveCount(7, { timeout: 5_000 });
});

// Last: its drop outlasts the test, and the server is shared by the file's tests.
test('while the realtime connection is down, the indicator says Polling and trades still arrive', async ({
  page,
  signIn,
  backend,
}) => {
  await withTradingConfig(page, { tradesPollIntervalMs: 2_000 });
  await signIn(DEMO);
  await openDashboard(page);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  await backend.dropRealtime(30_000);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Polling', { timeout: 10_000 });
  await indicator(page).click();
  await expect(page.getByText('Trades refresh every 2 seconds')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Trades refresh every 2 seconds')).toBeHidden();
  const started = Date.now();
  await backend.trade(DEMO);
  await expect(openList(page).getByRole('listitem')).toHaveCount(7, { timeout: 10_000 });
  const ms = Date.now() - started;
  test.info().annotations.push({ type: 'trade-to-row-polling-ms', description: String(ms) });
  console.info(`trade to row, realtime dropped (2 s polling): ${ms} ms`);
});
