/**
 * The first paint is static HTML: index.html carries the loading screen, the host writes the tenant's
 * name and accent into it, and the app takes it over where it stands. Checked without JavaScript (what
 * a phone paints while the app downloads), across the takeover frame by frame, and in the worker's cache.
 */
import type { Page } from '@playwright/test';
import { expect, recordViolations, test, violations, waitForStart } from './fixtures';

const TENANT = 'Harbour Trading Group';
const ACCENT = '#1d4ed8';

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test("the loading screen shows the tenant's name, its colour and a climbing bar", async ({
    page,
    backend,
    shots,
  }) => {
    await backend.settings({ name: TENANT, accent_color: ACCENT });
    await page.goto('/');
    const screen = page.getByRole('main').filter({ hasText: 'Loading market data...' });
    await expect(screen.getByText(TENANT)).toBeVisible();
    await expect(page).toHaveTitle(TENANT);
    await expect(screen.getByRole('progressbar', { name: 'Loading progress' })).toBeVisible();
    const look = await page.evaluate(() => {
      const name = document.querySelector('.bk-start-name')!;
      const fill = document.querySelector('.bk-start-climbing')!;
      return {
        color: getComputedStyle(name).color,
        weight: getComputedStyle(name).fontWeight,
        climbing: fill.getAnimations().length,
        themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      };
    });
    // Styled by the page's own inline CSS: the tenant's accent, the screen's weight, the bar running.
    expect(look).toEqual({ color: 'rgb(29, 78, 216)', weight: '800', climbing: 1, themeColor: ACCENT });
    await shots('40-start-static');
  });

  test("the tenant's name is text, whatever it holds", async ({ page, backend }) => {
    const hostile = `</title></p><img src=x onerror=alert(1)>"'&amp;<script>`;
    await backend.settings({ name: hostile });
    await page.goto('/');
    await expect(page.locator('.bk-start-name')).toHaveText(hostile);
    await expect(page).toHaveTitle(hostile);
    await expect(page.locator('#root img, #root script, head script:not([src])')).toHaveCount(0);
  });
});

/**
 * Each frame from the screen's first: the name on it and how far its bar is, until the screen goes.
 * And the moment it goes, from the change to the page itself: how far the bar had run by then, by its
 * animation's clock. A frame shows what was drawn, but a machine short of CPU may draw none for half
 * a second and more: the last frame before the screen went can be from well before the bar's end
 * (0.81 with the renderer stopped for 650 ms at 80 %) while the app did wait for it.
 */
