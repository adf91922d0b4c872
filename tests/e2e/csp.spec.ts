import type { Page } from '@playwright/test';
import { expect, test, waitForStart } from './fixtures';

/**
 * Every CSP violation the page reports, from its first script on: the event fires even when the code
 * that tripped it catches the error (arktype's probe for `new Function` did, on every load).
 */
const recordViolations = () => {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
  );
};
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('starting the app and opening a signed-in page break no part of the Content-Security-Policy', async ({
  page,
  backend: _b,
  signIn,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (/content.security.policy|unsafe-eval/i.test(msg.text())) consoleErrors.push(msg.text());
  });
  await page.addInitScript(recordViolations);
  await page.goto('/');
  await waitForStart(page);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('list', { name: 'Trading accounts' })).toBeVisible({ timeout: 15_000 });
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
