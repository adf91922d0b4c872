import { DEMO_PASSWORD, expect, holdBack, shotAt, startSignedIn, test, waitForStart } from './fixtures';

/** Reads what the persisted query cache holds in IndexedDB (null when nothing is stored). */
const storedQueryCache = () =>
  new Promise<string | null>((resolve, reject) => {
    const open = indexedDB.open('broker-cache');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queries')) return resolve(null);
      const get = db.transaction('queries').objectStore('queries').get('query-cache');
      get.onsuccess = () => resolve((get.result as string | undefined) ?? null);
      get.onerror = () => reject(get.error);
    };
  });

test('/auto-login with a token signs the user in and goes on to the dashboard', async ({ page, backend }) => {
  const { token } = await backend.login('demo@example.com');
  await page.goto(`/auto-login?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/main\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a sign-in link signs in the device that opens it, and the login history says so', async ({
  page,
  backend,
}) => {
  const link = await backend.signInLink('demo@example.com');
  await page.goto(link.path);
  await expect(page).toHaveURL(/\/main\/dashboard$/, { timeout: 15_000 });
  await page.goto('/main/settings');
  const history = page.getByRole('region', { name: 'Login history' });
  await expect(history.getByText('Sign-in link')).toBeVisible();
  await expect(history.getByText('Signed in')).toHaveCount(1);
});

test.describe('on a slow network, the service worker not serving the code', () => {
  test.use({ serviceWorkers: 'block' });

  test('Log in stays busy until the dashboard has come, however long its code takes', async ({
    page,
    backend: _b,
  }) => {
    await page.goto('/');
    await waitForStart(page);
    // The dashboard's code is held back, as a slow network would: the answer to the login is in, the screen is not.
    const code = await holdBack(page, /\/assets\/dashboard-[\w-]{8}\.js$/);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/auth/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect((await answered).status()).toBe(200);
    await code.asked;
    const button = page.getByRole('button', { name: 'Logging in...' });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
    code.release();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  });
});

test('the basic login variant drops the brand panel but keeps the form', async ({ page, backend: _b }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?type=basic');
  await waitForStart(page);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('aside')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('aside')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
});

test("logout wipes the user's cached data from memory and IndexedDB", async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  // The post-login fetch stores the site data; the persister writes it to IndexedDB.
  await expect.poll(() => page.evaluate(storedQueryCache), { timeout: 10_000 }).toContain('"site","data"');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Nothing of the user's is left; at most the persister's empty envelope.
  await expect
    .poll(
      async () =>
        JSON.parse((await page.evaluate(storedQueryCache)) ?? '{"clientState":{"queries":[]}}').clientState
          .queries,
    )
    .toEqual([]);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('user-storage') ?? '{}'));
  expect(session.state).toMatchObject({ user: null, token: null, selectedAccountIndex: 0 });
});

test('the phone tab bar opens the rest of the destinations under More', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  const more = page.getByRole('button', { name: 'More', exact: true });
  await expect(more).toHaveAttribute('aria-expanded', 'false', { timeout: 15_000 });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('logging out in one tab signs the other tabs out too', async ({
  context,
  backend: _b,
  signIn,
  page,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  const other = await context.newPage();
  // The other tab is idle before the logout: its post-login fetch has finished, so nothing it sends
  // afterwards could sign it out by meeting the revoked token; only following this tab can.
  const postLoginFetch = other.waitForResponse((r) => r.url().endsWith('/api/v1/data'));
  await other.goto('/main/accounts');
  await expect(other.getByRole('heading', { name: 'Accounts' })).toBeVisible({ timeout: 15_000 });
  await postLoginFetch;

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Signed out here, on purpose: neither tab has anything to explain.
  await expect(other.getByText('You were signed out')).toHaveCount(0);
  await expect(page.getByText('You were signed out')).toHaveCount(0);
  // The other tab must not write the old session back when it next changes anything.
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  expect(
    await other.evaluate(() => JSON.parse(localStorage.getItem('user-storage') ?? '{}').state?.token),
  ).toBeNull();
});

test('a sign-up left half-way does not keep its password once someone else logs in and out', async ({
  page,
  backend: _b,
}) => {
  const password = 'left-behind-pass-1';
  await page.goto('/signup');
  await waitForStart(page);
  await page.getByLabel('Email').fill('half-way@example.com');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up now' }).click();
  await expect(page).toHaveURL(/\/register\/country-residence$/);
  expect(await page.evaluate(() => localStorage.getItem('registration_data'))).toContain(password);

  // The visitor walks away; someone else logs in on the same device, then out.
  await page.goto('/');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  const storage = await page.evaluate(() =>
    Object.fromEntries([localStorage, sessionStorage].flatMap((s) => Object.entries(s))),
  );
  expect(storage).not.toHaveProperty('registration_data');
  expect(JSON.stringify(storage)).not.toContain(password);
});

test.describe('before the service worker has stored the app', () => {
  test.use({ serviceWorkers: 'block' });

  test('Logout works offline, and a page not downloaded yet opens by itself once back online', async ({
    page,
    context,
    backend: _b,
    signIn,
  }) => {
    await signIn('demo@example.com');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/main/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    // The login page's code arrives while the browser is idle.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/login-[^/]*\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Live chat' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText(
        'This page could not be loaded while you are offline. It opens by itself when the connection is back.',
      ),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible({ timeout: 15_000 });

    await page.goto('/main/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await context.setOffline(false);
  });
});

test('a password changed on one device tells the other, on its login page, why it was signed out', async ({
  page,
  browser,
  backend,
  signIn,
}) => {
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await startSignedIn(phoneContext, backend, 'kenji@example.com', { keep: true });
    const phone = await phoneContext.newPage();
    await phone.goto(`${backend.url}/main/dashboard`);
    await expect(phone.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });

    await signIn('kenji@example.com');
    await page.goto('/main/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-2');
    await page.getByLabel('New password again').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password was changed. Your other devices were signed out.'),
    ).toBeVisible();

    // The phone is told by the server (its live connection ends, its next call is a 401 with the
    // reason) and says so on the login page it lands on, with nothing of the user kept to say it.
    const reason = phone.getByRole('alert').filter({ hasText: 'You were signed out' });
    await expect(reason).toContainText(
      'Your password was changed, so you were signed out. Please log in with your new password.',
      { timeout: 15_000 },
    );
    await expect(phone.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await phone.evaluate(() => localStorage.getItem('session-ended'))).toBe('password_changed');
    await shotAt(phone, 'session-ended-password', 390);
    await phone.setViewportSize({ width: 1280, height: 800 });
    await shotAt(phone, 'session-ended-password', 1280);

    // Said until closed, or until the next sign-in.
    await reason.getByRole('button').click();
    await expect(reason).toHaveCount(0);
    await phone.reload();
    await expect(phone.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
    await expect(phone.getByText('You were signed out')).toHaveCount(0);
  } finally {
    await phoneContext.close();
  }
});
