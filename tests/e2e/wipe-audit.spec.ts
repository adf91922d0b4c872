/**
 * The wipe audit: after a logout, a 401, a sign-out in another tab and an admin's logout from the
 * support desk, everything the browser keeps for the site is read back (localStorage, sessionStorage,
 * every IndexedDB database and store, every Cache Storage entry) and searched for the user's data
 * (for the admin: the inbox's customers and their signed-in devices, the saved replies and the
 * message box's draft). 0 bytes may remain. The device is checked too: the customer's push
 * subscription is gone from the browser and the server, and no notification the app showed (they name
 * amounts and accounts) is still on screen.
 *
 * A later feature that stores something adds it to `allowed` (when it is not the user's) or to the
 * user's data in `userData` (what must be wiped; the desk's in `adminData`), one line each.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { decryptPush, type FakePushService } from '../../server/testing/fake-push-service';
import { softAuthenticator } from '../../server/testing/passkey-authenticator';
import { DEMO_PASSWORD, expect, test, waitForStart, type Backend } from './fixtures';
import { deliverPush, pushDevice, shownNotifications } from './push-device';

const DRAFT_PASSWORD = 'Draft-Secret-7Qz!91xk';

/** What may stay after sign-out: the tenant's, the license's and the app's own, never the user's. */
const allowed = {
  storageKeys: [
    'site-settings-storage', // tenant settings
    'license-storage', // license state
    'v_license', // the license code from the link
    'user-storage', // the session envelope, emptied: { user: null, token: null }
    'registration_data', // a sign-up draft may stay, without its password (checked below)
    'notification-sound', // this device's choice of the notification sound: { enabled }
    'color-scheme', // this device's colour scheme: { scheme }
    'install-offer-dismissed', // whether this device put the offer to install the app away: { dismissed }
    'session-ended', // why the last session ended elsewhere, a reason code ('session_expired'), for the login page
    /^tsr-scroll-restoration/, // the router's scroll positions (sessionStorage)
    /^pusherTransport(TLS|NonTLS)$/, // pusher-js's transport cache: which transport connected, its latency
  ] as Array<string | RegExp>,
  databases: [
    'broker-cache', // the persisted query cache: only its empty envelope may stay
    'broker-chat', // the chat's outbox and drafts: emptied (their texts are among the needles)
    'workbox-expiration', // when each runtime-cached file (flags) was stored
  ],
  caches: [
    /^workbox-precache/,
    /^workbox-runtime/,
    /^runtime-config/,
    /^app-shell/,
    /^pages/,
    /^assets/,
    /^flags$/, // country flag images, cached as shown
  ],
};

interface Entry {
  where: string;
  key: string;
  value: string;
}

/** Reads everything the browser keeps for this origin. Runs in the page. */
async function readEverything(): Promise<Entry[]> {
  const entries: Entry[] = [];
  const text = (value: unknown) => {
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  for (const [where, store] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)!;
      entries.push({ where, key, value: store.getItem(key) ?? '' });
    }
  }
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(info.name!);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    entries.push({ where: 'indexedDB', key: info.name, value: '' });
    for (const storeName of Array.from(db.objectStoreNames)) {
      const [keys, values] = await new Promise<[IDBValidKey[], unknown[]]>((resolve, reject) => {
        const store = db.transaction(storeName).objectStore(storeName);
        const k = store.getAllKeys();
        const v = store.getAll();
        v.onsuccess = () => resolve([k.result, v.result]);
        v.onerror = () => reject(v.error);
      });
      keys.forEach((key, i) =>
        entries.push({
          where: 'indexedDB',
          key: `${info.name}/${storeName}/${text(key)}`,
          value: text(values[i]),
        }),
      );
    }
    db.close();
  }
  if ('caches' in self) {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      entries.push({ where: 'cacheStorage', key: name, value: '' });
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const body = response && /json|text/.test(type) ? await response.text() : '';
        entries.push({ where: 'cacheStorage', key: `${name} ${request.url}`, value: body });
      }
    }
  }
  return entries;
}

