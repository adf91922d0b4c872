/**
 * Money in and out in Chromium against the reference server: Deposit opens on Card with every way to
 * pay in sight on a phone, the crypto page's QR code decodes to
 * the address it shows, a card deposit goes pending then approved by the broker (live), a wire
 * confirmation with its proof uploaded, history filtered by wallet in the URL, a withdrawal over
 * the free margin refused and one within it accepted, the amount shown as available (with the
 * auto-trader running and a withdrawal pending) accepted to the cent and a cent more refused with
 * the same figure, and screenshots of every page.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, expectNoSidewaysScroll, shotAt, test, type Backend } from './fixtures';

const DEMO = 'demo@example.com';

async function control(page: Page, backend: Backend, path: string, data: unknown = {}) {
  const answer = await page.request.post(`${backend.url}/__demo${path}`, { data });
  expect(answer.ok(), `/__demo${path} answered ${answer.status()}`).toBe(true);
  return answer.json() as Promise<unknown>;
}

/** The QR code as the camera of a phone would read it. */
async function decodeQr(page: Page) {
  const png = PNG.sync.read(await page.getByTestId('deposit-qr').screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test('the crypto page shows the address with a QR code that decodes to it', async ({
  page,
  signIn,
  shots,
}) => {
  await signIn(DEMO);
  await page.goto('/main/deposit/bitcoin');
  await expect(page.getByRole('heading', { name: 'Deposit Bitcoin' })).toBeVisible({ timeout: 15_000 });
  const address = await page.getByText(/^bc1q/).textContent();
  expect(await decodeQr(page)).toBe(address);
  await expect(page.getByText(/Coins sent on any other network are lost/)).toBeVisible();
  await shots('deposit-crypto');

  // Tether arrives on two networks: each has its own address and QR code.
  await page.getByRole('link', { name: 'Tether' }).click();
  await page.getByRole('link', { name: 'Tron (TRC20)' }).click();
  await expect(page).toHaveURL(/\/main\/deposit\/tether\/usdt-trc20$/);
  const tron = await page.getByText(/^T[A-Za-z0-9]{20,}/).textContent();
  expect(await decodeQr(page)).toBe(tron);
});

test('a card deposit ends pending, then approved by the broker without a reload', async ({
  page,
  signIn,
  backend,
  shots,
}) => {
  await signIn(DEMO);
  await page.goto('/main/deposit/card');
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 15_000 });
  await shots('deposit-card');
  const amount = page.getByLabel('Amount (USD)');
  await expect(amount).toHaveAccessibleDescription(/^From \$[\d,.]+ to \$[\d,.]+\.$/);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Enter an amount.')).toBeVisible();
  await expect(amount).toBeFocused();
  // The error takes the help text's place: one message under the field, not two.
  await amount.fill('1');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(amount).toHaveAccessibleDescription(/^The minimum is \$[\d,.]+\.$/);
  await expect(page.getByText(/^From \$[\d,.]+ to/)).toHaveCount(0);

  await amount.fill('250');
  await page.getByLabel('Card number').fill('4111 1111 1111 1112');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Alex Morgan');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('The card number is not valid.')).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: 'Card deposit' });
  await expect(result.getByText('Pending')).toBeVisible({ timeout: 10_000 });

  await page.getByRole('link', { name: 'History' }).click();
  const row = page.getByRole('list', { name: 'Deposit history' }).getByRole('listitem').first();
  await expect(row).toContainText('Card ending 1111');
  await expect(row).toContainText('$250.00');
  await expect(row.getByText('Pending')).toBeVisible();
  const listed = await page.request.get(
    `${backend.url}/__demo/deposits?customer_email=${encodeURIComponent(DEMO)}`,
  );
  const deposits = (await listed.json()) as { data: Array<{ id: number; status: string }> };
  const pending = deposits.data.find((d) => d.status === 'pending')!;
  await control(page, backend, `/deposits/${pending.id}/approve`);
  await expect(row.getByText('Approved')).toBeVisible({ timeout: 10_000 });
});

test('a wire transfer: bank details and reference, then the confirmation with its proof', async ({
  page,
  signIn,
  shots,
}) => {
  await signIn(DEMO);
  await page.goto('/main/deposit/wire');
  await expect(page.getByText('Your payment reference', { exact: true })).toBeVisible({ timeout: 15_000 });
  await shots('deposit-wire');
  await page.getByLabel('Amount (USD)').fill('1500');
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText('Attach the proof of your transfer.')).toBeVisible();
  await page.getByLabel(/Proof of transfer/).setInputFiles({
    name: 'transfer.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000)]),
  });
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Confirm your transfer' }).getByText('Pending'),
  ).toBeVisible({
    timeout: 15_000,
  });
});

test('history filtered by wallet through ?walletId=', async ({ page, signIn, shots }) => {
  await signIn(DEMO);
  await page.goto('/main/deposit/ethereum');
  await page.getByLabel('Amount sent (ETH)').fill('0.5');
  await page.getByRole('button', { name: 'I have sent it' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tell us what you sent' }).getByText('Pending'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/main/deposit/bitcoin');
  await page.getByLabel('Amount sent (BTC)').fill('0.01');
  await page.getByRole('button', { name: 'I have sent it' }).click();
  await expect(page.getByText('Pending')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('link', { name: 'Deposits to this wallet' }).click();
  await expect(page).toHaveURL(/\/main\/deposit\/history\?walletId=btc-mainnet$/);
  const list = page.getByRole('list', { name: 'Deposit history' });
  await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 10_000 });
  await expect(list).toContainText('0.01 BTC');
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
  await page.goto('/main/deposit/history?walletId=eth-mainnet');
  await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
  await expect(list).toContainText('0.5 ETH');
  await shots('deposit-history');
});

