/**
 * Web Push end to end. This machine reaches no push service, so the page's `pushManager.subscribe`
 * is stubbed to answer a subscription at the tests' push service on loopback, with keys the test holds
 * (./push-device); everything after it is real: the Settings card, the server's subscription and its
 * encrypted, signed push, the worker's `push` handler (driven with CDP's
 * `ServiceWorker.deliverPushMessage`, as a push service would), its notification, icon and badge, and
 * the tap that opens the screen. A tap is the worker's `notificationclick` dispatched by the test: with
 * no window open, the window it asks for is opened by the test (see that test for why).
 */
import { decryptPush, verifyVapid } from '../../server/testing/fake-push-service';
import { expectAccessible } from './accessibility';
import { expect, expectNoSidewaysScroll, test, type Backend } from './fixtures';
import { deliverPush, pushDevice, shownNotifications } from './push-device';

const DEMO = 'demo@example.com';

test('a customer turns on notifications for this device in Settings, and a push shows, badges and opens its screen', async ({
  page,
  context,
  backend,
  signIn,
  pushService,
}) => {
  const { device, deviceName } = await pushDevice(page, context, pushService, 'on');
  await signIn(DEMO);
  await page.goto('/main/settings');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  const turnOn = page.getByRole('button', { name: 'Turn on notifications on this device' });
  await expect(turnOn).toBeVisible({ timeout: 15_000 });
  await turnOn.click();

  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  const kinds = page.getByRole('group', { name: 'What this device is sent' });
  for (const kind of [
    'Messages from support',
    'Payments, orders and other account notifications',
    'Price alerts',
    'Margin calls and stop-outs',
    'Security notices',
  ]) {
    await expect(kinds.getByRole('checkbox', { name: kind })).toBeChecked();
  }
  // Settings lists the signed-in sessions too, each with its own 'This device': here the push devices'.
  const pushDevices = page.getByRole('region', { name: 'Devices receiving notifications' });
  await expect(pushDevices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(page);

  // A device that does not want the broker's notifications is not sent them; support's message it is.
  const broker = kinds.getByRole('checkbox', { name: 'Payments, orders and other account notifications' });
  const saved = page.waitForResponse(
    (r) => r.url().includes('/push/subscriptions/') && r.request().method() === 'PATCH',
  );
  await broker.uncheck();
  expect((await saved).status()).toBe(200);
  await expect(broker).not.toBeChecked();
  await backend.notify(DEMO, 'Not for this device', 'The broker’s news.');
  await backend.adminMessage(DEMO, 'Your documents are approved.');
  const push = await pushService.next(deviceName, 10_000);
  const payload = decryptPush(push, device) as {
    title: string;
    body: string;
    kind: string;
    url: string;
    badge: number;
  };
  expect(payload).toMatchObject({
    title: 'Message from support',
    body: 'Your documents are approved.',
    kind: 'support',
    url: '/main/chat',
  });
  const key = await backend.read<{ public_key: string }>((await backend.login(DEMO)).token, '/push/key');
  expect(verifyVapid(push, key.public_key).aud).toBe(pushService.origin);
  expect(pushService.received.filter((p) => p.path.endsWith(deviceName))).toHaveLength(1);

  // The push service hands it to the browser: the worker shows it, and badges the icon with the count.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const scope = self as unknown as {
      navigator: { setAppBadge: unknown; clearAppBadge: unknown };
      __badge?: number;
    };
    scope.navigator.setAppBadge = (count: number) => {
      scope.__badge = count;
      return Promise.resolve();
    };
    scope.navigator.clearAppBadge = () => {
      scope.__badge = 0;
      return Promise.resolve();
    };
  });
  await deliverPush(context, page, JSON.stringify(payload), 'push-support');
  const shown = () =>
    worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      return (await scope.registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });
  expect(await shown()).toEqual([
    {
      title: 'Message from support',
      body: 'Your documents are approved.',
      tag: 'push-support',
      data: { path: '/main/chat' },
    },
  ]);
  expect(await worker.evaluate(() => (self as unknown as { __badge?: number }).__badge)).toBe(payload.badge);

  // A push that cannot be read still shows something.
  await deliverPush(context, page, 'not json', 'push');
  expect((await shown()).map((n) => n.title)).toContain('New notification');

  // Tapping it: the open window comes to the conversation.
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notice] = await scope.registration.getNotifications({ tag: 'push-support' });
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notice! }));
  });
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/main\/chat$/);
});

