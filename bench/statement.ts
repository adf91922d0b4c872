/**
 * The account statement of 10,000 entries in Chromium at 390×844: the server's answer (timed in
 * Node, from request to its last byte), the first screen of entries after that answer has arrived (on
 * the page's clock, opened from the dashboard's link: this month so far holds every entry, all made
 * now), and the CSV export, from the tap on Download CSV to the file handed over.
 */
import { readFileSync } from 'node:fs';
import { startServer } from '../server/node/start-server';
import { changeBalance, liveAccount } from '../server/api/domain/accounts';
import type { LedgerKind } from '../server/api/types';
import {
  apiLogin,
  atMost,
  checkFailures,
  formatChecks,
  launchChromium,
  loadAverage,
  loadBudgets,
  missingBuild,
  storedSession,
  writeResult,
  type Bench,
} from './bench';

const NAME = 'statement';
const ENTRIES = 10_000;
const CUSTOMER = 'demo@example.com';
const KINDS: readonly LedgerKind[] = ['deposit', 'trade', 'swap', 'commission', 'withdrawal', 'trade'];

interface Budgets {
  maxFirstScreenMs: number;
  maxExportMs: number;
}

export const statementBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const noBuild = missingBuild(NAME);
    if (noBuild) return noBuild;
    const browser = await launchChromium();
    const server = await startServer({ port: 0 });
    try {
      const { backend } = server;
      const user = [...backend.store.state.users.values()].find((candidate) => candidate.email === CUSTOMER)!;
      const account = liveAccount(backend, user);
      // Small moves either way, so the balance stays where it was give or take a few dollars.
      for (let i = 0; i < ENTRIES; i += 1) {
        const minor = (i % 2 === 0 ? 1 : -1) * (100 + (i % 97));
        changeBalance(backend, user, account, minor, {
          kind: KINDS[i % KINDS.length]!,
          reference: `${i + 1}`,
        });
      }
      const session = await apiLogin(server.url, CUSTOMER);

      const load_avg = loadAverage();
      const asked = performance.now();
      const answer = await fetch(
        new URL(
          `/api/v1/statement?from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`,
          server.url,
        ),
        { headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' } },
      );
      const body = (await answer.json()) as { data: { entries: unknown[] } };
      const server_answer_ms = Math.round(performance.now() - asked);
      if (body.data.entries.length !== ENTRIES)
        throw new Error(`${body.data.entries.length} entries answered`);

      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
        acceptDownloads: true,
      });
      await context.addInitScript({ content: storedSession(session) });
      // Notes, on the page's clock, when the first entry row is in the page.
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-entry-id]')) return;
          (window as unknown as { __firstRowAt: number }).__firstRowAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      // From the dashboard, as a customer comes to it: the app's start (and its loading screen's
      // minimum time on a first visit) is the start's bench, not this one.
      await page.goto(new URL('/main/dashboard', server.url).href);
      const link = page.getByRole('link', { name: 'Account statement' });
      await link.waitFor({ timeout: 60_000 });
      await link.click();
      await page.locator('[data-entry-id]').first().waitFor({ timeout: 60_000 });
      const { answerEnd, shownAt, rows } = await page.evaluate(() => {
        const timing = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/statement?'))
          .at(-1) as PerformanceResourceTiming | undefined;
        return {
          answerEnd: timing?.responseEnd ?? Number.NaN,
          shownAt: (window as unknown as { __firstRowAt?: number }).__firstRowAt ?? Number.NaN,
          rows: document.querySelectorAll('[data-entry-id]').length,
        };
      });
      const first_screen_ms = Math.round(shownAt - answerEnd);

      const clicked = performance.now();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      const export_ms = Math.round(performance.now() - clicked);
      const lines = readFileSync(await file.path(), 'utf8')
        .trimEnd()
        .split('\r\n');
      await context.close();
      if (lines.length !== ENTRIES + 3) throw new Error(`the CSV has ${lines.length} lines`);

      const figures = {
        load_avg,
        entries: ENTRIES,
        server_answer_ms,
        rows_drawn: rows,
        first_screen_ms,
        export_ms,
      };
      const checks = [
        atMost('first screen after the answer (ms)', first_screen_ms, budgets.maxFirstScreenMs),
        atMost('CSV export, tap to file (ms)', export_ms, budgets.maxExportMs),
      ];
      console.info(`\n${NAME}: ${ENTRIES} entries at 390x844, load average ${load_avg}`);
      console.info(`server answer ${server_answer_ms} ms, ${rows} rows drawn at first`);
      console.info(formatChecks(checks));
      writeResult(NAME, { budgets, figures });
      const failures = checkFailures(checks);
      return { name: NAME, pass: failures.length === 0, failures };
    } finally {
      await server.close();
      await browser.close();
    }
  },
};
