import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { startFakePushService, type FakePushService } from '../../server/testing/fake-push-service';
import { startAppServer, type RunningServer } from './server';

export const DEMO_PASSWORD = 'demo-pass-1';
export const SHOTS_DIR = 'shots';

/** User agents of real devices, for pages that list the devices signed in (a shot shows them). */
export const USER_AGENTS = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;

/** The reference backend's test controls (server/README.md). */
export class Backend {
  constructor(
    private readonly api: APIRequestContext,
    readonly url: string,
  ) {}

  private async call(method: 'POST' | 'PATCH', path: string, data: unknown = {}) {
    const response = await this.api.fetch(`${this.url}/__demo${path}`, { method, data });
    expect(response.ok(), `${method} /__demo${path} answered ${response.status()}`).toBe(true);
  }

  reset = () => this.call('POST', '/reset');
  settings = (patch: Record<string, unknown>) => this.call('PATCH', '/settings', patch);
  fault = (path: string, status: number, times = 1) => this.call('POST', '/faults', { path, status, times });
  revoke = (email: string) => this.call('POST', '/revoke', { email });
  /** Every session of the user must prove it is them again, as five minutes after their last proof. */
  expireStepUps = (email: string) => this.call('POST', '/step-up/expire', { email });
  setUserStatus = (email: string, status: string) => this.call('PATCH', '/users', { email, status });
  dropRealtime = (ms: number) => this.call('POST', '/realtime/drop', { ms });
  adminMessage = (customer_email: string, message: string) =>
    this.call('POST', '/chat', { customer_email, message });
  /** The broker opens a trade for the customer, on `symbol` or a random instrument. */
  trade = (customer_email: string, symbol?: string) =>
    this.call('POST', '/trade', { customer_email, symbol });
  notify = (customer_email: string, title: string, message: string, color?: string) =>
    this.call('POST', '/notify', { customer_email, title, message, color });
  /** Reads every instrument's hours at this ISO moment (null: the server's clock again); a reset unpins. */
  pinMarketClock = (at: string | null) => this.call('POST', '/markets/clock', { at });
  haltMarket = (symbol: string) => this.call('POST', '/markets/halt', { symbol });
  /** The back office's decisions on a pending deposit (a decline says `reason`, or the default one). */
  approveDeposit = (id: number) => this.call('POST', `/deposits/${id}/approve`);
  declineDeposit = (id: number, reason?: string) => this.call('POST', `/deposits/${id}/decline`, { reason });
  /** As if the customer's apps last looked `minutes` ago: what happened since is their time away. */
  awayFor = (email: string, minutes: number) => this.call('POST', '/away', { email, minutes });
  /** The customer's running auto-trader takes its next step: opens a trade, or closes its oldest. */
  autoTraderTick = (customer_email: string) => this.call('POST', '/auto-trader/tick', { customer_email });
  /** A sign-in link for the customer, as a back office sends one: the page's path and the link's token. */
  async signInLink(email: string): Promise<{ path: string; token: string }> {
    const response = await this.api.post(`${this.url}/__demo/sign-in-link`, { data: { email } });
    expect(response.ok(), `POST /__demo/sign-in-link answered ${response.status()}`).toBe(true);
    const { url, token } = ((await response.json()) as { data: { url: string; token: string } }).data;
    const link = new URL(url);
    return { path: `${link.pathname}${link.search}`, token };
  }
  /** GETs the API as the session of `token`, which must answer 2xx; answers the body's `data`. */
  async read<T>(token: string, path: string): Promise<T> {
    const answer = await this.api.get(`${this.url}/api/v1${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(answer.ok(), `GET ${path} answered ${answer.status()}`).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  }

  /**
   * Moves an instrument's bid at once (stops and margin levels are judged at it, as after a tick), the
   * ask its spread above; `hold` keeps it there while the market trades, until the next reset.
   */
  setPrice = (symbol: string, price: number, hold = false) =>
    this.call('POST', '/prices', { symbol, price, ...(hold ? { hold } : {}) });
  resumeMarket = (symbol: string) => this.call('POST', '/markets/resume', { symbol });

  /**
   * Signs in through the API and returns what the app stores as its session; `userAgent`, when given,
   * is the device the session is listed as (else the test runner's own user agent).
   */
  async login(email: string, password = DEMO_PASSWORD, userAgent?: string) {
    const response = await this.api.post(`${this.url}/api/v1/auth/login`, {
      data: { email, password },
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: { token: string; user: unknown } };
    return body.data;
  }
}

type WorkerFixtures = { server: RunningServer; pushService: FakePushService };
type TestFixtures = {
  backend: Backend;
  shots: (name: string) => Promise<void>;
  signIn: (email: string) => Promise<void>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  /** A push service on loopback, which the server may send Web Push to (this machine reaches no real one). */
  pushService: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const service = await startFakePushService();
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ pushService }, use) => {
      const server = await startAppServer({ pushOrigins: [pushService.origin] });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  /**
   * A test that fails prints what its page showed (address and accessibility tree) and what the page
   * logged: errors, warnings, failed requests and each navigation, with their times. A failure in CI, whose artifacts are gone once it
   * ends, then says in its output where the page stood.
   *
   * And every test fails whose page could not take back a query it kept on the device itself (no
   * validator names its key, or its own answer fails it): the restore drops it, so it was written for
   * nothing and its screen has nothing offline.
   */
  page: async ({ page }, use, testInfo) => {
    const log: string[] = [];
    const unrestored = new Set<string>();
    const started = performance.now();
    const at = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        log.push(`${at()} console.${message.type()}: ${message.text()}`);
      if (/^\[query\] (not restored|discarded an invalid restored answer)/.test(message.text()))
        unrestored.add(message.text());
    });
    page.on('pageerror', (error) => log.push(`${at()} uncaught: ${error.message}`));
    page.on('requestfailed', (request) =>
      log.push(
        `${at()} request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
      ),
    );
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) log.push(`${at()} at ${frame.url()}`);
    });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) {
      expect(
        [...unrestored],
        'queries kept on the device that contract/schemas/cached.ts does not restore (or mark them meta.persist = false)',
      ).toEqual([]);
      return;
    }
    if (page.isClosed()) return;
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch((error: Error) => `(no snapshot: ${error.message})`);
    console.info(
      [
        `[failure] ${testInfo.title} at ${page.url()}`,
        tree.split('\n').slice(0, 120).join('\n'),
        '[failure] the page logged:',
        ...log.slice(-60),
      ].join('\n'),
    );
  },
  backend: async ({ playwright, server }, use) => {
    const api = await playwright.request.newContext();
    const backend = new Backend(api, server.url);
    await backend.reset();
    await use(backend);
    await api.dispose();
  },
  /** Saves the page at 390×844 and 1280×800 as shots/<name>-phone.png and -desktop.png. */
  shots: async ({ page }, use) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    await use(async (name) => {
      const original = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-phone.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-desktop.png` });
      if (original) await page.setViewportSize(original);
    });
  },
  /** Puts a signed-in session into storage before the app starts, as a returning user would have. */
  signIn: async ({ page, backend }, use) => {
    await use((email) => startSignedIn(page, backend, email));
  },
});

export { expect };

/**
 * Every page load in `target` (a page, or every page of a context) starts signed in as `email`, as a
 * returning user would: the session is stored the way the app stores it. With `keep`, a session the
 * app already holds (it signed out, or signed in again) is left as it is on the next load. With
 * `userAgent`, the session was signed in from that device (the context's own user agent, say).
 */
export async function startSignedIn(
  target: Page | BrowserContext,
  backend: Backend,
  email: string,
  { keep = false, userAgent }: { keep?: boolean; userAgent?: string } = {},
) {
  const { token, user } = await backend.login(email, DEMO_PASSWORD, userAgent);
  const session = JSON.stringify({ state: { token, user, selectedAccountIndex: 0 }, version: 0 });
  await target.addInitScript(
    ([stored, keepStored]) => {
      if (!keepStored || !localStorage.getItem('user-storage')) localStorage.setItem('user-storage', stored);
    },
    [session, keep] as const,
  );
}

/** A page of its own (a second window, with its own storage) signed in as `email`. */
export async function windowFor(browser: Browser, backend: Backend, email: string, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await startSignedIn(page, backend, email);
  return page;
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, where = page.url()) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Saves the page as it is now, at the window's width: shots/<name>-<width>.png. */
export async function shotAt(page: Page, name: string, width: number) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png` });
}

