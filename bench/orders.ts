/**
 * The order endpoint under a burst: 200 market orders from 50 accounts at once, over HTTP on
 * loopback, against the reference server in a child process. Each account sends 4 orders that
 * together need more margin than many of the accounts hold, so the server must refuse some; the
 * bench checks that no account's filled orders hold more margin than it had (no oversell) and
 * measures each order's time from send to answer.
 *
 * Prices tick once every 100 s here, so none moves during the burst and "no oversell" is exact: the
 * margins of an account's fills, at their fill prices, never exceed its balance.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { bulkCustomerEmail } from '../server/contract/seed-volume';
import { formatTable, loadAverage, loadBudgets, percentile, writeResult, type Bench } from './bench';

const NAME = 'orders';
const ACCOUNTS = 50;
const ORDERS_PER_ACCOUNT = 4;
/** Some generated customers are pending or deactivated: enough to find 50 who may trade. */
const BULK_CUSTOMERS = 120;
const PASSWORD = 'demo-pass-1';
const VOLUME = 10_000;
const LEVERAGE = 10;
const DEADLINE_MS = 120_000;

interface Budgets {
  maxP99Ms: number;
}

function startServerProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(new URL('./orders-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bench server exited early (${code})`)));
    // The server names its origin with a trailing slash; the calls below add their own.
    child.once('message', (message) =>
      resolve({ child, url: (message as { url: string }).url.replace(/\/$/, '') }),
    );
    child.send({ bulkCustomers: BULK_CUSTOMERS, priceHz: 0.01 });
  });
}

async function call(
  url: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; key?: string },
) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'Idempotency-Key': init.key } : {}),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

interface Trader {
  token: string;
  account: string;
  balance_minor: number;
}

/** Signs in generated customers until 50 who may trade are found, with their live account and balance. */
async function traders(url: string): Promise<Trader[]> {
  const found: Trader[] = [];
  for (let index = 0; index < BULK_CUSTOMERS && found.length < ACCOUNTS; index += 1) {
    const login = await call(url, '/api/v1/auth/login', {
      json: { email: bulkCustomerEmail(index), password: PASSWORD },
    });
    if (login.status !== 200) continue;
    const token = (login.body.data as { token: string }).token;
    const accounts = await call(url, '/api/v1/accounts', { token });
    if (accounts.status !== 200) continue;
    const [live] = accounts.body.data as Array<{ account_id: string; balance: string }>;
    if (!live) continue;
    found.push({ token, account: live.account_id, balance_minor: Math.round(Number(live.balance) * 100) });
  }
  if (found.length < ACCOUNTS) throw new Error(`only ${found.length} generated customers may trade`);
  return found;
}

export const ordersBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const { child, url } = await startServerProcess();
    const deadline = setTimeout(() => {
      console.error(`${NAME}: still running after ${DEADLINE_MS} ms, giving up`);
      child.kill();
      process.exit(1);
    }, DEADLINE_MS);
    try {
      // Every market open, whatever day the bench runs.
      await call(url, '/__demo/markets/clock', { json: { at: '2026-11-25T12:00:00Z' } });
      await call(url, '/__demo/settings', { method: 'PATCH', json: { must_verify_account: false } });
      const someone = await call(url, '/api/v1/auth/login', {
        json: { email: 'demo@example.com', password: PASSWORD },
      });
      const data = await call(url, '/api/v1/data', { token: (someone.body.data as { token: string }).token });
      const eurusd = (data.body.data as { assets: Array<{ id: number; symbol: string }> }).assets.find(
        (asset) => asset.symbol === 'EUR/USD',
      )!.id;
      const people = await traders(url);

      const load_avg = loadAverage();
      const latencies: number[] = [];
      const started = performance.now();
      const answers = await Promise.all(
        people.flatMap((trader) =>
          Array.from({ length: ORDERS_PER_ACCOUNT }, async () => {
            const sent = performance.now();
            const answer = await call(url, '/api/v1/orders', {
              token: trader.token,
              key: crypto.randomUUID(),
              json: {
                account_id: trader.account,
                asset_id: eurusd,
                side: 'buy',
                volume: VOLUME,
                leverage: LEVERAGE,
              },
            });
            latencies.push(performance.now() - sent);
            return { trader, answer };
          }),
        ),
      );
      const burst_ms = performance.now() - started;

      // No account's fills hold more margin than its balance: each fill's margin at its price, in cents.
      const held = new Map<Trader, number>();
      let filled = 0;
      let refused = 0;
      const unexpected: string[] = [];
      for (const { trader, answer } of answers) {
        if (answer.status === 201) {
          filled += 1;
          const trade = answer.body.data as { opening_price: number };
          held.set(
            trader,
            (held.get(trader) ?? 0) + Math.round((VOLUME * trade.opening_price * 100) / LEVERAGE),
          );
        } else if (answer.status === 422) refused += 1;
        else unexpected.push(String(answer.status));
      }
      const oversold = [...held].filter(([trader, margin]) => margin > trader.balance_minor);
      const row = {
        accounts: people.length,
        orders: answers.length,
        filled,
        refused,
        oversold_accounts: oversold.length,
        load_avg,
        burst_ms: Math.round(burst_ms),
        p50_ms: Math.round(percentile(latencies, 50)),
        p99_ms: Math.round(percentile(latencies, 99)),
        max_ms: Math.round(percentile(latencies, 100)),
      };
      console.info(
        `\n${NAME}: ${ORDERS_PER_ACCOUNT} orders from each of ${ACCOUNTS} accounts at once, on loopback`,
      );
      console.info(formatTable([row]));
      const failures = [
        ...(row.p99_ms > budgets.maxP99Ms ? [`p99 ${row.p99_ms} ms > ${budgets.maxP99Ms} ms`] : []),
        ...(oversold.length > 0 ? [`${oversold.length} accounts hold more margin than their balance`] : []),
        ...(unexpected.length > 0 ? [`answers other than 201 or 422: ${unexpected.join(', ')}`] : []),
        ...(refused === 0 ? ['no order was refused: the burst did not test the margin'] : []),
      ];
      const path = writeResult(NAME, {
        date: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        budgets,
        result: row,
        failures,
      });
      console.info(`${NAME}: ${path}`);
      return { name: NAME, pass: failures.length === 0, failures };
    } finally {
      clearTimeout(deadline);
      child.disconnect();
    }
  },
};
