/**
 * Notifications and user events live, against the reference server with its Pusher-protocol host:
 * a broker notification shows at once with its sound, closing it marks it read for good, and an
 * admin's deactivation takes the customer to the disabled screen without a reload (and ends the live
 * connection, which opens again once the account is let in).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, shotAt, test } from './fixtures';

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
  // Exact: the summary names the tenant's margin-call level in a sentence of its own.
  await expect(page.getByText('Margin call', { exact: true })).toHaveCount(0);
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

  // A blocked account receives nothing live: the block closed its connection. Once reactivated,
  // 'Check Status' lets it in again, and the connection opens anew.
  await backend.setUserStatus(DEMO, 'active');
  const liveAgain = subscribed(page, `user.${user.id}`);
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 5000 });
  await liveAgain;
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
  const alert = page.getByRole('alert').filter({ hasText: word });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(page, 'a long notification at 320 px');
  // One line until the customer opens it; opened, it wraps, still within the page.
  expect((await alert.boundingBox())!.height).toBeLessThanOrEqual(48);
  await alert.getByRole('button', { name: /Show all$/ }).click();
  await expect(alert.getByRole('button', { name: /Show less$/ })).toHaveAttribute('aria-expanded', 'true');
  expect((await alert.boundingBox())!.height).toBeGreaterThan(100);
  await expectNoSidewaysScroll(page, 'a long notification opened at 320 px');
  await alert.getByRole('button', { name: /Show less$/ }).click();
  await expect.poll(async () => (await alert.boundingBox())!.height).toBeLessThanOrEqual(48);
});

test('the first notification and the New Messages banner take one line each on a phone, and the banner opens the chat', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO);
  const notification = page.getByRole('status').filter({ hasText: 'Deposit received' });
  const banner = page.getByRole('status').filter({ hasText: 'New Messages' });
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/main/dashboard');
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(notification).toBeVisible();
    expect((await notification.boundingBox())!.height, `notification at ${width} px`).toBeLessThanOrEqual(48);
    expect((await banner.boundingBox())!.height, `banner at ${width} px`).toBeLessThanOrEqual(48);
    await expectNoSidewaysScroll(page, `banners at ${width} px`);
  }
  // The whole text is there for a screen reader, and the banner is a link.
  await expect(banner.getByRole('link')).toHaveAccessibleName(
    /New Messages You have 1 unread message\(s\), TAP TO VIEW/,
  );
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/main\/chat$/);
});

test('the banners on a phone: the most urgent first, one line each, the offline bar too', async ({
  page,
  backend,
  signIn,
  shots,
}) => {
  await signIn(DEMO);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/dashboard');
  const chat = page.getByRole('status').filter({ hasText: 'New Messages' });
  await expect(chat).toBeVisible({ timeout: 15_000 });
  // A success notification sits below the chat's banner; a warning, the newest unread, above it.
  const deposit = page.getByRole('status').filter({ hasText: 'Deposit received' });
  await expect(deposit).toBeVisible();
  expect((await deposit.boundingBox())!.y).toBeGreaterThan((await chat.boundingBox())!.y);
  await backend.notify(DEMO, 'Margin call', 'Your margin level on NW-100001 is 95.00%.', 'warning');
  const marginCall = page.getByRole('alert').filter({ hasText: 'Margin call' });
  await expect(marginCall).toBeVisible({ timeout: 10_000 });
  expect((await marginCall.boundingBox())!.y).toBeLessThan((await chat.boundingBox())!.y);
  await shots('banner-stack');

  // Offline: the bar above the header is one line on the narrowest phone, as each banner is.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.context().setOffline(true);
  const offline = page.getByText('Offline. Showing what was last loaded.');
  await expect(offline).toBeVisible();
  for (const line of [offline, marginCall, chat]) {
    expect((await line.boundingBox())!.height).toBeLessThanOrEqual(48);
  }
  await expect(offline).toHaveJSProperty('scrollWidth', await offline.evaluate((el) => el.clientWidth));
  await shotAt(page, 'banner-stack-offline', 320);
  await page.context().setOffline(false);
});

/** Makes the page report itself hidden (or visible again), as switching to another app does. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

interface AskedNotice {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/**
 * Every system notification the page asks its worker's registration to show, as it asks. Headless
 * Chromium sometimes lists only one of two notices shown 16 ms apart (`getNotifications`), though both
 * `showNotification` calls resolved: what the app asked for is what this test checks.
 */
async function spyOnShowNotification(page: Page) {
  await page.addInitScript(() => {
    const asked: unknown[] = [];
    Object.assign(window, { __asked: asked });
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function showNotification(
      this: ServiceWorkerRegistration,
      title: string,
      options?: NotificationOptions,
    ) {
      asked.push({ title, body: options?.body, tag: options?.tag, data: options?.data as unknown });
      return show.call(this, title, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __asked: AskedNotice[] }).__asked);
}

/** The system notifications the app's service worker shows now: title, body and the screen they open. */
const systemNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
  });

