/**
 * Lighthouse's mobile preset (a phone screen, simulated slow 4G and a 4× slower CPU) on the login
 * route `/` as a new visitor and on `/main/dashboard` signed in, side by side with a page that is
 * React alone, built with the same Vite config and served by the same host: what the app costs
 * against the least any React page costs on this machine. Then what Lighthouse 12 no longer audits:
 * whether Chromium finds the app installable, and how fast the installed app paints our screen
 * offline against a first visit online: the static loading screen, then the page's own screen (a
 * first visit shows the spec's loading bar before it, about 3 s; a returning one does not).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Flags, Result } from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../server/node/start-server';
import {
  apiLogin,
  atLeastLess,
  atMost,
  atMostTimes,
  buildReactOnly,
  checkFailures,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  formatChecks,
  formatTable,
  loadAverage,
  loadBudgets,
  missingBuild,
  rememberedSite,
  storedSession,
  writeResult,
  type Bench,
  type Check,
} from './bench';

const NAME = 'lighthouse';
const DEMO = 'demo@example.com';
/** Lighthouse's scores move from run to run; each page is audited this often and the median run kept. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only these of our pages (comma-separated names, e.g. `/`), for a quicker look; the React-only page always runs. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The budgets of pages are relative to the React-only page measured in the same run: what the app
 * costs beyond React alone, whatever this machine's speed and load.
 */
export interface Budgets {
  /** Each of our pages' Lighthouse performance score (0..1) at least the React-only page's less this. */
  maxScoreBelowReactOnly: number;
  /**
   * The longest task while each of our pages starts under real 4× CPU throttling, at most this many
   * times the React-only page's (the worst of each's starts).
   */
  maxThrottledLongestTaskTimesReactOnly: number;
  /** First paint of our screen: installed app offline ÷ first visit online. */
  maxOfflineWarmRatio: number;
  /** The same for the page's own screen, past the loading screen. */
  maxOfflineScreenRatio: number;
  /**
   * The same offline first paint in ms. The ratio alone says little once the first visit paints a
   * static page too (then both are quick): this keeps the offline start itself fast.
   */
  maxOfflineWarmMs: number;
}

export interface PageFigures {
  page: string;
  score: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  si_ms: number;
  cls: number;
  longest_task_ms: number;
  long_tasks: number;
  /** Lighthouse's measure of this machine's speed while it ran (its 4× slowdown assumes a mid-range desktop). */
  benchmark_index: number;
  /** The machine's load average just before this audit. */
  load_avg: number;
  js_kb: number;
  requests: number;
}

export interface StartFigures {
  /** Chromium's own installability errors (Page.getInstallabilityErrors); none means installable. */
  installabilityErrors: string[];
  cold_online_fcp_ms: number;
  warm_offline_fcp_ms: number;
  /** Whether the offline reload painted our screen rather than the browser's error page. */
  offline_shows_our_screen: boolean;
  /**
   * When the page's own screen (the login page, past the loading screen) is painted: the first
   * paint above is the static loading screen in both starts, which says little of either.
   */
  cold_online_screen_ms: number;
  warm_offline_screen_ms: number;
  /**
   * The longest task while each page starts under real 4× CPU throttling (slow 4G), as the
   * browser's own long-task entries report it: what a user on a slower phone sees, where
   * Lighthouse's figure scales the tasks of an unthrottled run.
   */
  throttled_longest_task_ms: Record<string, number>;
  /** The same for the React-only page: what React alone costs at start on this machine. */
  react_only_throttled_longest_task_ms: number;
  /** Each start's longest task, by page, the React-only page included: the worst above is one of them. */
  throttled_starts_ms: Record<string, number[]>;
  /** The machine's load average before each page's throttled starts, by page. */
  throttled_load_avg: Record<string, number>;
}

/** The shortest task the browser reports as long. */
const LONG_TASK_MS = 50;