test('removing a device stops its pushes, and signing out ends this device’s subscription on both sides', async ({
  page,
  context,
  backend,
  signIn,
  pushService,
}) => {
  const { deviceName } = await pushDevice(page, context, pushService, 'out');
  await signIn(DEMO);
  await page.goto('/main/settings');
  // The subscription needs the worker active: on a busy machine installing it (every screen's code
  // stored first) can outlast the wait for the device's row.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click({ timeout: 15_000 });
  const row = page
    .getByRole('region', { name: 'Devices receiving notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'This device' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByText('No device receives notifications yet.')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __pushUnsubscribed: number }).__pushUnsubscribed),
  ).toBe(1);

  // On again, then signed out: the server forgets it and the browser's subscription ends.
  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pushUnsubscribed: number }).__pushUnsubscribed))
    .toBe(2);
  const fresh = await backend.login(DEMO);
  expect(await backend.read<unknown[]>(fresh.token, '/push/subscriptions')).toEqual([]);
  await backend.adminMessage(DEMO, 'Nobody hears this either.');
  // Sent while the server keeps no subscription of the device: nothing was pushed to it, ever.
  await backend.notify(DEMO, 'Last', 'Nothing.');
  expect(pushService.received.filter((p) => p.path.endsWith(deviceName))).toHaveLength(0);
});

test('a price alert set in the app goes off as a push to a device that chose price alerts, and its tap opens the alerts', async ({
  page,
  context,
  backend,
  signIn,
  pushService,
}) => {
  const { device, deviceName } = await pushDevice(page, context, pushService, 'alert');
  await backend.setPrice('BTC/USD', 64_000, true);
  await signIn('kenji@example.com');
  await page.goto('/main/settings');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click({ timeout: 15_000 });
  const kinds = page.getByRole('group', { name: 'What this device is sent' });
  await expect(kinds.getByRole('checkbox', { name: 'Price alerts' })).toBeChecked();

  // Set in the app, as the customer does: from the market's row.
  await page.goto('/trading');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Trade BTC/USD' }) })
    .getByRole('button', { name: 'Alert me about BTC/USD' })
    .click({ timeout: 15_000 });
  const form = page.getByRole('dialog', { name: 'Price alerts' });
  await form.getByLabel('Price').fill('64500');
  await form.getByRole('button', { name: 'Set alert' }).click();
  await expect(form).toBeHidden();

  await backend.setPrice('BTC/USD', 64_600, true);
  const payload = decryptPush(await pushService.next(deviceName, 10_000), device) as {
    title: string;
    kind: string;
    url: string;
  };
  expect(payload).toMatchObject({
    title: 'Price alert BTC/USD 64,600.00',
    kind: 'price_alert',
    url: '/main/alerts',
  });

  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await deliverPush(context, page, JSON.stringify(payload), 'push-price_alert');
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notice] = await scope.registration.getNotifications({ tag: 'push-price_alert' });
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notice! }));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('region', { name: 'Triggered' })).toContainText('64,600.00');
});

/** A buy limit on BTC/USD at `price`, placed through the API as from another device of the customer. */
async function placeBuyLimit(backend: Backend, email: string, price: number) {
  const { token } = await backend.login(email);
  const { assets } = await backend.read<{ assets: { id: number; symbol: string; min_volume: number }[] }>(
    token,
    '/data',
  );
  const btc = assets.find((asset) => asset.symbol === 'BTC/USD')!;
  const placed = await fetch(`${backend.url}/api/v1/pending-orders`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      account_id: 'NW-100001',
      asset_id: btc.id,
      type: 'buy_limit',
      price,
      volume: btc.min_volume,
      leverage: 1,
    }),
  });
  expect(placed.status).toBe(201);
}

