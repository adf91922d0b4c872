/**
 * The candle history: 30 days of one instrument's 1-minute candles, fetched page after page (1000
 * each, every page asking for those before the last one's oldest, as a chart scrolled back does) over
 * HTTP on loopback from the reference server in a child process. BTC/USD trades every minute of the
 * week, so its 30 days are the most minutes any instrument has.
 *
 * Each round starts on a freshly seeded server (`/__demo/reset`), so its first pages also make up the
 * past: the cold figure is what a chart opened after a start costs, the warm one (the same pages again)
 * what serving alone costs. "Served" is the server's own time, from each page's request to the last
 * byte of its answer, added up over the pages (bench/server-process.ts times it): what the history
 * costs the server, without the time this client takes to send and parse. The client's round trips are
 * shown beside it. The budget is on the median cold round served.
 */
import {
  apiLogin,
  atMost,
  finish,
  loadAverage,
  loadBudgets,
  percentile,
  startServerProcess,
  type Bench,
} from './bench';

const NAME = 'candles';
const ROUNDS = 5;
const DAYS = 30;
const PAGE = 1000;
const DEADLINE_MS = 120_000;

interface Budgets {
  maxThirtyDaysOfMinutesMs: number;
}

/** Pages back until 30 days of minutes are in; answers the time taken and the candles received. */
async function thirtyDays(url: string, token: string, assetId: number) {
  const started = performance.now();
  let received = 0;
  let to: number | undefined;
  let oldest = Number.POSITIVE_INFINITY;
  let newest = 0;
  while (newest === 0 || newest - oldest < DAYS * 86_400) {
    const query = `timeframe=1m&count=${PAGE}${to === undefined ? '' : `&to=${to}`}`;
    const response = await fetch(`${url}/api/v1/prices/${assetId}/candles?${query}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as { data: Array<{ time: number }> };
    if (data.length === 0) throw new Error('the candles ran out before 30 days');
    received += data.length;
    newest ||= data.at(-1)!.time;
    oldest = data[0]!.time;
    to = oldest;
  }
  return { ms: Math.round((performance.now() - started) * 10) / 10, received };
}

export const candlesBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const { url, stop, served } = await startServerProcess(
      NAME,
      { options: { staticDir: null, controls: true, priceHz: 2 } },
      DEADLINE_MS,
    );
    try {
      const rounds: Array<{
        round: number;
        cold_ms: number;
        warm_ms: number;
        cold_client_ms: number;
        warm_client_ms: number;
        candles: number;
      }> = [];
      const tenths = (ms: number) => Math.round(ms * 10) / 10;
      const load_avg = loadAverage();
      for (let round = 1; round <= ROUNDS; round += 1) {
        await fetch(`${url}/__demo/reset`, { method: 'POST' });
        const { token } = await apiLogin(url, 'demo@example.com');
        const data = await fetch(`${url}/api/v1/data`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        });
        const { assets } = (
          (await data.json()) as { data: { assets: Array<{ id: number; symbol: string }> } }
        ).data;
        const btc = assets.find(({ symbol }) => symbol === 'BTC/USD')!.id;
        await served();
        const cold = await thirtyDays(url, token, btc);
        const coldServed = await served();
        const warm = await thirtyDays(url, token, btc);
        const warmServed = await served();
        rounds.push({
          round,
          cold_ms: tenths(coldServed),
          warm_ms: tenths(warmServed),
          cold_client_ms: cold.ms,
          warm_client_ms: warm.ms,
          candles: cold.received,
        });
      }
      const cold = percentile(
        rounds.map((row) => row.cold_ms),
        50,
      );
      const checks = [
        atMost('median ms served for 30 days of 1m candles, cold', cold, budgets.maxThirtyDaysOfMinutesMs),
      ];
      return finish(NAME, {
        heading:
          `${DAYS} days of BTC/USD's 1-minute candles in pages of ${PAGE}, on loopback, ` +
          `${ROUNDS} rounds (load average ${load_avg})`,
        rows: rounds,
        checks,
        budgets,
        figures: { load_avg, rounds },
      });
    } finally {
      stop();
    }
  },
};