/** Each budgeted figure of our pages against its budget, the React-only page's beside it where it is the yardstick. */
export function lighthouseChecks(
  react: PageFigures,
  ours: readonly PageFigures[],
  start: StartFigures,
  budgets: Budgets,
): Check[] {
  // A start without a task over 50 ms reports none: React alone's longest is then at most 50 ms.
  const reactLongest = Math.max(start.react_only_throttled_longest_task_ms, LONG_TASK_MS);
  return [
    ...ours.map((p) =>
      atLeastLess(`${p.page}: performance score`, p.score, react.score, budgets.maxScoreBelowReactOnly),
    ),
    ...Object.entries(start.throttled_longest_task_ms).map(([page, longest]) =>
      atMostTimes(
        `${page}: longest task at 4× CPU, ms`,
        longest,
        reactLongest,
        budgets.maxThrottledLongestTaskTimesReactOnly,
      ),
    ),
    atMost('offline warm ÷ online cold first paint', offlineWarmRatio(start), budgets.maxOfflineWarmRatio),
    atMost(
      'offline warm ÷ online cold page screen',
      offlineScreenRatio(start),
      budgets.maxOfflineScreenRatio,
    ),
    atMost('offline warm first paint, ms', start.warm_offline_fcp_ms, budgets.maxOfflineWarmMs),
  ];
}

/** What is over budget, one line each; our pages only (the React-only page is the yardstick). */
export function lighthouseFailures(
  react: PageFigures,
  ours: readonly PageFigures[],
  start: StartFigures,
  budgets: Budgets,
): string[] {
  return [
    ...(start.installabilityErrors.length > 0
      ? [`not installable: ${start.installabilityErrors.join(', ')}`]
      : []),
    ...(start.offline_shows_our_screen ? [] : ['an offline reload does not paint our screen']),
    ...checkFailures(lighthouseChecks(react, ours, start, budgets)),
  ];
}

const ratioOf = (part: number, whole: number) => Math.round((part / whole) * 100) / 100;

export const offlineWarmRatio = (start: StartFigures) =>
  ratioOf(start.warm_offline_fcp_ms, start.cold_online_fcp_ms);

export const offlineScreenRatio = (start: StartFigures) =>
  ratioOf(start.warm_offline_screen_ms, start.cold_online_screen_ms);

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** The run whose score is the median (the figures of one real run, not a mix of several). */
export function medianRun<T extends { score: number }>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The figures this bench reports, out of one Lighthouse result. */
export function pageFigures(page: string, lhr: Result, load_avg: number): PageFigures {
  const audit = (id: string) => lhr.audits[id];
  const ms = (id: string) => Math.round(audit(id)?.numericValue ?? Number.NaN);
  const items = (id: string) => {
    const details = audit(id)?.details;
    return details && 'items' in details ? (details.items as Array<Record<string, unknown>>) : [];
  };
  const longTasks = items('long-tasks').map((item) => Number(item.duration));
  const script = items('resource-summary').find((item) => item.resourceType === 'script');
  const total = items('resource-summary').find((item) => item.resourceType === 'total');
  return {
    page,
    score: lhr.categories.performance?.score ?? Number.NaN,
    fcp_ms: ms('first-contentful-paint'),
    lcp_ms: ms('largest-contentful-paint'),
    tbt_ms: ms('total-blocking-time'),
    si_ms: ms('speed-index'),
    cls: Math.round((audit('cumulative-layout-shift')?.numericValue ?? Number.NaN) * 1000) / 1000,
    longest_task_ms: Math.round(Math.max(0, ...longTasks)),
    long_tasks: longTasks.length,
    js_kb: Math.round((Number(script?.transferSize ?? Number.NaN) / 1024) * 10) / 10,
    requests: Number(total?.requestCount ?? Number.NaN),
    benchmark_index: Math.round(lhr.environment.benchmarkIndex),
    load_avg,
  };
}

