/** What every bench shares: its budgets, where it writes results, and how it reports. */
import { chromium } from '@playwright/test';
import { fork } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServedAnswer, ServerProcessSettings } from './server-process';

export interface BenchOutcome {
  name: string;
  /** False when a figure is over its budget. */
  pass: boolean;
  failures: string[];
}

export interface Bench {
  name: string;
  run(): Promise<BenchOutcome>;
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Starts a bench's server in a child process (bench/server-process.ts) and answers with its origin,
 * without a trailing slash. Past `deadlineMs` the bench is stuck: the server is killed and the run ends.
 * `stop` ends the server and the deadline; `served` answers the ms the server spent serving since it
 * was last asked (bench/server-process.ts says how it is timed).
 */
export function startServerProcess(
  name: string,
  settings: ServerProcessSettings,
  deadlineMs: number,
): Promise<{ url: string; stop: () => void; served: () => Promise<number> }> {
  const child = fork(here('./server-process.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const deadline = setTimeout(() => {
    console.error(`${name}: still running after ${deadlineMs} ms, giving up`);
    child.kill();
    process.exit(1);
  }, deadlineMs);
  const stop = () => {
    clearTimeout(deadline);
    child.disconnect();
  };
  const served = () =>
    new Promise<number>((resolve) => {
      child.once('message', (answer) => resolve((answer as ServedAnswer).servedMs));
      child.send('served');
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${name}: the bench server exited early (${code})`)));
    child.once('message', (message) =>
      resolve({ url: (message as { url: string }).url.replace(/\/$/, ''), stop, served }),
    );
    child.send(settings);
  });
}

export function loadBudgets<T>(name: string): T {
  const all = JSON.parse(readFileSync(here('./budgets.json'), 'utf8')) as Record<string, T>;
  const budgets = all[name];
  if (!budgets) throw new Error(`bench/budgets.json has no budgets for ${name}`);
  return budgets;
}

export function writeResult(name: string, result: unknown): string {
  mkdirSync(here('./results/'), { recursive: true });
  const path = here(`./results/${name}.json`);
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
  return path;
}

/**
 * A bench's ending: its heading, its table and its checks printed, its result written (the date,
 * Node, the cores and the budgets, then its `figures`) with what failed (the checks' failures and
 * its own `failures`), and its outcome.
 */
export function finish(
  name: string,
  {
    heading,
    rows,
    checks,
    budgets,
    figures,
    failures: own = [],
  }: {
    heading: string;
    rows: readonly Record<string, string | number>[];
    checks: readonly Check[];
    budgets: unknown;
    figures: Record<string, unknown>;
    failures?: readonly string[];
  },
): BenchOutcome {
  console.info(`\n${name}: ${heading}`);
  console.info(formatTable(rows));
  console.info(formatChecks(checks));
  const failures = [...checkFailures(checks), ...own];
  const path = writeResult(name, {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    budgets,
    ...figures,
    failures,
  });
  console.info(`${name}: ${path}`);
  return { name, pass: failures.length === 0, failures };
}

/** Nearest-rank percentile of unsorted samples (0 when there are none). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/** A plain aligned table (console.table prints through console.log, which the lint rules keep for debugging). */
export function formatTable(rows: readonly Record<string, string | number>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column])))];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index]!.length)));
  const line = (values: string[]) => values.map((value, index) => value.padStart(widths[index]!)).join('  ');
  return [line(columns), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/**
 * The machine's one-minute load average, rounded: taken before each measurement, so a figure
 * measured while something else ran (another bench, a build) shows as such.
 */
export const loadAverage = () => Math.round(loadavg()[0]! * 100) / 100;

/**
 * One budgeted figure, judged: ours, and the yardstick's in the same run when the budget is relative
 * to one (the React-only page for the pages, Node's bare HTTP server for the server's endpoints).
 */
export interface Check {
  figure: string;
  ours: number;
  /** The yardstick's figure, measured in the same run; null for a budget of ours alone. */
  reference: number | null;
  /** What the yardstick is, e.g. `React only`. */
  yardstick: string;
  /** The budget as a rule, e.g. `≤ 1.25 × React only`. */
  budget: string;
  /** Where the rule puts the limit in this run. */
  limit: number;
  /** Ours at or under the limit (at or over, for a minimum); a missing figure (NaN) never passes. */
  pass: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const REACT_ONLY = 'React only';

/** Ours ≤ `factor` × the yardstick's (the React-only page's unless named). */
export function atMostTimes(
  figure: string,
  ours: number,
  reference: number,
  factor: number,
  yardstick = REACT_ONLY,
): Check {
  const limit = round2(factor * reference);
  return {
    figure,
    ours,
    reference,
    yardstick,
    budget: `≤ ${factor} × ${yardstick}`,
    limit,
    pass: ours <= limit,
  };
}

/** Ours ≥ the React-only page's less `margin`. */
export function atLeastLess(figure: string, ours: number, reactOnly: number, margin: number): Check {
  const limit = round2(reactOnly - margin);
  const budget = `≥ ${REACT_ONLY} − ${margin}`;
  return { figure, ours, reference: reactOnly, yardstick: REACT_ONLY, budget, limit, pass: ours >= limit };
}

/** Ours ≤ `max`, however the yardstick does. */
export function atMost(figure: string, ours: number, max: number): Check {
  return {
    figure,
    ours,
    reference: null,
    yardstick: REACT_ONLY,
    budget: `≤ ${max}`,
    limit: max,
    pass: ours <= max,
  };
}

/** Ours ≥ `min`, however the yardstick does. */
export function atLeast(figure: string, ours: number, min: number): Check {
  return {
    figure,
    ours,
    reference: null,
    yardstick: REACT_ONLY,
    budget: `≥ ${min}`,
    limit: min,
    pass: ours >= min,
  };
}

/** Every check as a table row: ours, the yardstick's, their ratio, the budget and its limit in this run. */
export function formatChecks(checks: readonly Check[]): string {
  return formatTable(
    checks.map((check) => ({
      figure: check.figure,
      ours: check.ours,
      [check.yardstick]: check.reference ?? '-',
      ratio:
        check.reference === null
          ? '-'
          : check.reference === 0
            ? 'n/a'
            : (check.ours / check.reference).toFixed(2),
      budget: check.budget,
      limit: check.limit,
      '': check.pass ? 'ok' : 'OVER',
    })),
  );
}

/** One line for each check that failed. */
export const checkFailures = (checks: readonly Check[]): string[] =>
  checks
    .filter((check) => !check.pass)
    .map(
      (check) =>
        `${check.figure} ${check.ours}, budget ${check.budget} (${check.limit}` +
        `${check.reference === null ? '' : `, ${check.yardstick} ${check.reference}`})`,
    );

/**
 * A page of React alone (bench/react-only), built with our Vite config into a temporary folder (never
 * into dist/): the yardstick the budgets relative to React measure ours against. The caller removes `dir`.
 */
export async function buildReactOnly(): Promise<{ dir: string }> {
  const { build } = await import('vite');
  const dir = mkdtempSync(join(tmpdir(), 'react-only-'));
  await build({
    configFile: here('../vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, rolldownOptions: { input: here('./react-only/index.html') } },
  });
  // The host serves index.html at the root (and for any page), as it does for the app.
  const built = join(dir, 'bench', 'react-only');
  for (const file of readdirSync(built)) renameSync(join(built, file), join(dir, file));
  return { dir };
}

/** A bench that loads the client needs the production build in dist/: the outcome to return without one. */
export function missingBuild(name: string): BenchOutcome | null {
  return existsSync(here('../dist/index.html'))
    ? null
    : { name, pass: false, failures: ['no build in dist/: run `npm run build` first'] };
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's flags for these runs: no sandbox (they run as root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, headless, with `CHROMIUM_ARGS` (no background traffic). */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

export const DEMO_PASSWORD = 'demo-pass-1';

/** Signs in through the API: what the app would store as its session. */
export async function apiLogin(baseUrl: string, email: string) {
  const answer = await fetch(new URL('/api/v1/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`login ${email} answered ${answer.status}`);
  return ((await answer.json()) as { data: { token: string; user: unknown } }).data;
}

/**
 * Pins the markets' clock to a Wednesday noon: a closed market's price stands still, so on a weekend
 * or at night a bench would measure a feed of unchanged prices, which the page does almost no work
 * for, and an order would be refused.
 */
export async function openEveryMarket(baseUrl: string) {
  const answer = await fetch(new URL('/__demo/markets/clock', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ at: '2026-11-25T12:00:00Z' }),
  });
  if (!answer.ok) throw new Error(`/__demo/markets/clock answered ${answer.status}`);
}

/** A script for `addInitScript` that stores that session before the app starts, as a returning user has it. */
export const storedSession = (session: { token: string; user: unknown }) =>
  `localStorage.setItem('user-storage', ${JSON.stringify(
    JSON.stringify({
      state: { token: session.token, user: session.user, selectedAccountIndex: 0 },
      version: 0,
    }),
  )});`;

/** A script that stores the tenant's settings as a returning visitor's browser remembers them. */
export const rememberedSite = (settings: unknown) =>
  `localStorage.setItem('site-settings-storage', ${JSON.stringify(
    JSON.stringify({
      state: { settings, error: null, initialized: true, lastFetched: Date.now() },
      version: 0,
    }),
  )});`;