test('while the app is hidden, a broker notification and a support message show as system notifications; tapping one opens the chat', async ({
  page,
  context,
  backend,
  signIn,
}) => {
  const played = await spyOnPlay(page);
  const asked = await spyOnShowNotification(page);
  await context.grantPermissions(['notifications']);
  const { user } = (await backend.login(DEMO)) as { user: { id: number } };
  await signIn(DEMO);
  const live = Promise.all([
    subscribed(page, `notification.${user.id}`),
    subscribed(page, `chat.customer.${user.id}`),
  ]);
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await live;

  // Visible: the app's own alert, no system notification.
  await backend.notify(DEMO, 'Visible news', 'Shown in the app only.');
  await expect(page.getByRole('status').filter({ hasText: 'Visible news' })).toBeVisible({ timeout: 5000 });
  await backend.adminMessage(DEMO, 'Seen in the app.');
  await expect(page.getByText('You have 2 unread message(s), TAP TO VIEW')).toBeVisible({ timeout: 5000 });
  expect(await asked()).toEqual([]);
  expect(await systemNotifications(page)).toEqual([]);

  // Hidden: both arrive as system notifications, with the sound.
  await setHidden(page, true);
  const soundsBefore = (await played()).length;
  await backend.notify(DEMO, 'Margin call', 'Your margin level is below 100%.');
  await backend.adminMessage(DEMO, 'Your withdrawal was sent.');
  await expect.poll(asked, { timeout: 10_000 }).toEqual(
    expect.arrayContaining([
      {
        title: 'Margin call',
        body: 'Your margin level is below 100%.',
        tag: expect.any(String),
        data: { path: '/main/dashboard' },
      },
      {
        title: expect.any(String),
        body: 'Your withdrawal was sent.',
        tag: expect.any(String),
        data: { path: '/main/chat' },
      },
    ]),
  );
  // Shown through the worker's registration: at least one of them is listed there.
  await expect.poll(async () => (await systemNotifications(page)).length).toBeGreaterThan(0);
  expect((await played()).length).toBeGreaterThan(soundsBefore);

  // Tapping the chat's notification: the worker brings the window forward and the app opens the chat.
  // The notice is shown again from what the app asked for, in case Chromium dropped it from its list.
  const chatNotice = (await asked()).find((n) => (n.data as { path?: string }).path === '/main/chat')!;
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async ({ title, body, tag, data }) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    await scope.registration.showNotification(title, { body, tag, data });
    const [chat] = (await scope.registration.getNotifications({ tag })).filter(
      (n) => (n.data as { path?: string }).path === '/main/chat',
    );
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: chat! }));
  }, chatNotice);
  await setHidden(page, false);
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Your withdrawal was sent.')).toBeVisible();
});

/** Every frame the page's live connections receive, from the first: call before the page opens. */
function recordFrames(page: Page) {
  const frames: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) =>
      frames.push(typeof payload === 'string' ? payload : payload.toString()),
    ),
  );
  return (text: string) => expect.poll(() => frames.some((frame) => frame.includes(text))).toBe(true);
}

test("while an admin's app is hidden, any customer's message shows as a system notification that opens that conversation", async ({
  page,
  context,
  backend,
  signIn,
}) => {
  const played = await spyOnPlay(page);
  const asked = await spyOnShowNotification(page);
  await context.grantPermissions(['notifications']);
  const customer = (await backend.login(DEMO)) as { token: string; user: { id: number; first_name: string } };
  const customerSays = async (message: string) => {
    const response = await page.request.post(`${backend.url}/api/v1/chat/messages`, {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { message },
    });
    expect(response.status()).toBe(201);
  };
  const live = subscribed(page, 'chat.admins');
  const delivered = recordFrames(page);
  await signIn('admin@example.com');
  await page.goto('/admin/chat');
  await expect(page.getByRole('heading', { name: 'Admin Chat' })).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await live;

  // Visible: the admin's screen is the place to see it; no system notification.
  await customerSays('Seen on the admin screen.');
  await delivered('Seen on the admin screen.');
  expect(await asked()).toEqual([]);
  expect(await systemNotifications(page)).toEqual([]);

  await setHidden(page, true);
  const soundsBefore = (await played()).length;
  await customerSays('Is my withdrawal on its way?');
  // What the app asked its worker's registration to show (headless Chromium's own list of shown
  // notices sometimes misses one: spyOnShowNotification).
  await expect.poll(asked, { timeout: 10_000 }).toEqual([
    {
      title: customer.user.first_name,
      body: 'Is my withdrawal on its way?',
      tag: expect.any(String),
      data: { path: `/admin/chat?customer=${customer.user.id}` },
    },
  ]);
  expect((await played()).length).toBeGreaterThan(soundsBefore);
});
