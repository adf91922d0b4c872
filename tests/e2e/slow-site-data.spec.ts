/**
 * A screen that needs the site data while `GET /data` hangs on the server (the fault control): the
 * user sees that it is taking longer than usual, then the failure with Retry, and Retry loads the
 * screen once the server answers again. Each try hangs until the client gives it up after 15 s; the
 * page's clock jumps over those waits, so the test takes seconds, not the minute the three tries would.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const slow = 'This is taking longer than usual. Still trying…';
const dataFailed = 'Failed to fetch site data. Please try again later.';

/** How many calls of `GET /data` the page has made so far. */
function countDataCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/data') calls.count += 1;
  });
  return calls;
}

test('the deposit section says /data is slow, then fails with Retry, which works once it answers', async ({
  page,
  backend,
  signIn,
}) => {
  await page.clock.install();
  await signIn('demo@example.com');
  // The query's three tries each hang; the fault ends with them.
  await backend.fault('/data', 0, 3);
  const calls = countDataCalls(page);
  // A crypto's page waits on /data for the tenant's wallets.
  await page.goto('/main/deposit/bitcoin');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Loading…')).toBeVisible();

  for (const attempt of [1, 2, 3]) {
    await expect.poll(() => calls.count).toBe(attempt);
    // The client's time-out for this try.
    await page.clock.fastForward(15_000);
    if (attempt < 3) await expect(page.getByText(slow)).toBeVisible();
  }
  const failure = page.getByRole('alert').filter({ hasText: dataFailed });
  await expect(failure).toBeVisible();
  await expect(page.getByText(slow)).toBeHidden();

  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit Bitcoin' })).toBeVisible();
  await expect(page).toHaveURL(/\/main\/deposit\/bitcoin$/);
  await expect(failure).toBeHidden();
  expect(calls.count).toBe(4);
});