function sampleFrames() {
  const samples: Array<{ name: string | null; scale: number; byScript: boolean } | null> = [];
  const w = window as unknown as {
    __frames: typeof samples;
    __staticFill?: HTMLElement;
    __barWhenGone?: number;
  };
  w.__frames = samples;
  /** When the bar started, on the page's clock (the app's bar goes on from the static one's start). */
  let barStart: number | undefined;
  let barMs = 0;
  const frame = () => {
    const name = document.querySelector('.bk-start-name');
    const fill = document.querySelector<HTMLElement>('.bk-progress-fill');
    if (name && fill) {
      const transform = getComputedStyle(fill).transform;
      samples.push({
        name: name.textContent,
        scale: transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a,
        // The static screen's bar is the first one seen; the app's replaces it.
        byScript: fill !== (w.__staticFill ??= fill),
      });
      const climb = fill.getAnimations()[0];
      const timing = climb?.effect?.getComputedTiming();
      if (typeof climb?.startTime === 'number' && timing) {
        barStart = climb.startTime + (timing.delay ?? 0);
        barMs = Number(timing.duration);
      }
    } else if (samples.length > 0) samples.push(null);
    // Until the screen is first seen (the page may still be parsing), then until it goes.
    if (samples.at(-1) !== null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  let shown = false;
  new MutationObserver((_, observer) => {
    if (document.querySelector('.bk-progress-fill')) shown = true;
    else if (shown && barStart !== undefined) {
      w.__barWhenGone = (performance.now() - barStart) / barMs;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: unknown[] }).__frames) as Promise<
    Array<{ name: string | null; scale: number; byScript: boolean } | null>
  >;

test('the app takes the screen over without a change: same name, the bar never goes back', async ({
  page,
  backend,
}) => {
  await backend.settings({ name: TENANT });
  await page.addInitScript(recordViolations);
  await page.addInitScript(sampleFrames);
  await page.goto('/');
  await waitForStart(page);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const seen = await frames(page);
  const screens = seen.slice(0, seen.indexOf(null));
  expect(screens.length).toBeGreaterThan(2);
  // Painted by the page first, then by the app: both show the same screen.
  expect(screens[0]!.byScript).toBe(false);
  expect(screens.at(-1)!.byScript).toBe(true);
  expect(new Set(screens.map((s) => s!.name))).toEqual(new Set([TENANT]));
  for (let i = 1; i < screens.length; i++)
    expect(screens[i]!.scale, `frame ${i}`).toBeGreaterThanOrEqual(screens[i - 1]!.scale);
  // The screen goes once the bar is full (within a step: the timer and the animation round apart).
  const barWhenGone = await page.waitForFunction(
    () => (window as unknown as { __barWhenGone?: number }).__barWhenGone,
  );
  expect(await barWhenGone.jsonValue()).toBeGreaterThanOrEqual(0.99);
  // The page's inline styles are allowed by their hashes; nothing else inline ran.
  expect(await violations(page)).toEqual([]);
});

/** The page as the worker has stored it for starts from the cache (offline ones included). */
const storedPage = (page: Page) =>
  page.evaluate(async () => {
    const response = await caches.match('/index.html', { ignoreSearch: true });
    return response ? await response.text() : '';
  });

test("the worker keeps the page as the host served it, and follows the tenant's rename", async ({
  page,
  context,
  backend,
}) => {
  await backend.settings({ name: TENANT });
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  expect(await storedPage(page)).toContain(`<p class="bk-start-name">${TENANT}</p>`);

  // Renamed: the next start still paints the stored page, then the app learns the new name from the
  // server and the worker stores the page again, so the start after it (offline too) has the new one.
  await backend.settings({ name: 'Harbour Markets Ltd' });
  await page.reload();
  await waitForStart(page);
  await expect
    .poll(() => storedPage(page), { timeout: 10_000 })
    .toContain('<p class="bk-start-name">Harbour Markets Ltd</p>');
  await context.setOffline(true);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('.bk-start-name')).toHaveText('Harbour Markets Ltd');
  await context.setOffline(false);
});

/** A built file's name without its hash: `react-dom-D8EnJbZy.js` is `react-dom`. */
const chunkName = (url: string) => new URL(url).pathname.replace(/^.*\/|-[\w-]{8}\.js$/g, '');

/** Every script the page has loaded. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );

test('a signed-in start loads the code of the screens it shows, not of the others', async ({
  page,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('list', { name: 'Open trades' }).getByRole('listitem').first()).toBeVisible({
    timeout: 15_000,
  });
  const scripts = (await scriptsLoaded(page)).map(chunkName);
  // The entry (React), the app's start, the signed-in frame and the dashboard, a file each (vite.config.ts).
  expect(scripts).toEqual(expect.arrayContaining(['index', 'start', 'frame', 'dashboard']));
  // The login page, the help under Awaiting Approval (the verification forms, the chat), the deposit
  // pages, a position's detail and the form that changes a pending order are code of screens a
  // customer let in to the dashboard does not see until they open them.
  const unseen =
    /^(login|awaiting-approval-help|verification-overview|progress-gate|deposit-layout|crypto-deposit-page|position-detail|change-pending-order|stop-fields)$/;
  expect(scripts.filter((name) => unseen.test(name))).toEqual([]);
});

test("a new visitor's start loads the login page's code, not the signed-in frame's", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Email')).toBeEditable();
  const scripts = (await scriptsLoaded(page)).map(chunkName);
  // The entry (React), the app's start, the login page and the form kit it shares with the signed-in
  // screens (vite.config.ts). Not the frame, which holds the query client (TanStack Query) too.
  expect(scripts).toEqual(expect.arrayContaining(['index', 'start', 'login', 'forms']));
  expect(scripts.filter((name) => /^(frame|dashboard)$/.test(name))).toEqual([]);
});