/** Chromium with a DevTools port (Lighthouse connects to it) and a throwaway profile of its own. */
async function launchDebuggableChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open a DevTools port:\n${output}`)),
      30_000,
    );
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before opening a DevTools port:\n${output}`));
    });
  });
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still write to the profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10 });
    },
  };
}

async function audit(port: number, url: string, flags: Flags = {}): Promise<{ lhr: Result; trace: unknown }> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...flags,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return { lhr: result.lhr, trace: result.artifacts.Trace };
}

/** Empties the origin's storage, caches and service workers, and the browser's HTTP cache. */
async function forgetOrigin(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

/** Every long task (over 50 ms) of the page from its start, in ms: registered before any script runs. */
function recordLongTasks() {
  const seen: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Records when the page's own screen is first painted: the loading screen (a busy main, static or
 * React's) has left a root that holds something else. Read after the next frame has been drawn.
 */
function recordScreen() {
  const w = window as unknown as { __screenAt?: number };
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root || root.childElementCount === 0 || root.querySelector('main[aria-busy="true"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__screenAt = Math.round(performance.now())), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** When the page's screen was painted (recordScreen), once it has been. */
async function screenShown(page: Page): Promise<number> {
  const at = await page.waitForFunction(
    () => (window as unknown as { __screenAt?: number }).__screenAt,
    undefined,
    {
      timeout: 60_000,
    },
  );
  return (await at.jsonValue()) as number;
}

/**
 * The longest task of each of `runs` starts of `url` at 4× CPU on slow 4G, from the first byte until
 * the page has been still (no network, no long task) for three seconds; 0 for a start with none over
 * 50 ms. On an origin just forgotten, the first is a first visit and the others start from the
 * service worker (the React-only page has none).
 */
async function throttledLongestTasks(context: BrowserContext, url: string, runs: number): Promise<number[]> {
  const longest: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Without Network.enable, which the emulation does not need: with it, DevTools records a stack
    // trace for every request the page makes, and a module preload's link cost 3 to 10 times more.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await page.addInitScript(recordLongTasks);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    longest.push(Math.max(0, ...tasks));
    await page.close();
  }
  return longest;
}

/** The default context of the Chromium Lighthouse drives (Playwright's own contexts are incognito). */
async function withDefaultContext<T>(port: number, use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const browser: Browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await use(browser.contexts()[0]!);
  } finally {
    // Connected, not launched: this only disconnects.
    await browser.close();
  }
}

/**
 * A returning customer: the session and the tenant's settings in localStorage, as an earlier visit
 * left them (so the start skips the first visit's loading bar), and nothing else: no cache, no worker.
 */
async function signIn(context: BrowserContext, server: RunningServer) {
  const origin = new URL(server.url).origin;
  await forgetOrigin(context, origin);
  const session = await apiLogin(server.url, DEMO);
  const settings = (
    (await (await fetch(new URL('/api/v1/settings', server.url))).json()) as { data: unknown }
  ).data;
  const page = await context.newPage();
  // Any same-origin document that is not the app will do: localStorage belongs to the origin.
  await page.goto(new URL('/config.json', server.url).href);
  await page.evaluate(storedSession(session));
  await page.evaluate(rememberedSite(settings));
  await page.close();
}

/** Chrome DevTools' "Slow 4G" preset, as the first-load bench uses. */
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const NO_THROTTLING = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** First Contentful Paint of the page's current document, and whether what it painted is ours. */
async function firstPaint(page: Page, origin: string): Promise<{ fcp: number; ours: boolean }> {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    {
      timeout: 60_000,
    },
  );
  return page.evaluate(
    (expected) => ({
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]!.startTime),
      // The browser's own offline page has no app root; ours renders into it.
      ours: location.origin === expected && (document.getElementById('root')?.childElementCount ?? 0) > 0,
    }),
    origin,
  );
}

/**
 * Installability as Chromium judges it, and first paint of our screen on a first visit (slow 4G,
 * 4× CPU) against a reload with the network off once the service worker is active (4× CPU), the
 * median of `runs` of each.
 */