test('Deposit opens on Card, and every way to pay is in sight on a 320 px phone without scrolling sideways', async ({
  page,
  signIn,
  shots,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(DEMO);
  await page.goto('/main/deposit');
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/main\/deposit\/card$/);
  const tabs = page.getByRole('navigation', { name: 'Deposit methods' }).getByRole('link');
  await expect(tabs).toHaveText(['Card', 'Wire transfer', 'Bitcoin', 'Ethereum', 'Tether', 'History']);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await shotAt(page, 'deposit-tabs', 320);
  await shots('deposit-tabs');
});

test('a withdrawal over the free margin is refused; one within it is accepted and can be cancelled', async ({
  page,
  signIn,
  shots,
}) => {
  await signIn(DEMO);
  await page.goto('/main/withdrawal');
  await expect(page.getByText('Available to withdraw')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible({ timeout: 15_000 });
  await shots('withdrawal');
  await page.getByLabel('Amount (USD)').fill('45000');
  await page.getByLabel('Wallet address').fill('bc1qexampleexampleexampleexample0000');
  await page.getByLabel('Network').fill('Bitcoin');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText(/may not be greater than your available/)).toBeVisible();

  await page.getByLabel('Amount (USD)').fill('100');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(
    page.getByText('Withdraw $100.00 to Bitcoin · bc1qexampleexampleexampleexample0000?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('Your withdrawal request was sent.')).toBeVisible({ timeout: 10_000 });
  const requests = page.getByRole('list', { name: 'Your withdrawal requests' });
  await expect(requests.getByRole('listitem').first()).toContainText('$100.00');
  await expect(requests.getByRole('listitem').first().getByText('Pending')).toBeVisible();
  await requests.getByRole('button', { name: 'Cancel request' }).first().click();
  await expect(requests.getByRole('listitem').first().getByText('Cancelled')).toBeVisible({
    timeout: 10_000,
  });
});

test('the amount shown as available is accepted to the cent; a cent more is refused with the same figure', async ({
  page,
  signIn,
  backend,
}) => {
  const KENJI = 'kenji@example.com';
  // Prices stand still while the markets are closed: a Saturday, when the strategy's currencies and
  // gold (and the pairs that convert them) do not trade, so the figure holds between look and claim.
  await backend.pinMarketClock('2026-11-28T12:00:00Z');
  const { token } = await backend.login(KENJI);
  const post = async (path: string, data: unknown) =>
    page.request.post(`${backend.url}/api/v1${path}`, {
      data,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
    });
  const destination = { type: 'crypto', address: 'bc1qkenjiownwallet0000000000000000', network: 'Bitcoin' };
  expect(
    (
      await post('/auto-trader', { strategy_id: 'steady-income', allocation: '2600.00', accept_risk: true })
    ).status(),
  ).toBe(201);
  await control(page, backend, '/auto-trader/tick', { customer_email: KENJI });
  expect((await post('/withdrawals', { amount: '1200.00', destination })).status()).toBe(201);

  await signIn(KENJI);
  await page.goto('/main/withdrawal');
  const parts = page.getByRole('group', { name: 'How the available amount is worked out' });
  await expect(parts).toBeVisible({ timeout: 15_000 });
  await expect(parts.getByRole('definition')).toHaveText([
    /^\$[\d,]+\.\d\d$/,
    /^−\$[\d,]+\.\d\d$/,
    '−$1,200.00',
    /^−\$[\d,]+\.\d\d$/,
  ]);
  await expect(parts.getByRole('term')).toHaveText([
    'Equity',
    'Margin in use',
    'Pending withdrawals',
    'Kept for the auto-trader',
  ]);
  const figure = page.getByText('Available to withdraw').locator('xpath=following-sibling::p[1]');
  await expect(figure).toHaveText(/^\$[\d,]+\.\d\d$/);
  const shown = (await figure.textContent())!;
  const cents = Math.round(Number(shown.replace(/[$,]/g, '')) * 100);
  const decimal = (minor: number) => (minor / 100).toFixed(2);
  const amount = page.getByLabel('Amount (USD)');
  await expect(amount).toHaveAccessibleDescription(`From $10.00 to ${shown}.`);
  await expectAccessible(page);
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await expectNoSidewaysScroll(page);
    await shotAt(page, 'withdrawal-available', width);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // A cent more: the page refuses it with the figure it shows, and so does the server.
  const refusal = `The amount may not be greater than your available free margin of ${shown}.`;
  await amount.fill(decimal(cents + 1));
  await page.getByLabel('Wallet address').fill(destination.address);
  await page.getByLabel('Network').fill(destination.network);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(amount).toHaveAccessibleDescription(refusal);
  const over = await post('/withdrawals', { amount: decimal(cents + 1), destination });
  expect(over.status()).toBe(422);
  expect(((await over.json()) as { errors: { amount: string[] } }).errors.amount).toEqual([refusal]);

  // The figure itself is accepted; nothing is left, and the page offers a deposit instead.
  await amount.fill(decimal(cents));
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('Your withdrawal request was sent.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Nothing to withdraw right now')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(amount).toHaveCount(0);
  await expect(figure).toHaveText('$0.00');
  await shotAt(page, 'withdrawal-nothing-available', 390);
  await expectAccessible(page);
  const requests = page.getByRole('list', { name: 'Your withdrawal requests' });
  await expect(requests.getByRole('listitem').first()).toContainText(shown);
});
