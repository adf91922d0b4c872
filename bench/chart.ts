/**
 * The chart on /trading in Chromium at 390×844 with the CPU slowed 4×, against the reference server
 * with its feed at 10 Hz: how long a timeframe takes to draw once picked, and how soon each price tick
 * reaches the forming candle on the canvas.
 *
 * A timeframe is timed from the tap on its radio (the click's time stamp) to the chart drawing its
 * candles: the first frame, once they are in the page, in which the chart's canvases draw at least
 * `CANDLES_DRAWN` rectangles (the timeframe's candles; the forming candle alone draws a few). Each
 * timeframe is picked once, so each fetches its candles from the server. A tick is timed from the price feed's message to the first thing the chart
 * draws after it, counted in animation frames: 1 is the next frame.
 */
import {
  apiLogin,
  atMost,
  finish,
  launchChromium,
  loadAverage,
  loadBudgets,
  missingBuild,
  openEveryMarket,
  percentile,
  storedSession,
  type Bench,
} from './bench';
import { startServer } from '../server/node/start-server';

const NAME = 'chart';
const CPU_SLOWDOWN = 4;
const HZ = 10;
const TICKS_MS = 10_000;
/** Picked in this order from the chart's first timeframe (5 minutes): each one is new to the page. */
const TIMEFRAMES = ['1 minute', '15 minutes', '1 hour', '4 hours', '1 day'] as const;
/** Rectangles in one frame that say the candles are drawn: a body and a wick each, 30 days' at least. */
const CANDLES_DRAWN = 40;

interface Budgets {
  maxTimeframeDrawnMs: number;
  maxTickToCandleFrames: number;
}

/**
 * In the page before the app: counts animation frames, and notes the frame and time of each price
 * feed message, of each draw on the chart's canvases and of each tap.
 */
const instrument = `(() => {
  const marks = { frame: 0, messages: [], draws: [], taps: [], candles: [] };
  window.__chart = marks;
  const frame = () => { marks.frame += 1; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.includes('data:update'))
          marks.messages.push({ at: performance.now(), frame: marks.frame });
      });
    }
  };
  const fillRect = CanvasRenderingContext2D.prototype.fillRect;
  CanvasRenderingContext2D.prototype.fillRect = function (...args) {
    if (this.canvas.closest && this.canvas.closest('[data-testid="price-chart"]'))
      marks.draws.push({ at: performance.now(), frame: marks.frame });
    return fillRect.apply(this, args);
  };
  addEventListener('click', (event) => marks.taps.push(event.timeStamp), true);
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (target.dataset?.testid === 'price-chart' && target.dataset.candles !== '0')
        marks.candles.push({ at: performance.now(), timeframe: target.dataset.timeframe });
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-candles', 'data-timeframe'], subtree: true });
})();`;

interface Marks {
  frame: number;
  messages: { at: number; frame: number }[];
  draws: { at: number; frame: number }[];
  taps: number[];
  candles: { at: number; timeframe: string }[];
}

/** When the chart first drew at least CANDLES_DRAWN rectangles in one frame, at or after `from`. */
function candlesDrawnAt({ draws }: Marks, from: number): number | undefined {
  const perFrame = new Map<number, { at: number; count: number }>();
  for (const draw of draws) {
    if (draw.at < from) continue;
    const frame = perFrame.get(draw.frame) ?? { at: draw.at, count: 0 };
    frame.count += 1;
    perFrame.set(draw.frame, frame);
    if (frame.count >= CANDLES_DRAWN) return frame.at;
  }
  return undefined;
}

export const chartBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const noBuild = missingBuild(NAME);
    if (noBuild) return noBuild;
    const browser = await launchChromium();
    const server = await startServer({ port: 0, priceHz: HZ });
    try {
      await openEveryMarket(server.url);
      const session = await apiLogin(server.url, 'demo@example.com');
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      await context.addInitScript({ content: storedSession(session) });
      await context.addInitScript({ content: instrument });
      const page = await context.newPage();
      const marks = () => page.evaluate(() => (window as unknown as { __chart: Marks }).__chart);
      const plot = page.getByTestId('price-chart');
      await page.goto(new URL('/trading', server.url).href);
      await page.locator('[data-testid="price-chart"][data-timeframe="5m"]:not([data-candles="0"])').waitFor({
        timeout: 60_000,
      });
      await page.getByRole('region', { name: 'Open trades' }).waitFor({ timeout: 60_000 });
      const cdp = await context.newCDPSession(page);
      const load_avg = loadAverage();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const drawn: Record<string, number> = {};
      try {
        for (const name of TIMEFRAMES) {
          const radio = page.getByRole('radio', { name, exact: true });
          const taps = (await marks()).taps.length;
          await radio.click();
          const timeframe = await plot.getAttribute('data-timeframe');
          await page
            .locator(`[data-testid="price-chart"][data-timeframe="${timeframe}"]:not([data-candles="0"])`)
            .waitFor({ timeout: 30_000 });
          let shownAt: number | undefined;
          for (let wait = 0; shownAt === undefined; wait += 1) {
            if (wait === 100) throw new Error(`the ${name} candles were never drawn`);
            const now = await marks();
            const inPage = now.candles.find(
              (mark) => mark.timeframe === timeframe && mark.at >= now.taps[taps]!,
            );
            shownAt = inPage && candlesDrawnAt(now, inPage.at);
            if (shownAt === undefined) await page.waitForTimeout(50);
          }
          drawn[name] = Math.round(shownAt - (await marks()).taps[taps]!);
        }

        // Ticks at 4× CPU: each message, and the first draw on the chart after it.
        const from = (await marks()).messages.length;
        await page.waitForTimeout(TICKS_MS);
        const { messages, draws } = await marks();
        const frames = messages
          .slice(from)
          .map((message) => draws.find((draw) => draw.at >= message.at))
          .map((draw, i) => (draw ? draw.frame - messages[from + i]!.frame : Number.NaN))
          .filter((count) => Number.isFinite(count));
        const worstDrawn = Math.max(...Object.values(drawn));
        const tickFrames = percentile(frames, 95);
        const checks = [
          atMost(
            `timeframe picked to drawn at ${CPU_SLOWDOWN}× CPU, slowest ms`,
            worstDrawn,
            budgets.maxTimeframeDrawnMs,
          ),
          atMost(
            `price tick to forming candle drawn at ${CPU_SLOWDOWN}× CPU, p95 frames`,
            tickFrames,
            budgets.maxTickToCandleFrames,
          ),
        ];
        return finish(NAME, {
          heading:
            `/trading at 390x844, ${CPU_SLOWDOWN}× CPU, prices at ${HZ} Hz (load average ${load_avg}); ` +
            `ticks seen ${frames.length}, frames to the candle ${[...new Set(frames)].sort().join(', ')}`,
          rows: Object.entries(drawn).map(([timeframe, ms]) => ({ timeframe, drawn_ms: ms })),
          checks,
          budgets,
          figures: { load_avg, drawn, tick_frames: frames },
        });
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await context.close();
      }
    } finally {
      await server.close();
      await browser.close();
    }
  },
};
