import type { Page } from '@playwright/test';
import { expect, holdBack, test, waitForStart } from './fixtures';

const LICENSE = 'DEMO-LICENSE-2026';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function signUp(page: Page, email: string, password = 'new-pass-1') {
  await page.goto('/signup');
  await waitForStart(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up now' }).click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Sign-up and the country step for a new address, ending on the Set Up form. */
async function reachSetUp(page: Page, email: string) {
  await signUp(page, email);
  await expect(page).toHaveURL(/\/register\/country-residence$/);
  await page.getByRole('checkbox', { name: 'I agree to the Privacy Policy and I am over 18.' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register$/);
}

async function fillSetUp(page: Page) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Phone number').fill('+44 20 7946 0958');
  await page.getByLabel('Date of birth').fill('1990-05-01');
}

async function fillFinancialProfile(page: Page) {
  await choose(page, 'Employment status', 'Employed');
  await choose(page, 'Annual income', '$50,000 to $100,000');
  await choose(page, 'Net worth', '$25,000 to $100,000');
  await choose(page, 'Source of funds', 'Salary');
  await choose(page, 'Trading experience', 'None');
}

test.describe('onboarding', () => {
  test('sign-up, country step, Set Up, Financial Profile and ID Check end on the dashboard', async ({
    page,
    backend: _b,
    shots,
  }) => {
    await page.addInitScript((code) => localStorage.setItem('v_license', code), LICENSE);
    await page.goto('/signup');
    await waitForStart(page);

    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(
      page.getByText(
        'Trading CFDs carries a high level of risk to your capital, and you should only trade with money you can afford to lose.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Northwind Markets home' })).toHaveAttribute(
      'href',
      `https://example.com/?q=${LICENSE}`,
    );
    await expect(page.getByRole('button', { name: 'Language: EN' })).toHaveText('EN');
    for (const provider of ['Google', 'Apple', 'LinkedIn']) {
      await expect(page.getByRole('button', { name: `Sign up with ${provider}` })).toBeVisible();
    }
    await expect(page.getByText('Excellent')).toBeVisible();
    await expect(page.getByText('1,196 reviews')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toHaveAttribute('href', '/');
    await expect(page.locator('a[href="/?type=basic"]')).toBeVisible();
    await shots('onboarding-01-signup');

    await page.getByRole('button', { name: 'Sign up now' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await shots('onboarding-02-signup-invalid');

    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('new-pass-1');
    await page.getByRole('button', { name: 'Sign up now' }).click();
    await expect(
      toasts(page).getByText('Email verified successfully! Please continue with registration.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register\/country-residence$/);

    // Country step: both selects start on the draft's country; the keyboard alone changes one.
    await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
    const residence = page.getByRole('combobox', { name: 'Country of Residence' });
    const nationality = page.getByRole('combobox', { name: 'Nationality' });
    await expect(residence).toHaveText(/United States/);
    await expect(nationality).toHaveText(/United States/);
    await expect(page.getByRole('navigation', { name: 'Registration progress' })).toContainText('Set Up');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await shots('onboarding-03-country');

    await nationality.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('ger');
    await expect(page.getByRole('option', { name: 'Germany' })).toHaveAttribute('data-active', 'true');
    await shots('onboarding-04-country-select-open');
    await page.keyboard.press('Enter');
    await expect(nationality).toHaveText(/Germany/);
    await choose(page, 'Country of Residence', 'United Kingdom');
    await page.getByRole('checkbox', { name: 'I agree to the Privacy Policy and I am over 18.' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/register$/);

    // Set Up.
    await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your sign-up details' });
    await expect(summary).toContainText('ada@example.com');
    await expect(summary).toContainText('United Kingdom');
    await expect(summary).toContainText('Germany');
    // Nobody is signed in yet: the signed-in frame's code (the query cache with it) is not loaded.
    const frameFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /\/frame-[\w-]{8}\.js$/.test(path)),
      );
    expect(await frameFiles()).toEqual([]);
    await shots('onboarding-05-set-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    await shots('onboarding-06-set-up-invalid');
    await fillSetUp(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Financial Profile: the account exists, the draft with its password is gone.
    await expect(page.getByRole('heading', { name: 'Financial Profile', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('registration_data'))).toBeNull();
    // Now signed in, the frame's code is: the check above reads the files the build names.
    expect(await frameFiles()).toHaveLength(1);
    await shots('onboarding-07-financial-profile');
    await fillFinancialProfile(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // ID Check, with the upload slowed down so its progress can be seen.
    await expect(page.getByRole('heading', { name: 'ID Check', level: 1 })).toBeVisible();
    await shots('onboarding-08-id-check');
    await choose(page, 'Document type', 'Passport');
    await page.getByLabel('Document file').setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 32)]),
    });
    await expect(page.getByText('passport.pdf', { exact: true })).toBeVisible();
    await expect(page.getByText('1.0 MB', { exact: true })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Uploading\.\.\. \d+%$/ })).toBeDisabled();
    // Busy, not unavailable: the label that says how far it is stays legible, not faded.
    await expect(page.getByRole('button', { name: /^Uploading/ })).toHaveCSS('opacity', '1');
    await page.screenshot({ path: 'shots/onboarding-09-id-check-uploading-phone.png' });
    await expect(page).toHaveURL(/\/main\/dashboard$/, { timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(toasts(page).getByText('Your account is set up.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Hello, Ada')).toBeVisible();
  });

  test.describe('on a slow network, the service worker not serving the code', () => {
    test.use({ serviceWorkers: 'block' });

    test('Create account stays busy until the next stage can show, never leaving an empty page', async ({
      page,
      backend: _b,
    }) => {
      await reachSetUp(page, 'slow-network@example.com');
      await fillSetUp(page);
      // The next stage's code is held back: the account is created, its stage cannot show yet.
      const code = await holdBack(page, /\/assets\/-signed-in-stages-[\w-]{8}\.js$/);
      const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/auth/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      expect((await created).status()).toBeLessThan(300);
      await code.asked;
      const button = page.getByRole('button', { name: 'Creating account...' });
      await expect(button).toBeVisible();
      await expect(button).toBeDisabled();
      await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
      code.release();
      await expect(page.getByRole('heading', { name: 'Financial Profile', level: 1 })).toBeVisible();
    });
  });

  test('the later stages can be skipped and finished from Verification', async ({
    page,
    backend: _b,
    shots,
  }) => {
    await reachSetUp(page, 'grace@example.com');
    await fillSetUp(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Financial Profile', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/main\/dashboard$/);

    // Later, the user resumes from Verification.
    await page.goto('/main/verification');
    const steps = page.getByRole('list', { name: 'Verification steps' });
    await expect(steps.getByRole('listitem').filter({ hasText: 'Set Up' })).toContainText('Complete');
    await expect(steps.getByRole('listitem').filter({ hasText: 'Financial Profile' })).toContainText('To do');
    await expect(steps.getByRole('listitem').filter({ hasText: 'ID Check' })).toContainText('To do');
    await shots('onboarding-10-verification');

    await fillFinancialProfile(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(steps.getByRole('listitem').filter({ hasText: 'Financial Profile' })).toContainText(
      'Complete',
    );
    await expect(page.getByRole('form', { name: 'Financial Profile' })).toHaveCount(0);

    // A wrong file is refused here, before any upload.
    await page.getByLabel('Document file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an ID'),
    });
    await expect(page.getByText('The document must be a PNG, JPEG or WebP image or a PDF.')).toBeVisible();
    await shots('onboarding-11-verification-wrong-file');

    await choose(page, 'Document type', 'National ID card');
    await page.getByLabel('Document file').setInputFiles({
      name: 'id.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(toasts(page).getByText('Document uploaded.')).toBeVisible();
    // Sent is not verified: the document is in review, and nothing says the verification is complete.
    await expect(steps.getByRole('listitem').filter({ hasText: 'ID Check' })).toContainText('In review');
    await expect(page.getByText(/Our team is reviewing your identity document/)).toBeVisible();
    await expect(page.getByText('Your verification is complete.')).toHaveCount(0);

    // Coming back to /register signed in, nothing is left to do.
    await page.goto('/register');
    await expect(page).toHaveURL(/\/main\/dashboard$/);
  });

  test('a taken email keeps the visitor on sign-up with the server message', async ({
    page,
    backend: _b,
    shots,
  }) => {
    await signUp(page, 'demo@example.com');
    await expect(toasts(page).getByText('Email is already registered')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('button', { name: 'Sign up now' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('registration_data'))).toBeNull();
    await shots('onboarding-12-signup-taken');
  });

  test('a failing email check shows the server message', async ({ page, backend }) => {
    await backend.fault('/auth/check-email', 503, 1);
    await signUp(page, 'someone@example.com');
    await expect(toasts(page).getByText('Service Unavailable.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('/register and the country step without a draft send the visitor to sign-up', async ({
    page,
    backend: _b,
    shots,
  }) => {
    await page.goto('/register');
    await waitForStart(page);
    await expect(page).toHaveURL(/\/signup$/);
    await expect(toasts(page).getByText('Please complete the registration process first')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible({ timeout: 15_000 });
    await shots('onboarding-13-no-draft');

    await page.goto('/register/country-residence');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(toasts(page).getByText('Please complete the registration process first')).toBeVisible();
  });

  test('/register without the privacy tick goes back to the country step', async ({ page, backend: _b }) => {
    await signUp(page, 'hasty@example.com');
    await expect(page).toHaveURL(/\/register\/country-residence$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/register\/country-residence$/);
    await expect(toasts(page).getByText('Please agree to the Privacy Policy')).toBeVisible();
  });

  test('a draft older than an hour is discarded', async ({ page, backend: _b }) => {
    await signUp(page, 'slow@example.com');
    await expect(page).toHaveURL(/\/register\/country-residence$/);
    await page.evaluate(() => {
      const draft = JSON.parse(localStorage.getItem('registration_data') ?? '{}');
      draft.timestamp = new Date(Date.now() - 61 * 60 * 1000).toISOString();
      localStorage.setItem('registration_data', JSON.stringify(draft));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/signup$/, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('registration_data'))).toBeNull();
  });

  test('forgot password confirms alike for every address and leads back to log in', async ({
    page,
    backend: _b,
    shots,
  }) => {
    await page.goto('/forgot-password');
    await waitForStart(page);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await shots('onboarding-14-forgot-password');

    const confirmations: string[] = [];
    for (const email of ['demo@example.com', 'nobody-here@example.com']) {
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
      // The intro asked for the address: with it given, the confirmation stands in its place.
      await expect(page.getByText(/^Enter the email address you use/)).toHaveCount(0);
      confirmations.push(await page.getByRole('status').filter({ hasText: 'Check your email' }).innerText());
      if (confirmations.length === 1) await shots('onboarding-15-forgot-password-sent');
      await page.getByRole('button', { name: 'Use a different address' }).click();
      await expect(page.getByText(/^Enter the email address you use/)).toBeVisible();
    }
    expect(confirmations[1]).toBe(confirmations[0]);

    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('on a phone the risk warning can be put away and brought back; wide screens always show it', async ({
    page,
    backend: _b,
    shots,
  }) => {
    const warning = page.getByRole('region', { name: 'Risk warning' });
    await page.goto('/signup');
    await waitForStart(page);
    await page.getByRole('button', { name: 'Hide risk warning' }).click();
    await expect(warning).toBeHidden();
    const show = page.getByRole('button', { name: 'Show risk warning' });
    await expect(show).toBeFocused();
    await page.screenshot({ path: 'shots/onboarding-16-risk-hidden-phone.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(warning).toBeVisible();
    await expect(show).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hide risk warning' })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await show.click();
    await expect(warning).toBeVisible();
    await shots('onboarding-17-signup-risk-back');
  });

  test('a signed-in visitor of /signup goes to /main', async ({ page, backend: _b, signIn }) => {
    await signIn('demo@example.com');
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/main\/dashboard$/, { timeout: 15_000 });
  });
});