/** The user's data, as the strings that would give it away. */
async function userData(backend: Backend): Promise<Record<string, string>> {
  const { token, user } = (await backend.login('demo@example.com')) as {
    token: string;
    user: {
      email: string;
      first_name: string;
      last_name: string;
      account_id: string;
      balance: number;
      credit_balance: number;
      notifications: Array<{ title: string; message: string }>;
    };
  };
  const messages = await backend.read<Array<{ message: string }>>(token, '/chat/messages?page=1');
  return {
    email: user.email,
    name: `${user.first_name} ${user.last_name}`,
    'first name': `"first_name":"${user.first_name}"`,
    'last name': `"last_name":"${user.last_name}"`,
    'account id': user.account_id,
    // The demo account's number travels in /data and in its trades, which the cache keeps.
    'demo account id': user.account_id.replace('NW-1', 'NW-9'),
    balance: `"balance":${user.balance}`,
    'credit balance': `"credit_balance":${user.credit_balance}`,
    ...Object.fromEntries(user.notifications.map((n, i) => [`notification ${i + 1}`, n.message])),
    ...Object.fromEntries(user.notifications.map((n, i) => [`notification title ${i + 1}`, n.title])),
    ...Object.fromEntries(messages.map((msg, i) => [`chat message ${i + 1}`, msg.message])),
    'draft password': DRAFT_PASSWORD,
  };
}

const ADMIN = 'admin@example.com';

/**
 * What an admin's desk showed, as the strings that would give it away: the admin, every customer of
 * the inbox, every saved reply, and the messages and the signed-in devices (each user agent, address
 * and session id, as the customer panel's Sessions list reads them) of the customer opened
 * (`customerId`).
 */
async function adminData(backend: Backend, customerId: number): Promise<Record<string, string>> {
  const { token, user } = (await backend.login(ADMIN)) as {
    token: string;
    user: { email: string; first_name: string; last_name: string };
  };
  type Person = { email: string; first_name: string; last_name: string };
  const customers = await backend.read<Person[]>(token, '/admin/users');
  const replies = await backend.read<Array<{ text: string }>>(token, '/admin/canned-replies');
  const messages = await backend.read<Array<{ message: string }>>(
    token,
    `/chat/messages?customer_id=${customerId}&page=1`,
  );
  const sessions = await backend.read<Array<{ id: string; user_agent: string; address: string }>>(
    token,
    `/admin/customers/${customerId}/sessions`,
  );
  expect(sessions.length).toBeGreaterThan(0);
  return {
    email: user.email,
    name: `${user.first_name} ${user.last_name}`,
    ...Object.fromEntries(customers.map((c) => [`customer email ${c.email}`, c.email])),
    ...Object.fromEntries(
      customers.map((c) => [`customer name ${c.email}`, `${c.first_name} ${c.last_name}`]),
    ),
    ...Object.fromEntries(replies.map((reply, i) => [`saved reply ${i + 1}`, reply.text])),
    ...Object.fromEntries(messages.map((msg, i) => [`chat message ${i + 1}`, msg.message])),
    ...Object.fromEntries(
      sessions.flatMap((session, i) => [
        [`customer session ${i + 1}`, session.id],
        [`customer session ${i + 1} user agent`, session.user_agent],
        [`customer session ${i + 1} address`, `"address":${JSON.stringify(session.address)}`],
      ]),
    ),
  };
}

