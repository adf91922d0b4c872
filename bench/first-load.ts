/**
 * First load of the login route in Chromium, as a new visitor on a phone: the JavaScript and CSS
 * bytes actually transferred (compressed) and decoded, and how long until our first screen and the
 * usable login form appear, unthrottled, on an emulated slow 4G link, and on slow 4G at 4× CPU, in one
 * run. Beside it, on slow 4G at 4× CPU too, the React-only page (bench/react-only): the script bytes
 * React alone needs before its page shows, the yardstick for ours.
 *
 * The clock is the page's own: ms since its navigation started (`performance.now()`, whose origin is
 * the document timeline's too). The loading bar is a CSS animation on index.html's static loading
 * screen; it starts when that screen is first rendered, at the animation's `startTime` on that
 * timeline (`bar_start_ms`), and completes `BAR_MS` later. The login form is due then.
 */
import type { Browser } from '@playwright/test';
import { existsSync, rmSync, statSync } from 'node:fs';
import { startServer } from '../server/node/start-server';
import {
  atMost,
  atMostTimes,
  buildReactOnly,
  checkFailures,
  formatChecks,
  formatTable,
  launchChromium,
  loadAverage,
  loadBudgets,
  missingBuild,
  writeResult,
  type Bench,
} from './bench';

const NAME = 'first-load';

interface Budgets {
  /** Script bytes needed before our first screen paints. */
  maxFirstScreenJsKb: number;
  maxCssTransferKb: number;
  /** Our loading screen, not a blank page, within this on slow 4G (the CPU unthrottled). */
  maxFirstScreenSlow4gMs: number;
  /** The login form usable at most this long after the loading bar completes (slow 4G, 4× CPU). */
  maxLoginFormAfterBarMs: number;
  /** Script bytes transferred until the login form is usable, as a multiple of React alone's until its page shows. */
  maxJsUntilUsableTimesReactOnly: number;
}

/** The loading bar's run: 100 steps of 30 ms from its start. */
const BAR_MS = 3000;

/** Chrome DevTools' "Slow 4G" preset. */
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A phone's CPU: the page runs 4 times slower than on this machine. */
const CPU_SLOWDOWN = 4;

interface Condition {
  name: string;
  slow4g: boolean;
  cpuSlowdown: number;
}
const UNTHROTTLED: Condition = { name: 'unthrottled', slow4g: false, cpuSlowdown: 1 };
const SLOW_NETWORK: Condition = { name: 'slow 4G', slow4g: true, cpuSlowdown: 1 };
const PHONE: Condition = { name: `slow 4G, ${CPU_SLOWDOWN}× CPU`, slow4g: true, cpuSlowdown: CPU_SLOWDOWN };

