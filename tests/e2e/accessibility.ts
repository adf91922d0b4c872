import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

interface AxeResults {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules, and its landmark rules, on the page as it is now and fails on any violation.
 * The source is evaluated through the browser's devtools channel, which our CSP does not govern.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(axe.source);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } }).axe.run(
      document,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        // Best practice rather than WCAG, but what tells a screen reader where the page is: one main, and
        // everything inside a landmark.
        rules: { 'landmark-one-main': { enabled: true }, region: { enabled: true } },
      },
    ),
  )) as AxeResults;
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, 'accessibility violations').toEqual([]);
}