async function measureStart(
  context: BrowserContext,
  server: RunningServer,
  reactOnlyUrl: string,
  runs: number,
): Promise<StartFigures> {
  const origin = new URL(server.url).origin;
  const cold: number[] = [];
  const warm: number[] = [];
  const coldScreen: number[] = [];
  const warmScreen: number[] = [];
  let ours = true;
  let installabilityErrors: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    await forgetOrigin(context, origin);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await page.addInitScript(recordScreen);
    await page.goto(server.url, { waitUntil: 'commit' });
    const online = await firstPaint(page, origin);
    cold.push(online.fcp);
    coldScreen.push(await screenShown(page));
    // Active means installed, and installing means every precached file is in the cache.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (run === 0) {
      const answer = await cdp.send('Page.getInstallabilityErrors');
      installabilityErrors = answer.installabilityErrors.map((e) =>
        [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '),
      );
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NO_THROTTLING });
    // The context's offline mode reaches the service worker too, as a phone without signal would.
    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    const offline = await firstPaint(page, origin);
    warm.push(offline.fcp);
    warmScreen.push(await screenShown(page));
    ours &&= online.ours && offline.ours;
    await context.setOffline(false);
    await page.close();
  }
  await forgetOrigin(context, origin);
  const loadAvg: Record<string, number> = { 'React only': loadAverage() };
  const reactOnly = await throttledLongestTasks(context, reactOnlyUrl, runs);
  loadAvg['/'] = loadAverage();
  const starts: Record<string, number[]> = { '/': await throttledLongestTasks(context, server.url, runs) };
  await signIn(context, server);
  loadAvg['/main/dashboard'] = loadAverage();
  starts['/main/dashboard'] = await throttledLongestTasks(
    context,
    new URL('/main/dashboard', server.url).href,
    runs,
  );
  return {
    installabilityErrors,
    cold_online_fcp_ms: median(cold),
    warm_offline_fcp_ms: median(warm),
    offline_shows_our_screen: ours,
    cold_online_screen_ms: median(coldScreen),
    warm_offline_screen_ms: median(warmScreen),
    throttled_longest_task_ms: Object.fromEntries(
      Object.entries(starts).map(([page, longest]) => [page, Math.max(...longest)]),
    ),
    react_only_throttled_longest_task_ms: Math.max(...reactOnly),
    throttled_starts_ms: { ...starts, 'React only': reactOnly },
    throttled_load_avg: loadAvg,
  };
}