interface Sample {
  page: string;
  network: string;
  /** The machine's load average just before this load. */
  load_avg: number;
  first_screen_js_kb: number;
  /** Script bytes transferred until the page is usable: our login form, React alone's heading. */
  js_until_usable_kb: number;
  /** Every script of the page, including what arrives after it is usable. */
  js_transfer_kb: number;
  /** The same scripts as gzip, for comparison with tools that report gzip. */
  js_gzip_kb: number;
  js_decoded_kb: number;
  css_transfer_kb: number;
  requests: number;
  first_screen_ms: number;
  /** The tenant's name on the loading screen: settings fetched and validated (the schemas at work). */
  tenant_name_ms: number;
  /** When the static loading screen's bar started climbing (NaN for a page without one). */
  bar_start_ms: number;
  /**
   * When the page is usable: for ours, the login form with its password field and an enabled submit
   * button is in the page and the frame that shows it has been drawn (the task after that frame has
   * run, so input would be handled); for the React-only page, its heading so.
   */
  usable_ms: number;
  /** Content-Security-Policy violations the page reported on the way (arktype's eval probe was one). */
  csp_violations: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Runs in the page from its first byte: notes, on the page's own clock, when our first screen and
 * the usable page appear, and when the loading bar's animation started.
 */
// A string, not a function: the page must not depend on how this file was compiled.
const watchMilestones = `(() => {
  const TENANT = 'Northwind Markets';
  const marks = { cspViolations: 0 };
  window.__marks = marks;
  document.addEventListener('securitypolicyviolation', () => { marks.cspViolations += 1; });
  const scriptBytes = () => performance.getEntriesByType('resource')
    .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
    .reduce((sum, e) => sum + e.encodedBodySize, 0);
  const usable = () => {
    const h1 = document.querySelector('h1');
    if (h1 && h1.textContent === 'React only') return true;
    const form = document.querySelector('form');
    // Visible too: the app is built hidden behind the loading bar and revealed when it ends.
    return !!(h1 && h1.textContent === 'Log in' && form && form.checkVisibility() &&
      form.querySelector('input[type="password"]') && form.querySelector('button[type="submit"]:not([disabled])'));
  };
  // The animation has a start time from the frame it first runs in: looked for each frame until then.
  const barStart = () => {
    const fill = document.querySelector('.bk-start-climbing');
    const animation = fill && fill.getAnimations()[0];
    if (animation && animation.startTime !== null) marks.barStart = animation.startTime;
    else if (!marks.usable) requestAnimationFrame(barStart);
  };
  requestAnimationFrame(barStart);
  const check = () => {
    // innerText lays the page out: read only while a mark needs it, so the rest of the start runs undisturbed.
    const text = (!marks.firstScreen || !marks.tenantName) && document.body ? document.body.innerText : '';
    if (!marks.firstScreen && text.includes('Loading market data...')) marks.firstScreen = { at: performance.now(), scriptBytes: scriptBytes() };
    if (!marks.tenantName && text.includes(TENANT)) marks.tenantName = { at: performance.now(), scriptBytes: scriptBytes() };
    if (!marks.usable && !marks.usableSeen && usable()) {
      marks.usableSeen = true;
      requestAnimationFrame(() => setTimeout(() => { marks.usable = { at: performance.now() }; }, 0));
    }
  };
  // Attributes too: the reveal only takes away the hidden app's display: none.
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
})();`;

interface Marks {
  cspViolations: number;
  barStart?: number;
  firstScreen?: { at: number; scriptBytes: number };
  tenantName?: { at: number; scriptBytes: number };
  usable?: { at: number };
}

/** The size of the file the host sends for `pathname` with this encoding (.br, .gz), or as it is. */
function encodedSizeOf(root: string, pathname: string, extension: '.br' | '.gz'): number {
  const file = `${root}${pathname}`;
  if (existsSync(`${file}${extension}`)) return statSync(`${file}${extension}`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/** One first visit of `url` (served from `root`) in `condition`, until the page is usable. */
async function loadOnce(
  browser: Browser,
  page: string,
  url: string,
  root: string,
  condition: Condition,
): Promise<Sample> {
  const load_avg = loadAverage();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  if (condition.slow4g) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  if (condition.cpuSlowdown > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuSlowdown });
  const responses: Array<
    Promise<{ type: string; transfer: number; decoded: number; gzip: number; endedAt: number } | null>
  > = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const pathname = new URL(response.url()).pathname;
    responses.push(
      Promise.all([response.request().sizes(), response.body()]).then(
        ([sizes, body]) => {
          const timing = response.request().timing();
          return {
            type,
            // Chromium reports no transfer size for a worker's script: the host sent its .br.
            transfer: sizes.responseBodySize || encodedSizeOf(root, pathname, '.br'),
            decoded: body.length,
            gzip: encodedSizeOf(root, pathname, '.gz'),
            // Wall-clock ms; unknown (a worker's script has no timing) counts as arrived before the page was usable.
            endedAt:
              timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Number.NEGATIVE_INFINITY,
          };
        },
        // A file still on its way as the page closes (the login page's passkey code, loaded once it is
        // usable) has no body to read: it is not counted.
        () => null,
      ),
    );
  });
  await tab.addInitScript({ content: watchMilestones });
  await tab.goto(url);
  await tab.waitForFunction(() => (window as unknown as { __marks: Marks }).__marks.usable, undefined, {
    timeout: 60_000,
  });
  const { marks, timeOrigin } = await tab.evaluate(() => ({
    marks: (window as unknown as { __marks: Marks }).__marks,
    timeOrigin: performance.timeOrigin,
  }));
  const files = (await Promise.all(responses)).filter((file) => file !== null);
  await context.close();
  const usableAt = timeOrigin + marks.usable!.at;
  const sum = (type: string, key: 'transfer' | 'decoded' | 'gzip', until = Number.POSITIVE_INFINITY) =>
    files.filter((f) => f.type === type && f.endedAt <= until).reduce((total, f) => total + f[key], 0);
  const ms = (at: number | undefined) => Math.round(at ?? Number.NaN);
  return {
    page,
    network: condition.name,
    load_avg,
    first_screen_js_kb: kb(marks.firstScreen?.scriptBytes ?? Number.NaN),
    js_until_usable_kb: kb(sum('script', 'transfer', usableAt)),
    js_transfer_kb: kb(sum('script', 'transfer')),
    js_gzip_kb: kb(sum('script', 'gzip')),
    js_decoded_kb: kb(sum('script', 'decoded')),
    css_transfer_kb: kb(sum('stylesheet', 'transfer')),
    requests: files.length,
    first_screen_ms: ms(marks.firstScreen?.at),
    tenant_name_ms: ms(marks.tenantName?.at),
    bar_start_ms: ms(marks.barStart),
    usable_ms: ms(marks.usable?.at),
    csp_violations: marks.cspViolations,
  };
}

