/**
 * The signed-in dashboard in Chromium while every instrument ticks: the reference server runs its
 * price feed at 10 Hz with 200 instruments (and again with the demo tenant's 22), and for 20 s we
 * read, in one run each, how busy the page's main thread is, how many long tasks it had and how many
 * React commits fell into one animation frame. Then the time from a `/__demo/trade` call to its row
 * on screen, live and with the realtime connection dropped (the app's real 30 s polling).
 *
 * On /trading, with the same 200 instruments ticking and the CPU slowed 4×: the interaction latency
 * (input to next paint, as INP counts it) of opening the order ticket, typing its volume and closing
 * it, and the time from the tap on Buy to the new position's card on screen.
 */
import type { Browser, Page } from '@playwright/test';
import { startServer, type RunningServer } from '../server/node/start-server';
import {
  apiLogin,
  atMost,
  checkFailures,
  formatChecks,
  formatTable,
  launchChromium,
  loadAverage,
  loadBudgets,
  missingBuild,
  openEveryMarket,
  percentile,
  storedSession,
  writeResult,
  type Bench,
} from './bench';

const NAME = 'dashboard';
/** Trades every day, so the run does not depend on the day. */
const TICKET_SYMBOL = 'BTC/USD';
const CPU_SLOWDOWN = 4;
const TICKET_ROUNDS = 10;
const ORDERS = 5;
const ORDER_VOLUME = '0.02';
/** No open trades and money enough for the orders. */
const TRADER = 'kenji@example.com';
const DEMO = 'demo@example.com';
const HZ = 10;
const ASSET_COUNTS = [200, 22];
const WARM_UP_MS = 3_000;
const MEASURE_MS = 20_000;

/** Absolute: React alone keeps no dashboard to compare with. */
interface Budgets {
  /** Share of wall time the page's main thread spends in tasks. */
  maxMainThreadBusy: number;
  maxLongTasks: number;
  maxCommitsPerFrame: number;
  maxTradeToRowLiveMs: number;
  /** The polling interval (30 s) plus the fetch. */
  maxTradeToRowPollingMs: number;
  /** Opening the ticket, typing its volume, closing it: 98th percentile at 4× CPU. */
  maxTicketInteractionP98Ms: number;
  /** Tap on Buy to the position's card, median at 4× CPU. */
  maxBuyToCardMs: number;
}

interface TickSample {
  assets: number;
  hz: number;
  /** The machine's load average just before the measurement. */
  load_avg: number;
  seconds: number;
  main_thread_busy: number;
  long_tasks: number;
  longest_task_ms: number;
  frames: number;
  commits: number;
  max_commits_per_frame: number;
  frames_with_2plus_commits: number;
}

/**
 * Runs in the page from its first script: counts React commits through the hook React's own
 * developer tools use (React calls it in production builds too), animation frames and long tasks.
 */
// A string, not a function: the page must not depend on how this file was compiled.
const instrument = `(() => {
  const marks = { commits: [], frames: [], longTasks: [] };
  window.__bench = marks;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { marks.commits.push(performance.now()); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  const frame = (at) => { marks.frames.push(at); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push({ at: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Event Timing: each input's time to the next paint; entries under 16 ms are not reported.
  marks.interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) marks.interactions.push({ id: entry.interactionId, name: entry.name, ms: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  marks.taps = [];
  addEventListener('click', (event) => marks.taps.push(event.timeStamp), true);
})();`;

interface Marks {
  commits: number[];
  frames: number[];
  longTasks: { at: number; ms: number }[];
  interactions: { id: number; name: string; ms: number }[];
  /** When each click reached the page (its event's time stamp). */
  taps: number[];
}

const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Marks }).__bench);

