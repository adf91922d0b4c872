/** What every bench shares: its budgets, where it writes results, and how it reports. */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
