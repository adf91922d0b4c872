/** /main/test, the page support asks for: both connections, the mode, a measured round trip, the app. */
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';

test('the connection check shows both connections live, a round trip and the app', async ({
  page,
  signIn,
  backend,
  shots,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/test');
  await expect(page.getByRole('heading', { name: 'Connection check', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const row = (label: string) =>
    page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
  await expect(row('Mode')).toHaveText('Live', { timeout: 15_000 });
  await expect(row('Live updates (trades, chat, notifications)')).toHaveText('Connected');
  await expect(row('Price feed')).toHaveText('Connected');
  await expect(row('Last price received')).toHaveText(/just now|\d+ s ago/);
  await expect(row('Server round trip')).toContainText(/\d+ ms/);
  await expect(row('Version')).not.toBeEmpty();
  await expect(row('Storage used')).toContainText(/\d[\d,.]* [KMGT]?B of \d[\d,.]* [KMGT]?B|Unknown/);
  await expectAccessible(page);
  await shots('connection-check');

  // A drop shows: the mode turns to polling and the realtime connection is not connected.
  await backend.dropRealtime(5_000);
  await expect(row('Mode')).toHaveText(/Polling/, { timeout: 10_000 });
  await expect(row('Mode')).toHaveText('Live', { timeout: 40_000 });
});