/** A browser of the customer's own, signed in as `email`: the desk's Sessions list names it. */
async function aCustomerDevice(backend: Backend, email: string): Promise<string> {
  const userAgent =
    'Mozilla/5.0 (Linux; Android 14; Wipe-secret 62Hx) AppleWebKit/537.36 Chrome/126.0 Mobile';
  const answer = await fetch(`${backend.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(answer.ok).toBe(true);
  return userAgent;
}

interface Audit {
  scenario: string;
  keys: number;
  databases: number;
  cacheEntries: number;
  bytesInspected: number;
  userBytesLeft: number;
  leaks: Array<{ where: string; key: string; what: string }>;
  unexpected: string[];
}

const audits: Audit[] = [];

/** Reads everything back and checks it against the user's data and the allowed list. */
async function audit(scenario: string, page: Page, needles: Record<string, string>, tokens: string[]) {
  const entries = await page.evaluate(readEverything);
  const all = { ...needles, ...Object.fromEntries(tokens.map((t, i) => [`token ${i + 1}`, t])) };
  const leaks: Audit['leaks'] = [];
  let userBytesLeft = 0;
  for (const entry of entries) {
    for (const [what, needle] of Object.entries(all)) {
      if (!needle) continue;
      const haystack = `${entry.key}\n${entry.value}`;
      const count = haystack.split(needle).length - 1;
      if (count > 0) {
        leaks.push({ where: entry.where, key: entry.key, what });
        userBytesLeft += count * new TextEncoder().encode(needle).length;
      }
    }
  }
  const unexpected = entries
    .filter((e) => {
      if (e.where === 'localStorage' || e.where === 'sessionStorage')
        return !allowed.storageKeys.some((k) => (typeof k === 'string' ? k === e.key : k.test(e.key)));
      if (e.where === 'indexedDB') return !allowed.databases.includes(e.key.split('/')[0]!);
      return !allowed.caches.some((re) => re.test(e.key.split(' ')[0]!));
    })
    .map((e) => `${e.where}: ${e.key}`);
  const result: Audit = {
    scenario,
    keys: entries.filter((e) => e.where.endsWith('Storage') && e.where !== 'cacheStorage').length,
    databases: entries.filter((e) => e.where === 'indexedDB' && !e.key.includes('/')).length,
    cacheEntries: entries.filter((e) => e.where === 'cacheStorage' && e.key.includes(' ')).length,
    bytesInspected: entries.reduce((n, e) => n + e.key.length + e.value.length, 0),
    userBytesLeft,
    leaks,
    unexpected,
  };
  audits.push(result);
  console.info(
    `[wipe] ${scenario}: ${result.keys} storage keys, ${result.databases} IndexedDB databases, ` +
      `${result.cacheEntries} cache entries (${result.bytesInspected} bytes) inspected; ` +
      `${result.userBytesLeft} bytes of user data left` +
      (leaks.length ? ` (${leaks.map((l) => `${l.what} in ${l.where} ${l.key}`).join('; ')})` : ''),
  );
  expect.soft(unexpected, 'storage the allowed list does not name').toEqual([]);
  expect.soft(leaks, "the user's data left after sign-out").toEqual([]);
  expect.soft(userBytesLeft, 'bytes of user data left').toBe(0);
}

/** The session token the app holds right now. */
const currentToken = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('user-storage') ?? '{}')?.state?.token as string | null,
  );

/**
 * Waits until every one of `texts` is in what the browser keeps (in entries whose key starts with
 * `under`, when given): written before the sign-out, or the audit would prove nothing.
 */
async function untilStored(page: Page, texts: string[], under = '') {
  await expect
    .poll(
      () =>
        page.evaluate(readEverything).then((entries) => {
          const values = entries.filter((e) => e.key.startsWith(under)).map((e) => e.value);
          return texts.every((text) => values.some((value) => value.includes(text)));
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** Logs in through the form, as a person does. */
async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await waitForStart(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A visitor starts a sign-up with a distinctive password, leaves it, then logs in through the form. */
async function draftThenLogIn(page: Page) {
  await page.goto('/signup');
  await waitForStart(page);
  await page.getByLabel('Email').fill('wipe-audit@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DRAFT_PASSWORD);
  await page.getByRole('button', { name: 'Sign up now' }).click();
  await expect(page).toHaveURL(/\/register\/country-residence$/);
  expect(await page.evaluate(() => localStorage.getItem('registration_data'))).toContain('wipe-audit');
  await logIn(page, 'demo@example.com');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  // The user's data has reached the persisted cache before the sign-out: there is something to wipe.
  await untilStored(page, ['"site","data"']);
}

/**
 * Turns on notifications for this device in Settings (the page's push manager is the tests' stub,
 * `pushDevice`), and has the server push a notice naming an amount and the account, which the worker
 * shows as the push service hands it on. Returns what of it must be gone.
 */
async function notifiedByPush(
  page: Page,
  backend: Backend,
  pushService: FakePushService,
  device: { device: Parameters<typeof decryptPush>[1]; deviceName: string },
  email: string,
) {
  await page.goto('/main/settings');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click({ timeout: 15_000 });
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  const { token, user } = (await backend.login(email)) as { token: string; user: { account_id: string } };
  const title = 'Deposit approved 7Pq';
  const message = `Your card deposit of $912.37 to your live account ${user.account_id} was approved.`;
  await backend.notify(email, title, message);
  const payload = decryptPush(await pushService.next(device.deviceName, 10_000), device.device);
  await deliverPush(page.context(), page, JSON.stringify(payload), 'push-broker');
  expect((await shownNotifications(page.context())).map((n) => n.title)).toContain(title);
  expect(await backend.read<unknown[]>(token, '/push/subscriptions')).toHaveLength(1);
  return { 'push notification title': title, 'push notification text': message };
}

interface DeviceAudit {
  scenario: string;
  subscription: string | null;
  serverSubscriptions: number;
  notifications: Array<{ title: string; body: string }>;
}

const deviceAudits: DeviceAudit[] = [];

/**
 * After the sign-out: this browser's push subscription (`page`'s push manager) has ended, no
 * notification of the app is still on screen, and (unless the sign-out could not reach it: `offline`)
 * the server keeps none of the user's subscriptions.
 */
async function auditDevice(
  scenario: string,
  page: Page,
  context: BrowserContext,
  backend: Backend,
  email: string,
  { offline = false }: { offline?: boolean } = {},
) {
  const subscription = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
    });
  const notifications = async () =>
    (await shownNotifications(context)).map(({ title, body }) => ({ title, body }));
  // What the sign-out started ends a moment after the login page shows.
  await expect.poll(subscription, { message: 'the push subscription left on the device' }).toBeNull();
  await expect.poll(notifications, { message: 'the notifications left on screen' }).toEqual([]);
  const { token } = await backend.login(email);
  const serverSubscriptions = (await backend.read<unknown[]>(token, '/push/subscriptions')).length;
  deviceAudits.push({
    scenario,
    subscription: await subscription(),
    serverSubscriptions,
    notifications: await notifications(),
  });
  // Signed out offline, the server never heard of it: it keeps the session, and the subscription with
  // it, until its push service says the browser's has ended (404 or 410).
  if (!offline)
    expect(serverSubscriptions, 'push subscriptions the server keeps for the signed-out user').toBe(0);
}

test.afterAll(() => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/reliability-wipe.json', JSON.stringify(audits, null, 2));
  writeFileSync('test-results/reliability-wipe-device.json', JSON.stringify(deviceAudits, null, 2));
});

const CARD_NUMBER = '4111 1111 1111 1111';
const CARD_CVC = '7391';
const CARD_HOLDER = 'Cardholder Zq81 Wipe';
const WITHDRAWAL_IBAN = 'DE89370400440532013000';

/** A card deposit sent and a withdrawal to a bank account requested: the card and bank details were typed here. */
async function moveMoney(page: Page) {
  await page.goto('/main/deposit/card');
  await page.getByLabel('Amount (USD)').fill('25');
  await page.getByLabel('Card number').fill(CARD_NUMBER);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill(CARD_CVC);
  await page.getByLabel('Name on card').fill(CARD_HOLDER);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Pending').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/main/withdrawal');
  await page.getByLabel('Amount (USD)').fill('10');
  await page.getByLabel('Bank account').check();
  await page.getByLabel('IBAN').fill(WITHDRAWAL_IBAN);
  await page.getByLabel('Account holder').fill('Alex Morgan');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('Your withdrawal request was sent.')).toBeVisible({ timeout: 15_000 });
}

const DECLINE_REASON = 'Decline-secret 27Wd: the payer name did not match';

/**
 * The back office declines the deposit just sent: its notification, with the reason, reaches this
 * device while it is signed in. Returns what of it must be gone.
 */
async function decideADeposit(page: Page, backend: Backend, token: string) {
  const [newest] = await backend.read<Array<{ id: number; status: string }>>(token, '/deposits');
  expect(newest?.status).toBe('pending');
  await backend.declineDeposit(newest!.id, DECLINE_REASON);
  await untilStored(page, [DECLINE_REASON]);
  return { 'deposit decline notification': DECLINE_REASON };
}

const OUTBOX_TEXT = 'Outbox-secret 58Kq: please call me back';
const COMPOSER_DRAFT = 'Draft-secret 93Zt: half a sentence';

/** Offline in the chat: one message waits in the outbox, another sits unsent in the composer. */
async function leaveWordsInTheChat(page: Page) {
  await page.goto('/main/chat');
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeVisible({ timeout: 15_000 });
  await page.context().setOffline(true);
  await box.fill(OUTBOX_TEXT);
  await box.press('Enter');
  await expect(page.getByText('Waiting to send')).toBeVisible();
  await box.fill(COMPOSER_DRAFT);
  // Both in the chat's database, not only in the outbox's journal.
  await untilStored(page, [OUTBOX_TEXT, COMPOSER_DRAFT], 'broker-chat/');
}

/**
 * The account pages: the profile's address, the savings, the accounts and the sessions reach the
 * persisted cache before the sign-out, and the statement is shown. Returns what of theirs must be gone.
 */
async function openAccountPages(page: Page) {
  for (const [path, heading, key] of [
    ['/main/personal', 'Personal information', '"account","profile"'],
    ['/main/savings', 'Savings', '"account","savings"'],
    ['/main/accounts', 'Accounts', '"account","accounts"'],
    ['/main/auto-trader', 'Auto-trader', '"account","auto-trader"'],
    ['/main/settings', 'Settings', '"account","sessions"'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 15_000 });
    // On disk before the next page loads (the cache writes at most once a second).
    await untilStored(page, [key]);
  }
  // The statement opts out of the persisted cache: opened all the same, so the audit finds its
  // balances and entries should they ever reach storage.
  await page.goto('/main/statement');
  await expect(page.getByTestId('closing-balance')).toBeVisible({ timeout: 15_000 });
  // The sessions and login history of Settings, each naming this browser's user agent.
  const userAgent = `"user_agent":${JSON.stringify(await page.evaluate(() => navigator.userAgent))}`;
  await untilStored(page, ['"account","login-history"', userAgent]);
  // So do the passkeys: Settings lists the one aPasskey added.
  await page.goto('/main/settings');
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText(PASSKEY_NAME, {
    timeout: 15_000,
  });
  return {
    'postal address': '14 Harbour Street',
    'savings balance': '2011.68',
    'session user agent': userAgent,
    'passkey name': PASSKEY_NAME,
  };
}

const PASSKEY_NAME = 'Passkey-secret 5Rw tablet';

/** A passkey of the demo customer, added through the API by a software authenticator. */
async function aPasskey(backend: Backend): Promise<void> {
  const { token } = await backend.login('demo@example.com');
  const call = async (path: string, body?: unknown) => {
    const answer = await fetch(`${backend.url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(answer.ok, `POST ${path} answered ${answer.status}`).toBe(true);
    return ((await answer.json()) as { data: never }).data;
  };
  const response = await softAuthenticator(backend.url).register(await call('/user/passkeys/options'));
  await call('/user/passkeys', { name: PASSKEY_NAME, response });
}

/**
 * A buy limit far below BTC/USD on the demo customer's live account, which the dashboard's Orders list
 * shows and the persisted cache then keeps: answers the text it is kept as.
 */
async function aPendingOrder(backend: Backend): Promise<string> {
  const { token } = await backend.login('demo@example.com');
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
      price: 1234.5,
      volume: btc.min_volume,
      leverage: 1,
    }),
  });
  expect(placed.status).toBe(201);
  return '"type":"buy_limit","price":1234.5';
}

