/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn): a customer adds one in
 * Settings, signs out and signs in with it from the login page, and confirms it is them with it
 * before removing it. Browsers refuse WebAuthn on an IP address, so these pages open the server as
 * http://localhost:<port> (the server takes its loopback names as its own origin).
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, shotAt, startSignedIn, test } from './fixtures';

const NAME = 'Work laptop';

/** A page on localhost with an authenticator that holds discoverable credentials and verifies its user. */
async function withAuthenticator(
  context: BrowserContext,
): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, cdp, authenticatorId };
}

async function openSettings(page: Page) {
  await page.goto('/main/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 15_000 });
}

test('a customer adds a passkey in Settings, signs in with it, and confirms it is them with it to remove it', async ({
  browser,
  backend,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.url.replace('127.0.0.1', 'localhost') });
  const { page, cdp, authenticatorId } = await withAuthenticator(context);
  // Kept: the session the passkey signs in with must outlive the reloads after it.
  await startSignedIn(page, backend, 'demo@example.com', { keep: true });
  await openSettings(page);

  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('You have not added a passkey yet.')).toBeVisible();
  // A name is asked for first, and nothing reaches the authenticator without one.
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByLabel('Name of the new passkey')).toHaveAccessibleDescription(
    'Please give the passkey a name',
  );
  await card.getByLabel('Name of the new passkey').fill(NAME);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByText(`The passkey “${NAME}” was added.`)).toBeVisible();
  const list = card.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(NAME);
  await expect(list.getByRole('listitem')).toContainText('Not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Settings → Security at both widths, and nothing scrolls sideways on the narrowest phone.
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page, 'settings with a passkey at 320px');
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await shotAt(page, 'settings-passkeys', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shotAt(page, 'settings-passkeys', 1280);
  await page.setViewportSize({ width: 390, height: 844 });

  // The login page offers the passkey in the email field's autofill; Chromium's virtual authenticator
  // answers that request at once, as a user picking the passkey among the suggestions.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard/, { timeout: 15_000 });

  // A browser without that autofill: the button signs in.
  await page.evaluate(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard/, { timeout: 15_000 });

  await openSettings(page);
  await expect(list.getByRole('listitem')).not.toContainText('Not used yet');
  await expect(list.getByRole('listitem')).toContainText('Last used');

  // Signed in moments ago, the session's proof is fresh; once it is not, removing asks for one.
  await backend.expireStepUps('demo@example.com');
  await list.getByRole('button', { name: `Remove the passkey ${NAME}` }).click();
  await list.getByRole('button', { name: 'Remove passkey' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText(`The passkey “${NAME}” was removed.`)).toBeVisible();
  await expect(card.getByText('You have not added a passkey yet.')).toBeVisible();
  await context.close();
});
