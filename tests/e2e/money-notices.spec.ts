/**
 * Money is never silent, against the reference server with its controls: a deposit the back office
 * approves or declines while the dashboard is open shows at once on a phone, naming the amount (and
 * the reason for a decline); the auto-trader's page shows its strategy's trades, marked as its own,
 * and what they made, at every width.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectAccessible } from './accessibility';
import { expect, expectNoSidewaysScroll, shotAt, test, type Backend } from './fixtures';

const DEMO = 'demo@example.com';
const KENJI = 'kenji@example.com';

/** A call of the API as the customer's own session; answers the body's `data`. */
async function post(api: APIRequestContext, token: string, path: string, data: unknown) {
  const answer = await api.post(`/api/v1${path}`, {
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    data,
  });
  expect(answer.ok(), `POST ${path} answered ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { data: { id: number } }).data;
}

/** A card deposit asked for by the customer, waiting for the back office. */
const cardDeposit = (api: APIRequestContext, token: string, amount: string) =>
  post(api, token, '/deposits/card', {
    amount,
    card_number: '4242 4242 4242 4242',
    expiry_month: 12,
    expiry_year: 2040,
    cvc: '123',
    holder: 'Alex Morgan',
  });

/** Signed in on the dashboard, with the notification channel live (what carries the decisions). */
async function dashboardOpen(page: Page, backend: Backend, email: string) {
  const { user } = (await backend.login(email)) as { user: { id: number } };
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('subscription_succeeded') && text.includes(`"private-notification.${user.id}"`))
          resolve();
      }),
    );
  });
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
  await subscribed;
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an approved and a declined deposit each show a message naming the amount while the dashboard is open', async ({
    page,
    request,
    backend,
    signIn,
  }) => {
    const { token } = await backend.login(DEMO);
    const approved = await cardDeposit(request, token, '250.00');
    const declined = await cardDeposit(request, token, '75.50');
    await signIn(DEMO);
    await dashboardOpen(page, backend, DEMO);

    await backend.approveDeposit(approved.id);
    const received = page.getByRole('status').filter({ hasText: 'Deposit received' });
    await expect(received).toBeVisible({ timeout: 5000 });
    await received
      .getByRole('button', { name: /show|more|expand/i })
      .click()
      .catch(() => undefined);
    await expect(received).toContainText(
      'Your card deposit of $250.00 was credited to your live account NW-100001.',
    );
    await shotAt(page, 'deposit-approved-notice', 390);

    await backend.declineDeposit(declined.id, 'The payment did not arrive.');
    const refused = page.getByRole('alert').filter({ hasText: 'Deposit declined' });
    await expect(refused).toBeVisible({ timeout: 5000 });
    await expect(refused).toContainText(
      'Your card deposit of $75.50 to your live account NW-100001 was declined. Reason: The payment did not arrive.',
    );
    await expectNoSidewaysScroll(page, 'a declined deposit notice at 390 px');
    // One line on a phone; the whole text one tap away.
    await refused.getByRole('button', { name: 'Show all' }).click();
    await shotAt(page, 'deposit-declined-notice', 390);
  });
});

test("the auto-trader's page shows its trades, marked as the strategy's, and its P&L at 320, 390 and 1280 px", async ({
  page,
  request,
  backend,
  signIn,
}) => {
  const { token } = await backend.login(KENJI);
  await post(request, token, '/auto-trader', {
    strategy_id: 'balanced-trend',
    allocation: '2600.00',
    accept_risk: true,
  });
  for (let i = 0; i < 4; i += 1) await backend.autoTraderTick(KENJI);
  await signIn(KENJI);
  await page.goto('/main/auto-trader');
  await expect(page.getByRole('heading', { name: 'Active strategy: Balanced Trend' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/^Running since .+ · Allocation: \$2,600\.00$/)).toBeVisible();
  await expect(page.getByText('P&L since it started')).toBeVisible();
  const open = page.getByRole('list', { name: 'Its open trades' });
  const closed = page.getByRole('list', { name: 'Its closed trades' });
  await expect(open.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await expect(closed.getByRole('listitem')).toHaveCount(1);
  await expect(open.getByText('Auto-trader · Balanced Trend')).toHaveCount(2);
  await expect(closed.getByText('Auto-trader · Balanced Trend')).toHaveCount(1);
  await expectAccessible(page);
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
    await expectNoSidewaysScroll(page, `the auto-trader's page at ${width} px`);
    await page.screenshot({ path: `shots/auto-trader-${width}.png`, fullPage: true });
  }

  // The same trades are marked on the dashboard's list, and in the position's detail.
  await page.goto('/main/dashboard');
  const dashboardOpenTrades = page.getByRole('list', { name: 'Open trades' });
  await expect(dashboardOpenTrades.getByText('Auto-trader · Balanced Trend')).toHaveCount(2, {
    timeout: 15_000,
  });
  await dashboardOpenTrades
    .getByRole('listitem')
    .filter({ hasText: 'Auto-trader · Balanced Trend' })
    .first()
    .getByRole('button')
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: 'Position' });
  await expect(detail.getByText('Opened by')).toBeVisible();
  await expect(detail.getByText('Auto-trader · Balanced Trend')).toBeVisible();
});
