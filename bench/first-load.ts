/**
 * First load of the login route in Chromium, as a new visitor on a phone: the JavaScript and CSS
 * bytes actually transferred (compressed) and decoded, and how long until our first screen and the
 * usable login form appear, unthrottled and on an emulated slow 4G link, in one run.
 */
import type { Browser } from '@playwright/test';
import { existsSync, statSync } from 'node:fs';
import { startServer } from '../server/node/start-server';
import { formatTable, launchChromium, loadBudgets, missingBuild, writeResult, type Bench } from './bench';

const NAME = 'first-load';

interface Budgets {
  /** Script bytes needed before our first screen paints. */
  maxFirstScreenJsKb: number;
  /** Every script of the login route (most of it loads while the bar runs). */
  maxJsTransferKb: number;
  maxCssTransferKb: number;
  /** Our loading screen, not a blank page, within this on slow 4G. */
  maxFirstScreenSlow4gMs: number;
}

/** Chrome DevTools' "Slow 4G" preset. */
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Sample {
  network: string;
  first_screen_js_kb: number;
  js_transfer_kb: number;
  /** The same scripts as gzip, for comparison with tools that report gzip. */
  js_gzip_kb: number;
  js_decoded_kb: number;
  css_transfer_kb: number;
  requests: number;
  first_screen_ms: number;
  /** The tenant's name on the loading screen: settings fetched and validated (the schemas at work). */
  tenant_name_ms: number;
  login_form_ms: number;
  /** Content-Security-Policy violations the page reported on the way (arktype's eval probe was one). */
  csp_violations: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Runs in the page from its first byte: notes, on the page's own clock (ms since navigation start),
 * when our first screen and the login form appear, and which script bytes had arrived by then.
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
  const check = () => {
    const text = document.body ? document.body.innerText : '';
    if (!marks.firstScreen && text.includes('Loading market data...')) marks.firstScreen = { at: performance.now(), scriptBytes: scriptBytes() };
    if (!marks.tenantName && text.includes(TENANT)) marks.tenantName = { at: performance.now(), scriptBytes: scriptBytes() };
    const h1 = document.querySelector('h1');
    if (!marks.loginForm && h1 && h1.textContent === 'Log in') marks.loginForm = { at: performance.now(), scriptBytes: scriptBytes() };
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Size of the build's .gz sibling of a served file; files too small to compress count as they are. */
/** The size of the file the host sends for `pathname` with this encoding (.br, .gz), or as it is. */
function encodedSizeOf(pathname: string, extension: '.br' | '.gz'): number {
  const file = `dist${pathname}`;
  if (existsSync(`${file}${extension}`)) return statSync(`${file}${extension}`).size;
  return existsSync(file) ? statSync(file).size : 0;
}
const gzipSizeOf = (pathname: string) => encodedSizeOf(pathname, '.gz');

async function loadOnce(browser: Browser, url: string, network: 'unthrottled' | 'slow-4g'): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (network === 'slow-4g') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  }
  const responses: Array<Promise<{ type: string; transfer: number; decoded: number; gzip: number }>> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    responses.push(
      Promise.all([response.request().sizes(), response.body()]).then(([sizes, body]) => ({
        type,
        // Chromium reports no transfer size for a worker's script (the checker's): the host sent its .br.
        transfer: sizes.responseBodySize || encodedSizeOf(new URL(response.url()).pathname, '.br'),
        decoded: body.length,
        gzip: gzipSizeOf(new URL(response.url()).pathname),
      })),
    );
  });
  await page.addInitScript({ content: watchMilestones });
  await page.goto(url);
  await page.getByRole('heading', { name: 'Log in' }).waitFor({ timeout: 60_000 });
  const marks = await page.evaluate(
    () =>
      (
        window as unknown as {
          __marks: Partial<
            Record<'firstScreen' | 'tenantName' | 'loginForm', { at: number; scriptBytes: number }>
          > & {
            cspViolations: number;
          };
        }
      ).__marks,
  );
  const files = await Promise.all(responses);
  await context.close();
  const sum = (type: string, key: 'transfer' | 'decoded' | 'gzip') =>
    files.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0);
  return {
    network,
    first_screen_js_kb: kb(marks.firstScreen?.scriptBytes ?? Number.NaN),
    js_transfer_kb: kb(sum('script', 'transfer')),
    js_gzip_kb: kb(sum('script', 'gzip')),
    js_decoded_kb: kb(sum('script', 'decoded')),
    css_transfer_kb: kb(sum('stylesheet', 'transfer')),
    requests: files.length,
    first_screen_ms: Math.round(marks.firstScreen?.at ?? Number.NaN),
    tenant_name_ms: Math.round(marks.tenantName?.at ?? Number.NaN),
    login_form_ms: Math.round(marks.loginForm?.at ?? Number.NaN),
    csp_violations: marks.cspViolations,
  };
}

export const firstLoadBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const noBuild = missingBuild(NAME);
    if (noBuild) return noBuild;
    const server = await startServer({ port: 0, controls: false });
    const browser = await launchChromium();
    try {
      const samples = [
        await loadOnce(browser, server.url, 'unthrottled'),
        await loadOnce(browser, server.url, 'slow-4g'),
      ];
      console.info(`\n${NAME}: the login route, first visit, 390x844\n${formatTable(samples as never)}`);
      const [fast, slow] = samples as [Sample, Sample];
      console.info(
        `ratios: JS transferred / decoded = ${(fast.js_transfer_kb / fast.js_decoded_kb).toFixed(2)}; ` +
          `first-screen JS / all route JS = ${(fast.first_screen_js_kb / fast.js_transfer_kb).toFixed(2)}; ` +
          `first-screen JS against budget = ${(fast.first_screen_js_kb / budgets.maxFirstScreenJsKb).toFixed(2)}; ` +
          `route JS against budget = ${(fast.js_transfer_kb / budgets.maxJsTransferKb).toFixed(2)}; ` +
          `slow 4G first screen against budget = ${(slow.first_screen_ms / budgets.maxFirstScreenSlow4gMs).toFixed(2)}`,
      );
      writeResult(NAME, { budgets, samples });
      const failures = [
        !(fast.first_screen_js_kb <= budgets.maxFirstScreenJsKb) &&
          `first-screen JS ${fast.first_screen_js_kb} KB > ${budgets.maxFirstScreenJsKb} KB`,
        fast.js_transfer_kb > budgets.maxJsTransferKb &&
          `JS ${fast.js_transfer_kb} KB > ${budgets.maxJsTransferKb} KB`,
        fast.css_transfer_kb > budgets.maxCssTransferKb &&
          `CSS ${fast.css_transfer_kb} KB > ${budgets.maxCssTransferKb} KB`,
        !(slow.first_screen_ms <= budgets.maxFirstScreenSlow4gMs) &&
          `slow 4G first screen ${slow.first_screen_ms} ms > ${budgets.maxFirstScreenSlow4gMs} ms`,
      ].filter((f): f is string => typeof f === 'string');
      return { name: NAME, pass: failures.length === 0, failures };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
