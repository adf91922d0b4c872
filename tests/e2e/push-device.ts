/**
 * A device that can receive Web Push in the browser tests. This machine reaches no push service, so
 * the page's `pushManager` is stubbed to answer a subscription at the tests' push service on loopback,
 * with keys the test holds; everything after it is real.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { createDeviceKeys, type FakePushService } from '../../server/testing/fake-push-service';
import { expect, test } from './fixtures';

/**
 * Makes the page's push manager answer a subscription at `endpoint` with the device's public keys,
 * remembered until unsubscribed (`window.__pushUnsubscribed` counts the ends), as the browser's would.
 * A browser keeps its subscription across reloads: so does this one, in the tab's `window.name`
 * (which a reload keeps, and which is none of the storage the wipe audit reads).
 */
async function stubPushManager(page: Page, endpoint: string, keys: { p256dh: string; auth: string }) {
  await page.addInitScript(
    ([endpoint, p256dh, auth]) => {
      type Kept = { key: number[] | null; unsubscribed: number };
      const state = window as unknown as { __pushSubscription: unknown; __pushUnsubscribed: number };
      const kept = (): Kept => {
        try {
          return (
            (JSON.parse(window.name) as { pushDevice?: Kept }).pushDevice ?? { key: null, unsubscribed: 0 }
          );
        } catch {
          return { key: null, unsubscribed: 0 };
        }
      };
      const keep = (next: Kept) => (window.name = JSON.stringify({ pushDevice: next }));
      const make = (applicationServerKey: ArrayBuffer) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => {
          state.__pushSubscription = null;
          state.__pushUnsubscribed += 1;
          keep({ key: null, unsubscribed: state.__pushUnsubscribed });
          return Promise.resolve(true);
        },
      });
      const before = kept();
      state.__pushSubscription = before.key ? make(new Uint8Array(before.key).buffer) : null;
      state.__pushUnsubscribed = before.unsubscribed;
      PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
        const key = (options?.applicationServerKey as Uint8Array).slice();
        state.__pushSubscription = make(key.buffer);
        keep({ key: Array.from(key), unsubscribed: state.__pushUnsubscribed });
        return Promise.resolve(state.__pushSubscription as PushSubscription);
      };
      PushManager.prototype.getSubscription = function getSubscription() {
        return Promise.resolve(state.__pushSubscription as PushSubscription | null);
      };
    },
    [endpoint, keys.p256dh, keys.auth] as const,
  );
}

/**
 * A device of this test's own that can receive pushes: its keys, and its name at the push service
 * (`e2e-<label>-<worker>-<time>`, the last part of its endpoint). The page's push manager answers with
 * them, and the page may show notifications.
 */
export async function pushDevice(
  page: Page,
  context: BrowserContext,
  pushService: FakePushService,
  label: string,
) {
  const device = createDeviceKeys();
  const deviceName = `e2e-${label}-${test.info().workerIndex}-${Date.now()}`;
  await stubPushManager(page, pushService.endpoint(deviceName), device);
  await context.grantPermissions(['notifications']);
  return { device, deviceName };
}

/** The app's worker registration, by CDP: its id is what `deliverPushMessage` names. */
async function workerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrationId };
}

/**
 * Hands `data` to the app's worker as the push service would (CDP's `deliverPushMessage`), until a
 * notification with `tag` is on screen. Headless Chromium now and then lists no notification for a push
 * whose handler ran (it even fetched the notification's icon), so the push is handed on again after
 * 3 s without one: a second delivery of the same push shows under the same tag, replacing the first,
 * and changes nothing a test reads.
 */
export async function deliverPush(context: BrowserContext, page: Page, data: string, tag: string) {
  const { cdp, registrationId } = await workerRegistration(context, page);
  try {
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId,
        data,
      });
      await expect
        .poll(async () => (await shownNotifications(context)).map((n) => n.tag), { timeout: 3_000 })
        .toContain(tag);
    }).toPass({ timeout: 15_000 });
  } finally {
    await cdp.detach();
  }
}

/** The notifications the app's worker has on screen (its registration's), as the system shows them. */
export async function shownNotifications(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(async () =>
    (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
    })),
  );
}