test('a tap on an order’s fill with no window of the app open opens a new one at the position', async ({
  page,
  context,
  backend,
  signIn,
  pushService,
}) => {
  const { device, deviceName } = await pushDevice(page, context, pushService, 'closed');
  await backend.pinMarketClock('2026-11-25T12:00:00Z');
  await backend.setPrice('BTC/USD', 64_000, true);
  await signIn(DEMO);
  await page.goto('/main/settings');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click({ timeout: 15_000 });
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();

  // The market fills the order: the server pushes its notice, which the push service hands on.
  await placeBuyLimit(backend, DEMO, 60_000);
  await backend.setPrice('BTC/USD', 59_000, true);
  const payload = decryptPush(await pushService.next(deviceName, 10_000), device) as { url: string };
  const position = Number(new URL(payload.url, 'http://app').searchParams.get('position'));
  expect(payload.url).toBe(`/trading?position=${position}`);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await deliverPush(context, page, JSON.stringify(payload), 'push-broker');
  const tags = async () => (await shownNotifications(context)).map((n) => n.tag);

  // The app is closed; its worker and the notification stay. Chromium lets a worker open a window
  // only while it handles a tap the browser itself dispatched, which no test interface can make: the
  // worker's `openWindow` is taken at its word here, and the window it asks for opened as the browser
  // would open it.
  await page.close();
  expect(context.pages()).toHaveLength(0);
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope & { __opened?: string[] };
    scope.__opened = [];
    scope.clients.openWindow = (url: string | URL) => {
      scope.__opened!.push(String(url));
      return Promise.resolve(null);
    };
    const [notice] = await scope.registration.getNotifications({ tag: 'push-broker' });
    const tap = new NotificationEvent('notificationclick', { notification: notice! });
    // A script's event may not extend its own life (waitUntil throws): what it waits for is awaited here.
    const pending: Array<Promise<unknown>> = [];
    Object.defineProperty(tap, 'waitUntil', { value: (p: Promise<unknown>) => void pending.push(p) });
    scope.dispatchEvent(tap);
    await Promise.all(pending);
  });
  const asked = await worker.evaluate(() => (self as unknown as { __opened: string[] }).__opened);
  expect(asked).toEqual([payload.url]);
  const window = await context.newPage();
  await window.goto(asked[0]!);
  // The position's detail opens, over its row, and the link is forgotten: a reload shows the screen.
  const detail = window.getByRole('dialog', { name: 'Position' });
  await expect(detail).toBeVisible({ timeout: 15_000 });
  await expect(detail.getByRole('heading', { name: /^BTC\/USD/ })).toBeVisible();
  await expect(window).toHaveURL(/\/trading(\?(?!.*position=).*)?$/);
  expect(await tags()).not.toContain('push-broker');
  // It was that position: closed, the detail gives the focus back to its row.
  await window.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(window.locator(`[data-trade-id="${position}"] button`).first()).toBeFocused();
});

test('a closed position’s notice shows it in the closed trades, an expired order’s the orders', async ({
  page,
  backend,
  signIn,
}) => {
  const { token } = await backend.login(DEMO);
  const [closed] = await backend.read<Array<{ id: number }>>(token, '/closed/trades?page=1');
  await signIn(DEMO);
  await page.goto(`/main/dashboard?position=${closed!.id}`);
  const row = page.locator(`[data-trade-id="${closed!.id}"]`);
  await expect(row).toBeFocused({ timeout: 15_000 });
  await expect(row).toBeInViewport();
  await expect(page).not.toHaveURL(/position=/);

  await page.goto('/trading?show=orders');
  const orders = page.getByRole('heading', { name: 'Orders', level: 2 });
  await expect(orders).toBeFocused({ timeout: 15_000 });
  await expect(orders).toBeInViewport();
  await expect(page).not.toHaveURL(/show=orders/);
});

test('the browser is asked for permission to notify only from Settings’ turn-on button', async ({
  page,
  context,
  signIn,
  pushService,
}) => {
  await pushDevice(page, context, pushService, 'asked');
  // Counts the prompts; the browser's own would wait for an answer nobody gives here.
  await page.addInitScript(() => {
    const state = window as unknown as { __asked: number };
    state.__asked = 0;
    Notification.requestPermission = () => {
      state.__asked += 1;
      return Promise.resolve('granted');
    };
    Object.defineProperty(Notification, 'permission', { get: () => 'default' });
  });
  const asked = () => page.evaluate(() => (window as unknown as { __asked: number }).__asked);
  await signIn(DEMO);

  // The first message to support, the connection check and the rest of Settings ask nothing.
  await page.goto('/main/chat');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello, is anyone there?', { timeout: 15_000 });
  await box.press('Enter');
  await expect(page.getByText('Hello, is anyone there?')).toBeVisible();
  await page.goto('/main/test');
  await expect(page.getByRole('heading', { name: 'Connection check', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Not asked yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow notifications' })).toHaveCount(0);
  await page.goto('/main/settings');
  const turnOn = page.getByRole('button', { name: 'Turn on notifications on this device' });
  await expect(turnOn).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Allow notifications' })).toHaveCount(0);
  expect(await asked()).toBe(0);

  await turnOn.click();
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  expect(await asked()).toBe(1);
});
