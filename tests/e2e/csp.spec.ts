import { expect, recordViolations, test, violations, waitForStart } from './fixtures';

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