export const lighthouseBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const noBuild = missingBuild(NAME);
    if (noBuild) return noBuild;
    const reference = await buildReactOnly();
    const app = await startServer({ port: 0, controls: false });
    const referenceHost = await startServer({ port: 0, controls: false, staticDir: reference.dir });
    const chromiumProcess = await launchDebuggableChromium();
    const { port } = chromiumProcess;
    const reports = here('../test-results/lighthouse/');
    mkdirSync(reports, { recursive: true });
    try {
      const targets: Array<{ page: string; url: string; prepare?: () => Promise<void>; flags?: Flags }> = [
        { page: 'React only', url: referenceHost.url },
        {
          page: '/',
          url: app.url,
          // A new visitor each round: the round before signed in for the dashboard.
          prepare: () =>
            withDefaultContext(port, (context) => forgetOrigin(context, new URL(app.url).origin)),
        },
        {
          page: '/main/dashboard',
          url: new URL('/main/dashboard', app.url).href,
          // Lighthouse would wipe the stored session before loading; signIn empties the rest itself.
          prepare: () => withDefaultContext(port, (context) => signIn(context, app)),
          flags: { disableStorageReset: true },
        },
      ];
      // In rounds, each page once a round: a machine that gets busier during the run weighs on the
      // React-only page's figures as on ours.
      const selected = targets.filter((t, i) => i === 0 || !ONLY || ONLY.includes(t.page));
      const runsOf = selected.map(() => [] as PageFigures[]);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, target] of selected.entries()) {
          await target.prepare?.();
          const loadAvg = loadAverage();
          const { lhr, trace } = await audit(port, target.url, target.flags);
          const slug = target.page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
          writeFileSync(join(reports, `${slug}-${run + 1}.json`), JSON.stringify(lhr));
          // The page's trace (open it in Chromium's Performance panel) when LIGHTHOUSE_TRACE is set.
          if (process.env.LIGHTHOUSE_TRACE)
            writeFileSync(join(reports, `${slug}-${run + 1}.trace.json`), JSON.stringify(trace));
          runsOf[index]!.push(pageFigures(target.page, lhr, loadAvg));
        }
      }
      const rows = runsOf.map((runs) => medianRun(runs));
      for (const runs of runsOf)
        console.info(
          `${runs[0]!.page}: scores ${runs.map((r) => r.score).join(', ')} ` +
            `(load average before each: ${runs.map((r) => r.load_avg).join(', ')})`,
        );
      const start = await withDefaultContext(port, (context) =>
        measureStart(context, app, targets[0]!.url, RUNS),
      );
      const [react, ...ours] = rows as [PageFigures, ...PageFigures[]];
      console.info(
        `\n${NAME}: mobile preset (simulated slow 4G, 4× CPU), median of ${RUNS} runs, ` +
          `${availableParallelism()} cores, load_avg taken before the median run\n${formatTable(rows as never)}`,
      );
      const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : `${a} vs ${b}`);
      for (const p of ours)
        console.info(
          `${p.page} ÷ React only: score ${ratio(p.score, react.score)}, FCP ${ratio(p.fcp_ms, react.fcp_ms)}, ` +
            `LCP ${ratio(p.lcp_ms, react.lcp_ms)}, TBT ${react.tbt_ms >= 10 ? ratio(p.tbt_ms, react.tbt_ms) : `${p.tbt_ms} ms vs ${react.tbt_ms} ms`}, ` +
            `JS ${ratio(p.js_kb, react.js_kb)}`,
        );
      console.info(
        `installable (Chromium's Page.getInstallabilityErrors; Lighthouse 12 dropped its installable-manifest audit): ` +
          `${start.installabilityErrors.length === 0 ? 'yes' : start.installabilityErrors.join(', ')}\n` +
          `first paint of our screen, 4× CPU: online cold (slow 4G) ${start.cold_online_fcp_ms} ms, ` +
          `offline warm ${start.warm_offline_fcp_ms} ms` +
          `${start.offline_shows_our_screen ? '' : ' (offline reload did NOT show our screen)'}\n` +
          `the login page's own screen, past the loading screen: online cold ${start.cold_online_screen_ms} ms, ` +
          `offline warm ${start.warm_offline_screen_ms} ms\n` +
          `longest task of each start under real 4× CPU throttling (slow 4G), in order (0: none over 50 ms), ` +
          `the load average before each page's starts in brackets: ` +
          Object.entries(start.throttled_starts_ms)
            .map(([page, starts]) => `${page} ${starts.join(', ')} [${start.throttled_load_avg[page]}]`)
            .join('; '),
      );
      const checks = lighthouseChecks(react, ours, start, budgets);
      console.info(
        `budgets (a page's score is its median run's; a start's longest task the worst of ${RUNS}):\n` +
          formatChecks(checks),
      );
      writeResult(NAME, {
        budgets,
        runs: RUNS,
        pages: rows,
        start,
        offlineWarmRatio: offlineWarmRatio(start),
        offlineScreenRatio: offlineScreenRatio(start),
        checks,
      });
      const failures = lighthouseFailures(react, ours, start, budgets);
      return { name: NAME, pass: failures.length === 0, failures };
    } finally {
      await chromiumProcess.close();
      await referenceHost.close();
      await app.close();
      rmSync(reference.dir, { recursive: true, force: true });
    }
  },
};