/**
 * A price alert far below BTC/USD, set on the server as from another device; the Alerts list shows it
 * and the persisted cache keeps it once the list is opened. Answers the text it is kept as.
 */
async function aPriceAlert(backend: Backend): Promise<string> {
  const { token } = await backend.login('demo@example.com');
  const { assets } = await backend.read<{ assets: { id: number; symbol: string }[] }>(token, '/data');
  const btc = assets.find((asset) => asset.symbol === 'BTC/USD')!;
  const set = await fetch(`${backend.url}/api/v1/price-alerts`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ asset_id: btc.id, side: 'bid', direction: 'below', price: 1234.5 }),
  });
  expect(set.status).toBe(201);
  return '"direction":"below","price":1234.5';
}

/** The Alerts list, opened so its alerts reach the persisted cache. */
async function openPriceAlerts(page: Page, alert: string) {
  await page.goto('/main/alerts');
  await expect(page.getByRole('heading', { name: 'Price alerts', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await untilStored(page, [alert]);
}

test("logout leaves none of the user's data, nor the sign-up draft's password, nor its push subscription and notifications", async ({
  page,
  context,
  backend,
  pushService,
}) => {
  // The whole journey of a customer (a deposit decided, the account's pages, a push, price alerts,
  // the chat) before one sign-out: about 30 s here on its own, over 45 s beside the XSS sweep.
  test.setTimeout(90_000);
  const device = await pushDevice(page, context, pushService, 'wipe-logout');
  const order = await aPendingOrder(backend);
  const alert = await aPriceAlert(backend);
  await aPasskey(backend);
  await draftThenLogIn(page);
  await untilStored(page, [order]);
  const token = await currentToken(page);
  const needles = await userData(backend);
  await moveMoney(page);
  Object.assign(needles, await decideADeposit(page, backend, token ?? ''));
  Object.assign(needles, await openAccountPages(page));
  Object.assign(needles, await notifiedByPush(page, backend, pushService, device, 'demo@example.com'));
  await openPriceAlerts(page, alert);
  await leaveWordsInTheChat(page);
  needles['card number'] = CARD_NUMBER.replace(/ /g, '');
  needles['card number as typed'] = CARD_NUMBER;
  needles['card security code'] = `"${CARD_CVC}"`;
  needles['card holder'] = CARD_HOLDER;
  needles['withdrawal IBAN'] = WITHDRAWAL_IBAN;
  needles['outbox message'] = OUTBOX_TEXT;
  needles['composer draft'] = COMPOSER_DRAFT;
  needles['pending order'] = order;
  needles['price alert'] = alert;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await audit('logout', page, needles, [token ?? '']);
  // The chat left the browser offline: Logout could not reach the server.
  await auditDevice('logout (offline)', page, context, backend, 'demo@example.com', { offline: true });
});

test("a refused token (401) leaves none of the user's data, nor its push subscription and notifications", async ({
  page,
  context,
  backend,
  signIn,
  pushService,
}) => {
  const device = await pushDevice(page, context, pushService, 'wipe-401');
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  const token = await currentToken(page);
  const needles = await userData(backend);
  Object.assign(needles, await notifiedByPush(page, backend, pushService, device, 'demo@example.com'));
  await backend.revoke('demo@example.com');
  // The next call meets the 401: a reload loads the user again.
  await page.reload();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await audit('401', page, needles, [token ?? '']);
  await auditDevice('401', page, context, backend, 'demo@example.com');
});

test('turning on two-factor leaves neither its key nor a recovery code after logout', async ({
  page,
  signIn,
}) => {
  await signIn('kenji@example.com');
  await page.goto('/main/settings');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Turn on' }).click({ timeout: 15_000 });
  const secret = (await card.getByTestId('two-factor-secret').textContent())!;
  const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
  await card.getByLabel('Code from the app').fill(code);
  await card.getByRole('button', { name: 'Confirm' }).click();
  const shown = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const codes = await shown.allTextContents();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('10 recovery codes left.')).toBeVisible();
  const token = await currentToken(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const needles = {
    'two-factor key': secret,
    ...Object.fromEntries(codes.map((recovery, i) => [`recovery code ${i + 1}`, recovery])),
  };
  await audit('two-factor logout', page, needles, [token ?? '']);
});

test("signing out in another tab leaves none of the user's data in either, nor the push subscription and notifications", async ({
  context,
  page,
  backend,
  pushService,
}) => {
  // The tab that follows is the one that turned notifications on.
  const device = await pushDevice(page, context, pushService, 'wipe-tabs');
  await draftThenLogIn(page);
  const token = await currentToken(page);
  const needles = await userData(backend);
  Object.assign(needles, await notifiedByPush(page, backend, pushService, device, 'demo@example.com'));
  const other = await context.newPage();
  await other.goto('/main/accounts');
  await expect(other.getByRole('heading', { name: 'Accounts' })).toBeVisible({ timeout: 15_000 });
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await audit('cross-tab sign-out (the tab that followed)', page, needles, [token ?? '']);
  await audit('cross-tab sign-out (the tab that signed out)', other, needles, [token ?? '']);
  await auditDevice('cross-tab sign-out', page, context, backend, 'demo@example.com');
});

const SAVED_REPLY_TEXT = 'Saved-reply-secret 41Vn: your refund left today';

test("an admin's logout leaves none of the inbox's customers, their sessions, the saved replies or the message box's draft", async ({
  page,
  backend,
}) => {
  const customerAgent = await aCustomerDevice(backend, 'demo@example.com');
  // Wide enough for the desk's 'Saved replies' button, which a phone's screen leaves out.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Chat' })).toBeVisible({ timeout: 15_000 });
  const token = await currentToken(page);
  await page.getByRole('button', { name: /Alex Morgan/ }).click();
  await expect(page.getByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeVisible();
  const customerId = Number(new URL(page.url()).searchParams.get('customer'));
  // The customer panel lists the customer's signed-in devices, the one signed in above among them.
  await expect(page.getByRole('region', { name: 'Sessions' }).getByRole('listitem').first()).toBeVisible({
    timeout: 15_000,
  });

  // A saved reply put into the message box: a draft that names the customer.
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.pressSequentially('/');
  await page.getByRole('listbox', { name: 'Saved replies' }).getByRole('option').first().click();
  const draft = await box.inputValue();
  expect(draft).toContain('Alex');

  // A saved reply of the admin's own.
  await page.getByRole('button', { name: 'Saved replies' }).click();
  const sheet = page.getByRole('dialog', { name: 'Saved replies' });
  await sheet.getByRole('textbox', { name: 'Title' }).fill('Refund sent');
  await sheet.getByRole('textbox', { name: 'Text' }).fill(SAVED_REPLY_TEXT);
  await sheet.getByRole('button', { name: 'Add reply' }).click();
  await expect(sheet.getByText(SAVED_REPLY_TEXT)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // The draft in the chat's database, the inbox and the replies in the persisted cache.
  await untilStored(page, [draft], 'broker-chat/');
  await untilStored(page, ['demo@example.com', SAVED_REPLY_TEXT], 'broker-cache/');
  // The customer's devices are never written to the admin's disk (their query is not persisted): the
  // audit below still looks for each user agent and address in everything the browser keeps.

  const needles = await adminData(backend, customerId);
  needles['composer draft'] = draft;
  expect(Object.values(needles)).toContain(SAVED_REPLY_TEXT);
  expect(Object.values(needles)).toContain(customerAgent);
  // A last word typed just before Logout: the draft is written a moment after typing stops, and this
  // write is still to come when the session ends.
  await box.pressSequentially(' Bye');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await audit('admin logout', page, needles, [token ?? '']);
});