export const firstLoadBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const noBuild = missingBuild(NAME);
    if (noBuild) return noBuild;
    const reference = await buildReactOnly();
    const server = await startServer({ port: 0, controls: false });
    const referenceHost = await startServer({ port: 0, controls: false, staticDir: reference.dir });
    const browser = await launchChromium();
    try {
      const fast = await loadOnce(browser, '/', server.url, 'dist', UNTHROTTLED);
      const slow = await loadOnce(browser, '/', server.url, 'dist', SLOW_NETWORK);
      const phone = await loadOnce(browser, '/', server.url, 'dist', PHONE);
      const react = await loadOnce(browser, 'React only', referenceHost.url, reference.dir, PHONE);
      const samples = [fast, slow, phone, react];
      console.info(
        `\n${NAME}: first visit at 390x844 (ms on the page's clock, from navigation start)\n` +
          formatTable(samples as never),
      );
      const loginAfterBar = phone.usable_ms - (phone.bar_start_ms + BAR_MS);
      console.info(
        `slow 4G, ${CPU_SLOWDOWN}× CPU: the bar started at ${phone.bar_start_ms} ms and completed at ` +
          `${phone.bar_start_ms + BAR_MS} ms; the login form was usable at ${phone.usable_ms} ms, ` +
          `${loginAfterBar} ms after it`,
      );
      const checks = [
        atMost('first-screen JS KB (unthrottled)', fast.first_screen_js_kb, budgets.maxFirstScreenJsKb),
        atMost('CSS KB (unthrottled)', fast.css_transfer_kb, budgets.maxCssTransferKb),
        atMost(
          `first screen ms (${SLOW_NETWORK.name})`,
          slow.first_screen_ms,
          budgets.maxFirstScreenSlow4gMs,
        ),
        atMost(
          `login form usable, ms after the bar completes (${PHONE.name})`,
          loginAfterBar,
          budgets.maxLoginFormAfterBarMs,
        ),
        atMostTimes(
          `JS KB until usable (${PHONE.name})`,
          phone.js_until_usable_kb,
          react.js_until_usable_kb,
          budgets.maxJsUntilUsableTimesReactOnly,
        ),
      ];
      console.info(formatChecks(checks));
      writeResult(NAME, { budgets, bar_ms: BAR_MS, login_form_after_bar_ms: loginAfterBar, samples, checks });
      const failures = checkFailures(checks);
      return { name: NAME, pass: failures.length === 0, failures };
    } finally {
      await browser.close();
      await referenceHost.close();
      await server.close();
      rmSync(reference.dir, { recursive: true, force: true });
    }
  },
};