/** Commits per frame: each commit belongs to the frame whose start it follows. */
export function commitsPerFrame(frames: readonly number[], commits: readonly number[]): number[] {
  const counts = new Array<number>(frames.length).fill(0);
  let f = 0;
  for (const at of commits) {
    while (f + 1 < frames.length && frames[f + 1]! <= at) f += 1;
    if (at >= frames[0]!) counts[f]! += 1;
  }
  return counts;
}

async function signedInPage(browser: Browser, server: RunningServer, email = DEMO) {
  const session = await apiLogin(server.url, email);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript({ content: storedSession(session) });
  await page.addInitScript({ content: instrument });
  return page;
}

async function openDashboard(page: Page, server: RunningServer) {
  await page.goto(new URL('/main/dashboard', server.url).href);
  await page.getByTestId('market-price').first().waitFor({ timeout: 60_000 });
  await page.getByRole('list', { name: 'Open trades' }).getByRole('listitem').first().waitFor();
  await connection(page, 'Online');
}

const connection = (page: Page, state: 'Online' | 'Polling') =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `Connection: ${state}` })
    .waitFor({ timeout: 30_000 });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureTicks(page: Page, assets: number): Promise<TickSample> {
  await delay(WARM_UP_MS);
  const load_avg = loadAverage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
  };
  const startedAt = await page.evaluate(() => performance.now());
  const busyBefore = await taskSeconds();
  const wallBefore = performance.now();
  await delay(MEASURE_MS);
  const busy = (await taskSeconds()) - busyBefore;
  const wall = (performance.now() - wallBefore) / 1000;
  const marks = await readMarks(page);
  const frames = marks.frames.filter((at) => at >= startedAt);
  const commits = marks.commits.filter((at) => at >= startedAt);
  const longTasks = marks.longTasks.filter((task) => task.at >= startedAt);
  const perFrame = commitsPerFrame(frames, commits);
  return {
    assets,
    hz: HZ,
    load_avg,
    seconds: Math.round(wall * 10) / 10,
    main_thread_busy: Math.round((busy / wall) * 1000) / 1000,
    long_tasks: longTasks.length,
    longest_task_ms: Math.round(Math.max(0, ...longTasks.map((task) => task.ms))),
    frames: frames.length,
    commits: commits.length,
    max_commits_per_frame: Math.max(0, ...perFrame),
    frames_with_2plus_commits: perFrame.filter((count) => count > 1).length,
  };
}

/** Calls /__demo/trade and waits, on the page's frames, for the open-trades list to grow by one. */
async function tradeToRow(page: Page, server: RunningServer): Promise<number> {
  const list = await page.getByRole('list', { name: 'Open trades' }).elementHandle();
  const before = await page.getByRole('list', { name: 'Open trades' }).getByRole('listitem').count();
  const started = performance.now();
  const answer = await fetch(new URL('/__demo/trade', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ customer_email: DEMO }),
  });
  if (!answer.ok) throw new Error(`/__demo/trade answered ${answer.status}`);
  await page.waitForFunction(
    ([ul, count]) => ul!.isConnected && ul!.children.length > count,
    [list, before] as const,
    {
      polling: 'raf',
      timeout: 60_000,
    },
  );
  return Math.round(performance.now() - started);
}

export interface TicketTiming {
  interactions: number;
  interaction_p98_ms: number;
  interaction_max_ms: number;
  buy_to_card_ms: number[];
}

/**
 * Each interaction's latency: the longest of its events (Event Timing groups them by interactionId),
 * and 0 for an interaction none of whose events reached the 16 ms the browser reports from.
 */
export function interactionLatencies(
  entries: readonly { id: number; ms: number }[],
  interactions: number,
): number[] {
  const longest = new Map<number, number>();
  for (const entry of entries) longest.set(entry.id, Math.max(longest.get(entry.id) ?? 0, entry.ms));
  const reported = [...longest.values()];
  return [...reported, ...new Array<number>(Math.max(0, interactions - reported.length)).fill(0)];
}

