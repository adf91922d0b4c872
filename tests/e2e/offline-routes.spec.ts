/**
 * Each route below, reloaded offline after one online visit, shows our screen with what was last
 * loaded and says so; never the browser's error page, never our error screen. The worker caches the
 * app, never an API answer: the query cache in IndexedDB is the only data cache.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const OFFLINE = 'Offline. Showing what was last loaded.';

/** Each route with the heading its screen shows and a piece of the data it showed online. */
const customerRoutes: Array<[path: string, heading: string | RegExp, data?: string]> = [
  ['/main/dashboard', 'Dashboard', '$10,000.00'],
  ['/trading', 'Trading', 'EUR/USD'],
  ['/main/deposit/bitcoin', 'Deposit', 'Deposit Bitcoin'],
  ['/main/deposit/card', 'Deposit'],
  ['/main/deposit/wire', 'Deposit', 'Example Bank plc'],
  ['/main/deposit/history?walletId=btc-mainnet', 'Deposit'],
  ['/main/chat', 'Live chat', 'There is no fee for wire transfers above $100.'],
  ['/main/accounts', 'Accounts', 'NW-100001'],
  ['/main/withdrawal', 'Withdrawal'],
  ['/main/verification', 'Verification'],
  ['/main/savings', 'Savings', '$2,011.68'],
  ['/main/personal', 'Personal information', 'NW-100001'],
  // Two-factor's state (here off), as the card says it.
  ['/main/settings', 'Settings', 'Ask for a code from an authenticator app'],
  ['/main/auto-trader', 'Auto-trader', 'Steady income'],
  ['/main/alerts', 'Price alerts', 'No price alerts.'],
  // The statement is asked for afresh (its query is never stored): its screen opens, saying it is offline.
  ['/main/statement', 'Account statement'],
  ['/main/test', /Connection check/],
];

const publicRoutes: Array<[path: string, heading: string]> = [
  ['/login', 'Log in'],
  ['/signup', 'Create your account'],
  ['/forgot-password', 'Reset your password'],
];

/** When the query cache was last written to IndexedDB (0 when nothing is stored). */
const storedAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('broker-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve(0);
          const get = db.transaction('queries').objectStore('queries').get('query-cache');
          get.onsuccess = () =>
            resolve(get.result ? (JSON.parse(get.result as string) as { timestamp: number }).timestamp : 0);
          get.onerror = () => reject(get.error);
        };
      }),
  );

/** The query cache writes at most once a second (src/lib/query/persisted-cache.ts). */
const PERSIST_THROTTLE_MS = 1000;

/**
 * An online visit is over once what it showed is on disk: the cache has been written since then, or
 * the write window has passed (everything it showed was already written).
 */
async function waitUntilStored(page: Page) {
  const shownAt = await page.evaluate(() => Date.now());
  await expect
    .poll(
      async () =>
        (await storedAt(page)) >= shownAt ||
        (await page.evaluate(() => Date.now())) - shownAt > PERSIST_THROTTLE_MS + 500,
    )
    .toBe(true);
}

/** What the worker's caches hold under /api/: must be nothing. */
const cachedApiAnswers = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname.startsWith('/api/')) found.push(request.url);
    }
    return found;
  });

async function reloadOffline(page: Page, path: string, heading: string | RegExp, data?: string) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1, `${path} online`).toBeVisible({ timeout: 15_000 });
  if (data)
    await expect(page.getByText(data).first(), `${path} online data`).toBeVisible({ timeout: 15_000 });
  await waitUntilStored(page);
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(h1, `${path} offline`).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(OFFLINE), `${path} says it is offline`).toBeVisible();
    if (data) await expect(page.getByText(data).first(), `${path} offline data`).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  } finally {
    await page.context().setOffline(false);
  }
}

test('every customer route reloads offline with its last data, and no API answer is in the worker caches', async ({
  page,
  backend: _b,
  signIn,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  for (const [path, heading, data] of customerRoutes) await reloadOffline(page, path, heading, data);
  expect(await cachedApiAnswers(page)).toEqual([]);
});

test('the public routes reload offline too', async ({ page, backend: _b }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  for (const [path, heading] of publicRoutes) await reloadOffline(page, path, heading);
});

test('the admin chat reloads offline with its customers', async ({ page, backend: _b, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('admin@example.com');
  await page.goto('/admin/chat');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await reloadOffline(page, '/admin/chat', 'Admin Chat', 'Alex Morgan');
});

test('a screen this device never loaded says offline that it needs a connection, and loads once back online', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await waitUntilStored(page);
  await page.context().setOffline(true);
  try {
    await page.goto('/main/savings');
    await expect(page.getByRole('heading', { level: 1, name: 'Savings' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('This needs a connection. It loads when you are back online.')).toBeVisible();
    await expect(page.getByText('Loading your savings…')).toHaveCount(0);
  } finally {
    await page.context().setOffline(false);
  }
  // Back online the savings load by themselves; nothing was given up while offline.
  await expect(page.getByText('$2,011.68').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('This needs a connection. It loads when you are back online.')).toHaveCount(0);
});
