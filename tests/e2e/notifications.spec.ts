/**
 * Notifications and user events live, against the reference server with its Pusher-protocol host:
 * a broker notification shows at once with its sound, closing it marks it read for good, and an
 * admin's deactivation takes the customer to the disabled screen without a reload.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, test } from './fixtures';

const DEMO = 'demo@example.com';

/** Resolves once the page's live connection reports this private channel subscribed. */
function subscribed(page: Page, channel: string) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('subscription_succeeded') && text.includes(`"private-${channel}"`)) resolve();
      }),
    );
  });
}

/** Counts the calls of HTMLMediaElement.play (and what they play) without sounding anything. */
async function spyOnPlay(page: Page) {
  await page.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { __played: played });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    };
  });
  return () => page.evaluate(() => (window as unknown as { __played: string[] }).__played);
}

test('a broker notification shows live with its sound, and closing it marks it read', async ({
  page,
  backend,
  signIn,
  shots,
}) => {
  const played = await spyOnPlay(page);
  const { user } = (await backend.login(DEMO)) as { user: { id: number } };
  await signIn(DEMO);
  const live = subscribed(page, `notification.${user.id}`);
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  // The seeded unread notification shows first.
  await expect(page.getByRole('status').filter({ hasText: 'Deposit received' })).toBeVisible();
  await live;

  await backend.notify(DEMO, 'Margin call', 'Your margin level is below 100%.', 'danger');
  const alert = page.getByRole('alert').filter({ hasText: 'Margin call' });
  await expect(alert).toBeVisible({ timeout: 5000 });
  await expect(alert).toContainText('Your margin level is below 100%.');
  await expect.poll(played).toEqual([expect.stringMatching(/\/sounds\/notification\.mp3$/)]);
  await shots('notification-alert');

  const read = page.waitForResponse(
    (r) => /\/api\/v1\/notifications\/[^/]+\/read$/.test(r.url()) && r.request().method() === 'POST',
  );
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();
  expect((await read).ok()).toBe(true);
  // The next unread takes its place.
  await expect(page.getByRole('status').filter({ hasText: 'Deposit received' })).toBeVisible();

  // The server keeps it read: after a reload (and the user loaded afresh) it stays gone.
  const userLoaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/user'));
  await page.reload();
  await userLoaded;
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Deposit received' })).toBeVisible();
  await expect(page.getByText('Margin call')).toHaveCount(0);
});

test('an admin deactivating the account shows the disabled screen live', async ({
  page,
  backend,
  signIn,
  shots,
}) => {
  const { user } = (await backend.login(DEMO)) as { user: { id: number } };
  await signIn(DEMO);
  const live = subscribed(page, `user.${user.id}`);
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await live;

  await backend.setUserStatus(DEMO, 'deactivated');
  await expect(page.getByRole('heading', { name: 'Account Currently Disabled' })).toBeVisible({
    timeout: 5000,
  });
  await shots('account-disabled-live');

  // And back, just as live: the channel stays open on the gate screen.
  await backend.setUserStatus(DEMO, 'active');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 5000 });
});

test('a long notification wraps on the narrowest phone instead of widening the page', async ({
  page,
  backend,
  signIn,
}) => {
  const word = 'Supercalifragilistic'.repeat(6);
  await backend.notify(DEMO, `Title ${word}`, `https://example.com/${word}/${word}`, 'warning');
  await signIn(DEMO);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/main/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: word })).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(page, 'a long notification at 320 px');
});