/**
 * On /trading (already open) at 4× CPU: opens the ticket from its market row, types a volume and closes it with
 * Escape, ten times, reading each interaction's latency; then places orders, each timed from the tap
 * on Buy (its click's time stamp) to the frame where the open-trades list has grown.
 */
async function ticketTiming(page: Page): Promise<TicketTiming> {
  // The section stays while its list comes and goes (a customer without open trades has none).
  const openTrades = page.getByRole('region', { name: 'Open trades' });
  await openTrades.waitFor({ timeout: 60_000 });
  await connection(page, 'Online');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Plain CSS selectors: a role-and-name query runs in the page and works out the accessible name of
  // every button among 200 markets on the main thread, at 4× CPU, while the interactions it measures
  // wait behind it.
  const ticket = page.locator('dialog[open][aria-label="Order ticket"]');
  const opener = page.locator(`button[aria-label="Trade ${TICKET_SYMBOL}"]`);
  // A long list renders the rows near the view only: the customer scrolls to the instrument's row.
  for (let scrolls = 0; (await opener.count()) === 0; scrolls += 1) {
    if (scrolls === 200) throw new Error(`no row of ${TICKET_SYMBOL} in the list`);
    await page.mouse.wheel(0, 300);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  const before = (await readMarks(page)).interactions.length;
  let interactions = 0;
  try {
    for (let round = 0; round < TICKET_ROUNDS; round += 1) {
      await opener.click();
      await ticket.waitFor();
      const volume = ticket.locator('input[name="volume"]');
      await volume.click();
      await volume.press('ControlOrMeta+a');
      await volume.pressSequentially('0.05');
      await page.keyboard.press('Escape');
      await ticket.waitFor({ state: 'hidden' });
      // The opening click, the click into the field, select-all, four keys and Escape.
      interactions += 8;
    }
    const { interactions: entries } = await readMarks(page);
    const latencies = interactionLatencies(entries.slice(before), interactions);

    // Each order's card is told by its volume: a list holds a page of trades, and a new one may push
    // another out of it, so its length alone does not show the new card.
    const buyToCard: number[] = [];
    for (let order = 0; order < ORDERS; order += 1) {
      await opener.click();
      await ticket.locator('input[name="volume"]').fill(ORDER_VOLUME);
      const buy = ticket.locator('button[type="submit"]', {
        hasText: `Buy ${ORDER_VOLUME} lots ${TICKET_SYMBOL}`,
      });
      const section = await openTrades.elementHandle();
      const lots = `${ORDER_VOLUME} lots`;
      const before = await openTrades.evaluate(
        (region, text) =>
          [...region.querySelectorAll('li')].filter((li) => li.textContent?.includes(text)).length,
        lots,
      );
      const tapsBefore = (await readMarks(page)).taps.length;
      await buy.click();
      const shownAt = await page.waitForFunction(
        ([region, count, text]) =>
          region!.isConnected &&
          [...region!.querySelectorAll('li')].filter((li) => li.textContent?.includes(text)).length > count &&
          performance.now(),
        [section, before, lots] as const,
        { polling: 'raf', timeout: 30_000 },
      );
      const tappedAt = (await readMarks(page)).taps[tapsBefore]!;
      buyToCard.push(Math.round(((await shownAt.jsonValue()) as number) - tappedAt));
      await ticket.waitFor({ state: 'hidden' });
    }
    return {
      interactions,
      interaction_p98_ms: Math.round(percentile(latencies, 98)),
      interaction_max_ms: Math.round(Math.max(...latencies)),
      buy_to_card_ms: buyToCard,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

async function dropRealtime(server: RunningServer, ms: number) {
  const answer = await fetch(new URL('/__demo/realtime/drop', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ms }),
  });
  if (!answer.ok) throw new Error(`/__demo/realtime/drop answered ${answer.status}`);
}

export const dashboardBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const noBuild = missingBuild(NAME);
    if (noBuild) return noBuild;
    const browser = await launchChromium();
    const ticks: TickSample[] = [];
    let live = Number.NaN;
    let polling = Number.NaN;
    let tradeLoadAvg = Number.NaN;
    let ticket: TicketTiming | undefined;
    let ticketLoadAvg = Number.NaN;
    try {
      for (const assets of ASSET_COUNTS) {
        const server = await startServer({ port: 0, priceHz: HZ, backend: { assetCount: assets } });
        try {
          await openEveryMarket(server.url);
          const page = await signedInPage(browser, server);
          await openDashboard(page, server);
          ticks.push(await measureTicks(page, assets));
          if (assets === ASSET_COUNTS[0]) {
            tradeLoadAvg = loadAverage();
            live = await tradeToRow(page, server);
            // The orders go to a customer of their own, whose list they are the only trades of.
            await page.goto('about:blank');
            const trader = await signedInPage(browser, server, TRADER);
            await trader.goto(new URL('/trading', server.url).href);
            ticketLoadAvg = loadAverage();
            ticket = await ticketTiming(trader);
            await trader.context().close();
            await openDashboard(page, server);
            await dropRealtime(server, 120_000);
            await connection(page, 'Polling');
            polling = await tradeToRow(page, server);
          }
          await page.context().close();
        } finally {
          await server.close();
        }
      }
    } finally {
      await browser.close();
    }
    console.info(
      `\n${NAME}: signed-in dashboard at 390x844, prices at ${HZ} Hz\n${formatTable(ticks as never)}`,
    );
    const [many, few] = ticks as [TickSample, TickSample];
    console.info(
      `trade to row (load average ${tradeLoadAvg} before): live ${live} ms, realtime dropped (30 s polling) ${polling} ms\n` +
        `busy 200 / 22 assets = ${(many.main_thread_busy / few.main_thread_busy).toFixed(2)}; ` +
        `commits per frame = ${(many.commits / many.frames).toFixed(2)}; polling / live = ${(polling / live).toFixed(1)}\n` +
        `order ticket on /trading at ${CPU_SLOWDOWN}× CPU (load average ${ticketLoadAvg} before): ` +
        `${ticket?.interactions} interactions, p98 ${ticket?.interaction_p98_ms} ms, max ${ticket?.interaction_max_ms} ms; ` +
        `tap Buy to card ${ticket?.buy_to_card_ms.join(', ')} ms`,
    );
    const checks = [
      ...ticks.flatMap((t) => [
        atMost(`${t.assets} assets: main thread busy`, t.main_thread_busy, budgets.maxMainThreadBusy),
        atMost(`${t.assets} assets: long tasks`, t.long_tasks, budgets.maxLongTasks),
        atMost(
          `${t.assets} assets: React commits in one frame`,
          t.max_commits_per_frame,
          budgets.maxCommitsPerFrame,
        ),
      ]),
      atMost('trade to row live, ms', live, budgets.maxTradeToRowLiveMs),
      atMost('trade to row polling, ms', polling, budgets.maxTradeToRowPollingMs),
      atMost(
        `ticket interactions at ${CPU_SLOWDOWN}× CPU, p98 ms`,
        ticket?.interaction_p98_ms ?? Number.NaN,
        budgets.maxTicketInteractionP98Ms,
      ),
      atMost(
        `tap Buy to card at ${CPU_SLOWDOWN}× CPU, median ms`,
        ticket ? percentile(ticket.buy_to_card_ms, 50) : Number.NaN,
        budgets.maxBuyToCardMs,
      ),
    ];
    console.info(formatChecks(checks));
    writeResult(NAME, {
      budgets,
      ticks,
      trade_to_row_ms: { live, polling },
      trade_to_row_load_avg: tradeLoadAvg,
      ticket,
      ticket_load_avg: ticketLoadAvg,
      checks,
    });
    const failures = checkFailures(checks);
    return { name: NAME, pass: failures.length === 0, failures };
  },
};
