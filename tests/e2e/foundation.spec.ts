import { answered, expect, test, waitForStart } from './fixtures';

test.describe('site start', () => {
  test('shows the tenant name and the loading bar, then the login page', async ({
    page,
    backend: _b,
    shots,
  }) => {
    // The bar runs on the page's clock. Held still, the loading screen stays for as long as the test
    // looks at it, however busy the machine; then the clock runs again and the bar finishes.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    const loading = page.getByRole('main').filter({ hasText: 'Loading market data...' });
    await expect(loading).toBeVisible();
    await expect(loading.getByRole('progressbar', { name: 'Loading progress' })).toBeVisible();
    // The tenant's name arrives with the settings, while the bar is still running.
    await expect(loading.getByText('Northwind Markets')).toBeVisible();
    await shots('01-loading');
    await page.clock.resume();
    await waitForStart(page);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveTitle('Northwind Markets');
    await shots('02-login');
  });

  test("'Site Unreachable' when settings fail, and 'Try Again' recovers", async ({
    page,
    backend,
    shots,
  }) => {
    await backend.fault('/settings', 500, 1);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Site Unreachable' })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText(
        "We're having trouble connecting to the server. This could be due to network issues or the server might be undergoing maintenance.",
      ),
    ).toBeVisible();
    await shots('03-unreachable');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test("'Site Temporarily Disabled' with the message and contact, and 'Check Status' recovers", async ({
    page,
    backend,
    shots,
  }) => {
    await backend.settings({ status: 'disabled', maintenanceMessage: 'Scheduled upgrade until 18:00 UTC.' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Site Temporarily Disabled' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Scheduled upgrade until 18:00 UTC.')).toBeVisible();
    await expect(page.getByText('If you need immediate assistance, please contact us at')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await shots('04-maintenance');

    await backend.settings({ status: 'active' });
    await page.getByRole('button', { name: 'Check Status' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('the default maintenance text when the tenant gives none', async ({ page, backend }) => {
    await backend.settings({ status: 'disabled', maintenanceMessage: null, contactEmail: null });
    await page.goto('/');
    await expect(page.getByText('This site is currently unavailable. Please check back later.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('If you need immediate assistance')).toHaveCount(0);
  });
});

test.describe('signed-in states', () => {
  test('log in with email and password and land on the dashboard', async ({ page, backend: _b, shots }) => {
    await page.goto('/login');
    await waitForStart(page);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    // The server ties the message to the email field: it is shown, and focused, there.
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await shots('05-login-error');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/main\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Hello, ')).toBeVisible();
    await shots('06-dashboard');
  });

  test('says what is wrong with the form before calling the server', async ({ page, backend: _b }) => {
    await page.goto('/');
    await waitForStart(page);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an admin lands on the admin chat', async ({ page, backend: _b }) => {
    await page.goto('/');
    await waitForStart(page);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/chat$/);
    await expect(page.getByRole('heading', { name: 'Admin Chat' })).toBeVisible();
  });

  test("a deactivated user sees 'Account Currently Disabled' until reactivated", async ({
    page,
    backend,
    signIn,
    shots,
  }) => {
    await signIn('disabled@example.com');
    // Drawn at once from the stored session; the start's own /user answer comes after.
    const user = answered(page, '/user');
    await page.goto('/main/dashboard');
    await expect(page.getByRole('heading', { name: 'Account Currently Disabled' })).toBeVisible({
      timeout: 15_000,
    });
    await user;
    await expect(page.getByText('Your account is currently disabled, please contact support.')).toBeVisible();
    await shots('07-account-disabled');
    await backend.setUserStatus('disabled@example.com', 'active');
    await page.getByRole('button', { name: 'Check Status' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test("a pending user sees 'Awaiting Approval' and can log out", async ({
    page,
    backend: _b,
    signIn,
    shots,
  }) => {
    await signIn('pending@example.com');
    await page.goto('/main/dashboard');
    await expect(page.getByRole('heading', { name: 'Awaiting Approval' })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText('Your account is awaiting approval from the Client Management Team'),
    ).toBeVisible();
    await shots('08-awaiting-approval');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('user-storage') ?? '{}').state?.token),
    ).toBeNull();
  });

  test('a revoked token signs the user out and sends them to /', async ({ page, backend, signIn }) => {
    await signIn('demo@example.com');
    await page.goto('/main/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    await backend.revoke('demo@example.com');
    await page.reload();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('protected routes without a session go to the login page', async ({ page, backend: _b }) => {
    await page.goto('/main/settings');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  });

  test('route table: /main and /main/deposit redirect, the rest exist', async ({
    page,
    backend: _b,
    signIn,
  }) => {
    await signIn('demo@example.com');
    await page.goto('/main');
    await expect(page).toHaveURL(/\/main\/dashboard$/, { timeout: 15_000 });
    await page.goto('/main/deposit');
    await expect(page).toHaveURL(/\/main\/deposit\/card$/);
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    const pages: Array<[string, string]> = [
      ['/main/personal', 'Personal information'],
      ['/main/withdrawal', 'Withdrawal'],
      ['/main/accounts', 'Accounts'],
      ['/main/savings', 'Savings'],
      ['/main/settings', 'Settings'],
      ['/main/deposit/bitcoin', 'Deposit Bitcoin'],
      ['/main/deposit/wire', 'Bank transfer details'],
      ['/main/deposit/history', 'Deposit history'],
      ['/main/test', 'Connection check'],
      ['/main/deposit/ethereum/eth-mainnet', 'Deposit Ethereum'],
      ['/trading', 'Trading'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });

  test('a customer who opens the admin chat lands on their dashboard', async ({
    page,
    backend: _b,
    signIn,
  }) => {
    await signIn('demo@example.com');
    await page.goto('/admin/chat');
    await expect(page).toHaveURL(/\/main\/dashboard$/, { timeout: 15_000 });
  });
});

test('an unknown path shows the not-found page', async ({ page, backend: _b, shots }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 15_000 });
  await shots('09-not-found');
});

test.describe('installable PWA', () => {
  test('the manifest names the app, its start page and its icons', async ({ page, request, backend: _b }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: expect.any(String),
      display: 'standalone',
    });
    expect(manifest.start_url).toBe('/main/dashboard');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map(
      (i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  });

  test('a service worker controls the page, and an offline reload shows the app from memory', async ({
    page,
    context,
    backend: _b,
    shots,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 20_000,
    });
    await waitForStart(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Offline. Showing what was last loaded.')).toBeVisible();
    await shots('10-offline-reload');
    await context.setOffline(false);
    await expect(page.getByText('Offline. Showing what was last loaded.')).toBeHidden();
  });

  test("an offline first visit to a cached app shows 'Site Unreachable', and 'Try Again' recovers", async ({
    page,
    context,
    backend: _b,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 20_000,
    });
    await waitForStart(page);
    // Forget the remembered settings, as a visitor whose storage was cleared but whose app is installed.
    await page.evaluate(() => localStorage.clear());
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Site Unreachable' })).toBeVisible({ timeout: 20_000 });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('every page is served with a strict Content-Security-Policy and breaks none of it', async ({
    page,
    backend: _b,
  }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    await waitForStart(page);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