/**
 * The whole page in one shot, as it reads scrolled through, named by the window's width: the window
 * is made as tall as the page for it, so the sticky header and tab bar sit at the page's ends (a
 * full-page capture paints them where the window's edges were, over the middle of the page). The
 * window's size is put back after.
 */
export async function wholePageShot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${size.width}.png` });
  await page.setViewportSize(size);
}

/**
 * The page's next answer from the API at `path` (as '/settings'). A screen this device remembers is
 * drawn before the server has answered: a test that changes the server's state while the start's own
 * request is still out would race it, and the screen could change under its click.
 */
export function answered(page: Page, path: string) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1${path}`);
  // Awaited later: a test that fails before then closes the page, which must not add a second error.
  answer.catch(() => {});
  return answer;
}

/**
 * Holds back every request whose address matches `url` (a glob or a pattern), as a slow network
 * would, until `release()`; `asked` settles once the page has asked for it. What the service worker
 * serves from its store passes by: a test holding back the app's code blocks service workers.
 */
export async function holdBack(page: Page, url: string | RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(url);
  // Awaited only by the tests that need it: a page closed before then must not add an error.
  asked.catch(() => {});
  return { asked, release };
}

/** The loading screen runs its bar to 100 % (3 s) on a first visit; wait past it. */
export async function waitForStart(page: Page) {
  await expect(page.getByText('Loading market data...')).toBeHidden({ timeout: 15_000 });
}

/**
 * Every CSP violation the page reports, from its first script on: the event fires even when the code
 * that tripped it catches the error (arktype's probe for `new Function` did, on every load).
 */
export const recordViolations = () => {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
  );
};
export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
