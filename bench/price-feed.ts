/**
 * Price-feed throughput and delivery lag: many socket.io clients on loopback, each subscribed to
 * every asset, against a server in a child process. Delivered items per second are compared with
 * the ideal (clients x assets x Hz); lag is receive time minus the server's send stamp.
 */
import { cpus } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import {
  formatTable,
  loadAverage,
  loadBudgets,
  percentile,
  startServerProcess,
  writeResult,
  type Bench,
} from './bench';

const NAME = 'price-feed';
const ASSETS = 200;
const HZ = 10;
const CLIENT_COUNTS = [20, 100];
const WARM_UP_MS = 1000;
const MEASURE_MS = 5000;
/** The whole bench gives up (and fails) after this, whatever happens. */
const DEADLINE_MS = 90_000;
const KEY = 'bench-price-feed-key';

interface Budgets {
  minDeliveredRatio: number;
  maxP99LagMs: number;
}

interface Phase {
  clients: number;
  /** The machine's load average just before the phase. */
  load_avg: number;
  seconds: number;
  delivered_per_s: number;
  ideal_per_s: number;
  ratio: number;
  p50_lag_ms: number;
  p99_lag_ms: number;
  max_lag_ms: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connectClients(url: string, count: number, onBatch: (items: number, sentAt: number) => void) {
  const sockets: Socket[] = [];
  await Promise.all(
    Array.from({ length: count }, () => {
      const socket = io(url, { auth: { key: KEY }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () => socket.emit('subscribe:all'));
        socket.on('data:update', (updates: unknown[], sentAt: number) => onBatch(updates.length, sentAt));
        socket.once('data:update', () => resolve());
      });
    }),
  );
  return sockets;
}

async function measure(url: string, clients: number): Promise<Phase> {
  const load_avg = loadAverage();
  let counting = false;
  let items = 0;
  const lags: number[] = [];
  const sockets = await connectClients(url, clients, (count, sentAt) => {
    if (!counting) return;
    items += count;
    lags.push(Date.now() - sentAt);
  });
  await delay(WARM_UP_MS);
  counting = true;
  const started = performance.now();
  await delay(MEASURE_MS);
  counting = false;
  const seconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.close();

  const ideal = clients * ASSETS * HZ;
  const delivered = items / seconds;
  return {
    clients,
    load_avg,
    seconds: Number(seconds.toFixed(2)),
    delivered_per_s: Math.round(delivered),
    ideal_per_s: ideal,
    ratio: Number((delivered / ideal).toFixed(3)),
    p50_lag_ms: percentile(lags, 50),
    p99_lag_ms: percentile(lags, 99),
    max_lag_ms: percentile(lags, 100),
  };
}

function overBudget(phases: Phase[], budgets: Budgets): string[] {
  return phases.flatMap((phase) => [
    ...(phase.ratio < budgets.minDeliveredRatio
      ? [`${phase.clients} clients: delivered ratio ${phase.ratio} < ${budgets.minDeliveredRatio}`]
      : []),
    ...(phase.p99_lag_ms > budgets.maxP99LagMs
      ? [`${phase.clients} clients: p99 lag ${phase.p99_lag_ms} ms > ${budgets.maxP99LagMs} ms`]
      : []),
  ]);
}

export const priceFeedBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const { url, stop } = await startServerProcess(
      NAME,
      {
        options: {
          staticDir: null,
          controls: false,
          priceHz: HZ,
          priceFeedKey: KEY,
          backend: { assetCount: ASSETS },
        },
      },
      DEADLINE_MS,
    );
    try {
      const phases: Phase[] = [];
      for (const clients of CLIENT_COUNTS) phases.push(await measure(url, clients));
      console.info(`\n${NAME}: ${ASSETS} assets at ${HZ} Hz per asset, ${MEASURE_MS / 1000} s per phase`);
      console.info(formatTable(phases as unknown as Record<string, number>[]));
      const failures = overBudget(phases, budgets);
      const path = writeResult(NAME, {
        date: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        assets: ASSETS,
        hz: HZ,
        warm_up_ms: WARM_UP_MS,
        measure_ms: MEASURE_MS,
        budgets,
        phases,
        failures,
      });
      console.info(`written to ${path}`);
      return { name: NAME, pass: failures.length === 0, failures };
    } finally {
      stop();
    }
  },
};
