import { expectAccessible } from './accessibility';
import { answered, expect, test, waitForStart } from './fixtures';

/** Each key screen, at phone size, against WCAG 2.1 A and AA (axe-core). */
test.describe('accessibility', () => {
  test('loading screen and login page', async ({ page, backend: _b }) => {
    await page.goto('/');
    await expect(page.getByText('Loading market data...')).toBeVisible();
    await expectAccessible(page);
    await waitForStart(page);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectAccessible(page);
    // On a desktop, with the brand panel beside the card.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('complementary')).toBeVisible();
    await expectAccessible(page);
  });

  test('state screens', async ({ page, backend }) => {
    await backend.settings({ status: 'disabled', maintenanceMessage: 'Back soon.' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Site Temporarily Disabled' })).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);
    // Drawn at once from the settings this device remembers; the server's answer comes after.
    const settings = answered(page, '/settings');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Site Temporarily Disabled' })).toBeVisible({
      timeout: 15_000,
    });
    await settings;
    await backend.settings({ status: 'active' });
    await page.getByRole('button', { name: 'Check Status' }).click();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
  });

  test('signed-in layout, dashboard and the More menu', async ({ page, backend: _b, signIn }) => {
    await signIn('demo@example.com');
    await page.goto('/main/dashboard');
    await expect(page.getByRole('list', { name: 'Trading accounts' })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await expectAccessible(page);
  });

  test('trading page in the customer frame', async ({ page, backend: _b, signIn }) => {
    await signIn('demo@example.com');
    await page.goto('/trading');
    await expect(page.getByRole('heading', { name: 'Trading', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
  });

  test('admin chat in the admin frame: the list, a conversation and the drawer', async ({
    page,
    backend: _b,
    signIn,
  }) => {
    await signIn('admin@example.com');
    await page.goto('/admin/chat');
    await expect(page.getByRole('heading', { name: 'Admin Chat', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show Users' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Alex Morgan/ })
      .click();
    await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show Users' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    // At 1280 px: the inbox beside the conversation with its actions, then the shortcuts sheet.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Resolve and next' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Keyboard shortcuts (?)' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectAccessible(page);
  });

  test('customer chat with the composer and a pending message', async ({ page, backend: _b, signIn }) => {
    await signIn('demo@example.com');
    await page.goto('/main/chat');
    await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible({ timeout: 15_000 });
    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: 'Message' }).fill('Waiting for the network');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(
      page.getByText('Connection lost. Messages you write are kept and sent when it returns.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.context().setOffline(false);
  });

  test('account disabled screen', async ({ page, backend: _b, signIn }) => {
    await signIn('disabled@example.com');
    await page.goto('/main/dashboard');
    await expect(page.getByRole('heading', { name: 'Account Currently Disabled' })).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);
  });

  test('sign-up and country step', async ({ page, backend: _b }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign up now' })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await page.getByLabel('Email').fill('new.person@example.com');
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByRole('button', { name: 'Sign up now' }).click();
    await expect(page).toHaveURL(/\/register\/country-residence$/);
    await expect(page.getByText('I agree to the Privacy Policy and I am over 18.')).toBeVisible();
    await expectAccessible(page);
  });
});
