/**
 * The support chat in Chromium against the reference server with real sockets: a customer and an
 * admin talking in two windows with read markers both ways, a message written offline that
 * survives closing the app and arrives once, polling with realtime dropped, the admin's reconnect
 * toasts, attachments with progress and a refused type, the admin's search, tabs and drawer, a saved
 * reply filled in with the customer's name, and the search in the messages' text leading deep into a
 * long history.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, holdBack, shotAt, test, windowFor, type Backend } from './fixtures';

const DEMO = 'demo@example.com';
const ADMIN = 'admin@example.com';

/** A 1×1 PNG; bytes after its end are ignored by image readers, so it can be made any size. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (bytes = 0) => Buffer.concat([PNG_1X1, Buffer.alloc(bytes)]);

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
// Exact: the desk's search lists its finds in a region 'In messages'.
const messages = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true });
const indicator = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Connection: / });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}

/** Reads the API as `email` (signed in once): each call GETs `path` (as '/chat/messages?page=1') and returns its data. */
async function apiAs(backend: Backend, email: string) {
  const { token } = await backend.login(email);
  return <T>(path: string) => backend.read<T>(token, path);
}

/** The texts of the newest page of the customer's messages on the server, in the order it lists them. */
async function textsOnServer(backend: Backend) {
  const get = await apiAs(backend, DEMO);
  return (await get<Array<{ message: string }>>('/chat/messages?page=1')).map((m) => m.message);
}

/**
 * The server ends up with exactly `texts` among the messages starting with `prefix`, in order, and
 * none is left waiting or sending. A message that no longer waits may still be in flight, so the
 * server's list is polled rather than read once.
 */
async function expectAllSent(page: Page, backend: Backend, prefix: string, texts: string[]) {
  await expect
    .poll(async () => (await textsOnServer(backend)).filter((text) => text.startsWith(prefix)), {
      timeout: 15_000,
    })
    .toEqual(texts);
  await expect(messages(page).getByText(/Waiting to send|Sending…/)).toHaveCount(0);
}

/** How many of the customer's messages on the server say exactly `text`. */
async function copiesOnServer(backend: Backend, text: string) {
  return (await textsOnServer(backend)).filter((message) => message === text).length;
}

/**
 * The demo customer's chat in `page` and, in a window of its own, the admin in that customer's
 * conversation, both live. Returns the admin's page.
 */
async function bothSides(page: Page, browser: Browser, backend: Backend, baseURL: string) {
  await openCustomerChat(page);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  const admin = await windowFor(browser, backend, ADMIN, baseURL);
  await admin.goto('/admin/chat');
  await admin.getByRole('button', { name: /Alex Morgan/ }).click();
  await expect(admin.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(indicator(admin)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  return admin;
}

async function openCustomerChat(page: Page) {
  await page.goto('/main/chat');
  await expect(messages(page)).toBeVisible({ timeout: 15_000 });
}

test('a customer and an admin talk in two windows, with read markers both ways; a resolved conversation opens again when the customer writes', async ({
  browser,
  page,
  signIn,
  backend,
  baseURL,
}) => {
  await signIn(DEMO);
  const admin = await bothSides(page, browser, backend, baseURL!);

  await send(page, 'Can I raise my leverage?');
  // Live to the admin, who reads it at once: the customer sees 'Read' under it.
  const onAdmin = messages(admin).getByRole('article').filter({ hasText: 'Can I raise my leverage?' });
  await expect(onAdmin).toBeVisible({ timeout: 5_000 });
  const own = messages(page).getByRole('article').filter({ hasText: 'Can I raise my leverage?' });
  await expect(own.getByText('Read')).toBeVisible({ timeout: 5_000 });

  await send(admin, 'Yes, from the account settings.');
  const reply = messages(page).getByRole('article').filter({ hasText: 'Yes, from the account settings.' });
  await expect(reply).toBeVisible({ timeout: 5_000 });
  // The customer has it on screen: the admin sees it read.
  const adminsOwn = messages(admin)
    .getByRole('article')
    .filter({ hasText: 'Yes, from the account settings.' });
  await expect(adminsOwn.getByText('Read')).toBeVisible({ timeout: 5_000 });

  // The admin resolves the conversation; the customer writes again, and it is open again at once.
  await admin.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(admin.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await send(page, 'And what margin would that need?');
  await expect(messages(admin).getByText('And what margin would that need?')).toBeVisible({ timeout: 5_000 });
  await expect(admin.getByRole('button', { name: 'Resolve', exact: true })).toBeVisible({ timeout: 5_000 });

  // The admin answers a second customer in turn, without a reload.
  await admin.getByRole('button', { name: /Maria Rossi/ }).click();
  await expect(admin.getByRole('heading', { name: 'Maria Rossi', level: 2 })).toBeVisible();
  await send(admin, 'Hello Maria, your card is verified.');
  await expect(messages(admin).getByText('Hello Maria, your card is verified.')).toBeVisible();
  await admin.context().close();
});

test("a saved reply with the customer's first name: '/' offers it filled in, Enter sends it and the customer reads it; Enter on a query that fits none sends nothing", async ({
  browser,
  page,
  signIn,
  backend,
  baseURL,
}) => {
  await signIn(DEMO);
  const admin = await bothSides(page, browser, backend, baseURL!);
  // One of the tenant's seeded replies that names the customer: the app, not the server, fills it in.
  const asAdmin = await apiAs(backend, ADMIN);
  const replies = await asAdmin<Array<{ title: string; text: string }>>('/admin/canned-replies');
  const reply = replies.find((candidate) => candidate.text.includes('{first_name}'))!;
  const filled = reply.text.replace('{first_name}', 'Alex');

  await composer(admin).pressSequentially('/');
  const list = admin.getByRole('listbox', { name: 'Saved replies' });
  const option = list.getByRole('option').filter({ hasText: reply.title });
  await expect(option).toContainText(filled);
  await option.click();
  await expect(composer(admin)).toHaveValue(filled);
  await expect(list).toBeHidden();
  // The list is gone, so Enter sends what the box holds instead of choosing a reply again.
  await composer(admin).press('Enter');
  await expect(composer(admin)).toHaveValue('');
  await expect(messages(page).getByRole('article').filter({ hasText: filled })).toBeVisible({
    timeout: 5_000,
  });

  // A query that fits no reply stays a query: Enter sends nothing. The message sent after it arrives
  // alone, so the query never went before it.
  await composer(admin).pressSequentially('/nomatch');
  await expect(admin.getByText(/No saved reply matches/)).toBeVisible();
  await composer(admin).press('Enter');
  await expect(composer(admin)).toHaveValue('/nomatch');
  await composer(admin).fill('Anything else I can help with?');
  await composer(admin).press('Enter');
  await expect(
    messages(page).getByRole('article').filter({ hasText: 'Anything else I can help with?' }),
  ).toBeVisible({ timeout: 5_000 });
  await expect(messages(page).getByRole('article').filter({ hasText: '/nomatch' })).toHaveCount(0);
  await admin.context().close();
});

test("a customer who opens the chat and types at once shows as typing on the admin's open conversation, within the first keystrokes", async ({
  browser,
  page,
  signIn,
  backend,
  baseURL,
}) => {
  const admin = await windowFor(browser, backend, ADMIN, baseURL!);
  await admin.goto('/admin/chat');
  await admin.getByRole('button', { name: /Alex Morgan/ }).click();
  await expect(indicator(admin)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  const customerTyping = admin.getByText('Alex Morgan is typing…');

  // A slow network: the customer's channels are signed a while after the chat is on screen, so the
  // first keys come before the conversation's channel is joined.
  const signing = await holdBack(page, '**/api/v1/broadcasting/auth');
  await signIn(DEMO);
  await page.goto('/main/chat');
  await expect(composer(page)).toBeVisible({ timeout: 15_000 });
  await expect(indicator(page)).toHaveAccessibleName('Connection: Polling');
  // 30 characters over about 1.8 s, then nothing more; the channels are signed as the typing goes on.
  const typing = composer(page).pressSequentially('When does my withdrawal arrive', { delay: 60 });
  signing.release();
  await typing;
  await expect(customerTyping).toBeVisible({ timeout: 5_000 });
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 10_000 });

  // Joined: typing again shows while the first keys are being typed, not seconds later.
  await composer(page).fill('');
  await expect(customerTyping).toBeHidden({ timeout: 5_000 });
  const started = Date.now();
  let done = false;
  const again = composer(page)
    .pressSequentially('Is there a fee for a card withdrawal', { delay: 60 })
    .then(() => (done = true));
  await expect(customerTyping).toBeVisible({ timeout: 5_000 });
  const shownAfter = Date.now() - started;
  expect(done, `shown only after the typing ended (${shownAfter} ms)`).toBe(false);
  console.info(`continuous typing shown on the admin's side after ${shownAfter} ms`);
  await again;
});

test('two windows: typing shows both ways and goes; a message from a second customer moves them up the inbox with a count', async ({
  browser,
  page,
  signIn,
  backend,
  baseURL,
}) => {
  await signIn(DEMO);
  const admin = await bothSides(page, browser, backend, baseURL!);

  // The customer types: the admin sees who, within half a second, and it goes when the box empties.
  const customerTyping = admin.getByText('Alex Morgan is typing…');
  let started = Date.now();
  await composer(page).pressSequentially('How long', { delay: 20 });
  await expect(customerTyping).toBeVisible({ timeout: 5_000 });
  console.info(`typing indicator, customer to admin: ${Date.now() - started} ms`);
  await composer(page).fill('');
  await expect(customerTyping).toBeHidden({ timeout: 5_000 });

  // The admin types: the customer sees support typing, gone when the answer arrives.
  const supportTyping = page.getByText('Support is typing…');
  started = Date.now();
  await composer(admin).pressSequentially('One moment', { delay: 20 });
  await expect(supportTyping).toBeVisible({ timeout: 5_000 });
  console.info(`typing indicator, admin to customer: ${Date.now() - started} ms`);
  await composer(admin).press('Enter');
  await expect(messages(page).getByText('One moment')).toBeVisible({ timeout: 5_000 });
  await expect(supportTyping).toBeHidden();

  // Another customer writes while Alex's conversation is open: first in the list, with one unread.
  const customers = admin.getByRole('list', { name: 'Customers' });
  const kenji = customers.getByRole('button', { name: /Kenji Sato/ });
  await expect(kenji.getByLabel(/unread/)).toHaveCount(0);
  const { token } = await backend.login('kenji@example.com');
  const sent = await admin.request.post(`${backend.url}/api/v1/chat/messages`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: { message: 'Is my deposit through?' },
  });
  expect(sent.ok()).toBe(true);
  await expect(customers.getByRole('button').first()).toContainText('Kenji Sato', { timeout: 5_000 });
  await expect(kenji).toContainText('Is my deposit through?');
  await expect(kenji.getByLabel('1 unread')).toBeVisible();
  await expect(admin.getByRole('tab', { name: /^Unread/ })).toContainText(/\d/);
  await expect(admin.getByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeVisible();
  await admin.context().close();
});

test('the desk from the keyboard alone: next and previous, resolve, search, the message box and the shortcuts sheet', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/chat?customer=1');
  // The conversation's heading; the customer's details beside it have their own.
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toHaveText('Alex Morgan', { timeout: 15_000 });
  await page.keyboard.press('Alt+KeyJ');
  await expect(heading).not.toHaveText('Alex Morgan');
  await page.keyboard.press('Alt+KeyK');
  await expect(heading).toHaveText('Alex Morgan');
  await page.keyboard.press('Alt+KeyR');
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.keyboard.press('Alt+KeyR');
  await expect(page.getByRole('button', { name: 'Resolve', exact: true })).toBeVisible();
  await page.keyboard.press('Alt+KeyC');
  await expect(composer(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeFocused();
  await page.keyboard.type('maria');
  await expect(page.getByRole('list', { name: 'Customers' }).getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Shift+Slash');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Next conversation')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test("the search in the messages' text opens a message from far back in a 10,000-message history, in place", async ({
  page,
  signIn,
  backend,
}) => {
  await signIn(ADMIN);
  await page.setViewportSize({ width: 1280, height: 800 });
  const asAdmin = await apiAs(backend, ADMIN);
  const customers = await asAdmin<Array<{ id: number; email: string }>>('/admin/users');
  const busy = customers.find((customer) => customer.email === 'busy@example.com')!;
  // The first message 10 pages back or more (30 a page) whose words no other message holds, so the
  // search lists it alone: the conversation opens on the newest page, at least 9 pages away from it.
  // Most seeded texts recur, so it is looked for; the desk itself looks back 40 pages at most.
  let target: { depth: number; words: string } | undefined;
  for (let depth = 10; depth <= 35 && !target; depth++) {
    const older = await asAdmin<Array<{ id: number; message: string }>>(
      `/chat/messages?customer_id=${busy.id}&page=${depth}`,
    );
    for (const candidate of older) {
      // What a search box can hold: one line, at most 100 characters.
      const words = candidate.message.split('\n')[0]!.slice(0, 100).trim();
      if (words.length < 40) continue;
      const found = await asAdmin<Array<{ message: { id: number } }>>(
        `/admin/chat/search?q=${encodeURIComponent(words)}`,
      );
      if (found.length === 1 && found[0]!.message.id === candidate.id) {
        target = { depth, words };
        break;
      }
    }
  }
  expect(target, 'a message 10 to 35 pages back whose words no other message holds').toBeDefined();
  console.info(`the message searched for is on page ${target!.depth} of the history`);

  await page.goto('/admin/chat');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(target!.words);
  const result = page.getByRole('region', { name: 'In messages' }).getByRole('button');
  await expect(result).toHaveCount(1, { timeout: 15_000 });
  await expect(result).toContainText('Bea Busy');
  await result.click();
  await expect(page.getByRole('heading', { name: 'Bea Busy', level: 2 })).toBeVisible();

  // Older pages load one after another until the message is there; then it is marked and focused.
  const list = messages(page);
  const found = list.locator('[data-found]');
  await expect(found).toContainText(target!.words, { timeout: 30_000 });
  await expect(found.getByRole('article')).toBeFocused();
  // Wholly in view, not just touching its edge.
  await expect(found).toBeInViewport({ ratio: 1 });
  // Scrolled to it, far from the newest messages the conversation opened at.
  const { fromBottom, height } = await list.evaluate((el) => ({
    fromBottom: el.scrollHeight - el.scrollTop - el.clientHeight,
    height: el.clientHeight,
  }));
  expect(fromBottom).toBeGreaterThan(height);
  await expect(page.getByRole('button', { name: 'Scroll to the latest message' })).toBeVisible();
});

test('a message written offline survives closing the app and arrives once, in order', async ({
  page,
  signIn,
  backend,
}) => {
  await signIn(DEMO);
  await openCustomerChat(page);
  await page.context().setOffline(true);
  await send(page, 'Offline one');
  await send(page, 'Offline two');
  await expect(
    page.getByText('Connection lost. Messages you write are kept and sent when it returns.'),
  ).toBeVisible();
  await expect(messages(page).getByText('Waiting to send')).toHaveCount(2);
  // Written to disk before it shows as pending: closing the app now loses nothing.
  await page.close();

  // The app opened again later, online, in the same browser profile.
  const reopened = await page.context().newPage();
  await page.context().setOffline(false);
  await openCustomerChat(reopened);
  const one = messages(reopened).getByRole('article').filter({ hasText: 'Offline one' });
  const two = messages(reopened).getByRole('article').filter({ hasText: 'Offline two' });
  await expect(two).toBeVisible({ timeout: 15_000 });
  await expect(messages(reopened).getByText('Waiting to send')).toHaveCount(0, { timeout: 15_000 });
  expect(await copiesOnServer(backend, 'Offline one')).toBe(1);
  expect(await copiesOnServer(backend, 'Offline two')).toBe(1);
  // In the order written.
  const [y1, y2] = await Promise.all([one.boundingBox(), two.boundingBox()]);
  expect(y1!.y).toBeLessThan(y2!.y);
});

test('with realtime dropped, polling delivers a message within 7 s', async ({ page, signIn, backend }) => {
  await signIn(DEMO);
  await openCustomerChat(page);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  await backend.dropRealtime(30_000);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Polling', { timeout: 10_000 });
  const started = Date.now();
  await backend.adminMessage(DEMO, 'Sent while you were polling');
  await expect(messages(page).getByText('Sent while you were polling')).toBeVisible({ timeout: 7_000 });
  console.info(`chat message by polling: ${Date.now() - started} ms`);
});

/** Whether the toast is what the page draws at its centre and corners: nothing of the page lies over it. */
async function drawnOnTop(page: Page, toast: Locator) {
  const box = (await toast.boundingBox())!;
  const points = [
    [box.x + box.width / 2, box.y + box.height / 2],
    [box.x + 4, box.y + 4],
    [box.x + box.width - 4, box.y + 4],
    [box.x + 4, box.y + box.height - 4],
    [box.x + box.width - 4, box.y + box.height - 4],
  ];
  const handle = await toast.elementHandle();
  return page.evaluate(
    ([element, at]) => at.every(([x, y]) => element!.contains(document.elementFromPoint(x!, y!))),
    [handle, points] as const,
  );
}

test('after a 5 s drop the admin sees one connection state: one toast at a time above the desk, no failure, the pane and toast agreeing with the frame', async ({
  page,
  signIn,
  backend,
}) => {
  // The socket's word that a customer's conversation channel is joined.
  const conversationSubscribed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes('chat.customer.'))
          resolve();
      }),
    ),
  );
  await signIn(ADMIN);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/chat');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  const connectionToasts = toasts.getByText(
    /^(Reconnecting to server\.\.\.|Connected to server|Connection failed: )/,
  );
  await expect(page.getByRole('button', { name: 'Connection: Online' })).toBeVisible({ timeout: 15_000 });
  // Opening a conversation joins its channel: no drop, so nothing is said of the connection, in a
  // toast or by the pane. Every such text shown meanwhile is recorded, however briefly it shows.
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const region = document.querySelector('section[aria-label="Notifications"]');
      said.push(region?.textContent ?? '');
      for (const status of document.querySelectorAll('[role="status"]'))
        if (status.textContent?.includes('Reconnecting')) said.push(status.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: /Alex Morgan/ }).click();
  await conversationSubscribed;
  // The page has taken the subscription's message in once a task queued after it has run.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connection: Online' })).toBeVisible();
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(said.filter((text) => /Reconnecting|Connected to server|Connection failed/.test(text))).toEqual([]);
  await backend.dropRealtime(5_000);
  const dropped = Date.now();
  const reconnecting = toasts.locator(':scope > div').filter({ hasText: 'Reconnecting to server...' });
  await expect(reconnecting).toBeVisible({ timeout: 10_000 });
  // The frame polls, and the pane says the same in its own words.
  await expect(page.getByRole('button', { name: 'Connection: Polling' })).toBeVisible();
  await expect(page.getByText('Reconnecting... · checking every 5 s')).toBeVisible();
  // Drawn over the desk's own controls (Saved replies, Keyboard shortcuts), at a desk's width and a phone's.
  await expect.poll(() => drawnOnTop(page, reconnecting)).toBe(true);
  await shotAt(page, 'desk-toast-reconnecting', 1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => drawnOnTop(page, reconnecting)).toBe(true);
  await shotAt(page, 'desk-toast-reconnecting', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Until it is back: never two connection toasts at once, no failure for a short drop, and
  // 'Connected' only with the frame saying Live.
  const seen: string[][] = [];
  let liveWithConnected: boolean | null = null;
  await expect
    .poll(
      async () => {
        const texts = await connectionToasts.allTextContents();
        seen.push(texts);
        if (texts.includes('Connected to server'))
          liveWithConnected = await page.getByRole('button', { name: 'Connection: Online' }).isVisible();
        return texts.includes('Connected to server');
      },
      { timeout: 40_000, intervals: [100] },
    )
    .toBe(true);
  const back = Date.now() - dropped;
  expect(Math.max(...seen.map((texts) => texts.length))).toBe(1);
  expect(seen.flat().filter((text) => text.startsWith('Connection failed'))).toEqual([]);
  expect(liveWithConnected).toBe(true);
  // Refused for 5 s, then tried at the next 1-5 s step.
  expect(back).toBeLessThan(5_000 + 5_000 + 3_000);
  await shotAt(page, 'desk-toast-connected', 1280);
  console.info(`desk back from a 5 s drop in ${back} ms`);
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  // 'Connected to server' closes itself after 2 s.
  await expect(toasts.getByText('Connected to server')).toBeHidden({ timeout: 10_000 });
});

test('attachments: upload progress, an image in the conversation, a refused type', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO);
  await openCustomerChat(page);
  const picker = page.locator('input[type="file"]');

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only images, PDF, Word and Excel files can be attached.')).toBeVisible();

  // A slow uplink: the progress shows while the file goes up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });
  await picker.setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: png(3 * 1024 * 1024) });
  const bar = page.getByRole('progressbar', { name: /Uploading statement\.png/ });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(page.getByText('statement.png', { exact: true })).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await send(page, 'My statement');
  const sent = messages(page).getByRole('article').filter({ hasText: 'My statement' });
  await expect(sent.getByRole('img', { name: 'Image: statement.png' })).toBeVisible({ timeout: 10_000 });
});

test('admin: search, tabs and the drawer on a phone', async ({ page, signIn, shots }) => {
  await signIn(ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/chat');
  await expect(page.getByText('Select a user to start chatting')).toBeVisible({ timeout: 15_000 });
  const show = page.getByRole('button', { name: 'Show Users' });
  await show.click();
  const drawer = page.getByRole('dialog', { name: 'Customers' });
  await expect(drawer).toBeVisible();
  const search = drawer.getByRole('searchbox', { name: 'Search users' });
  await search.fill('MARIA');
  await expect(drawer.getByRole('list', { name: 'Customers' }).getByRole('button')).toHaveCount(1);
  await search.fill('example.com');
  await drawer.getByRole('tab', { name: 'Unread' }).click();
  const unread = drawer.getByRole('list', { name: 'Customers' }).getByRole('button');
  await expect(unread.first()).toBeVisible();
  for (const row of await unread.all()) await expect(row).toContainText(/\d/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(show).toBeFocused();

  await show.click();
  await drawer.getByRole('tab', { name: 'All' }).click();
  await search.fill('');
  await drawer.getByRole('button', { name: /Alex Morgan/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeVisible();
  await expect(messages(page)).toBeVisible();
  await shots('admin-chat');
});

test('the keyboard: a skip link to the message box, the messages one tab stop with arrows inside', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO);
  await openCustomerChat(page);
  // A message with an attachment, the newest.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('proof.png', { exact: true })).toBeVisible({ timeout: 15_000 });
  await send(page, 'Keyboard: the newest');
  const newest = messages(page).getByRole('article').filter({ hasText: 'Keyboard: the newest' });
  await expect(newest.getByRole('img', { name: 'Image: proof.png' })).toBeVisible({ timeout: 10_000 });
  const articles = await messages(page).getByRole('article').count();
  expect(articles).toBeGreaterThan(2);

  const heading = page.getByRole('heading', { name: 'Live chat', level: 1 });
  const fromHeading = async () => {
    await heading.evaluate((el: HTMLElement) => {
      el.tabIndex = -1;
      el.focus();
    });
  };
  /** What has the focus: the message list, a message (by its text), or the control's name. */
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      if (el.getAttribute('role') === 'region') return 'list';
      if (el.tagName === 'ARTICLE') return `message: ${el.querySelector('p')?.textContent ?? ''}`;
      return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
    });

  // The skip link shows when the keyboard reaches it and leads to the box.
  await fromHeading();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the message box' });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())!.width).toBeGreaterThan(40);
  await page.keyboard.press('Enter');
  await expect(composer(page)).toBeFocused();

  // Tab walks past all the messages and their attachments in one stop.
  await fromHeading();
  const stops: string[] = [];
  for (let i = 0; i < 8 && !(await composer(page).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    stops.push(await focused());
  }
  expect(stops).toEqual([
    'Skip to the message box',
    'list',
    'Attach a file (image, PDF, Word or Excel)',
    'Message',
  ]);

  // Inside, the arrows move between messages; Tab from one reaches its attachment, then leaves.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('list');
  await page.keyboard.press('ArrowUp');
  expect(await focused()).toBe('message: Keyboard: the newest');
  await page.keyboard.press('Tab');
  await expect(newest.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('message: Keyboard: the newest');
  await page.keyboard.press('ArrowUp');
  expect(await focused()).not.toBe('message: Keyboard: the newest');
  await page.keyboard.press('ArrowDown');
  expect(await focused()).toBe('message: Keyboard: the newest');
  // The message moved to holds the stop: Shift+Tab from the box comes back to it, not to the list.
  await page.keyboard.press('Home');
  const first = await focused();
  expect(first).toMatch(/^message: /);
  await composer(page).focus();
  // Back past the attach button (and the scroll-to-newest button, now that the list is scrolled up).
  let back = '';
  for (let i = 0; i < 4 && !/^(message: |list$)/.test(back); i++) {
    await page.keyboard.press('Shift+Tab');
    back = await focused();
  }
  expect(back).toBe(first);
  await page.keyboard.press('End');
  expect(await focused()).toBe('message: Keyboard: the newest');
});

test('customer chat screenshots', async ({ page, signIn, shots }) => {
  await signIn(DEMO);
  await openCustomerChat(page);
  await expect(indicator(page)).toHaveAccessibleName('Connection: Online', { timeout: 15_000 });
  await shots('customer-chat');
});

test('20 messages written and sent 5 ms apart all arrive once, in order', async ({
  page,
  signIn,
  backend,
}) => {
  await signIn(DEMO);
  await openCustomerChat(page);
  const texts = Array.from({ length: 20 }, (_, i) => `quick ${String(i + 1).padStart(2, '0')}`);
  // Typed and sent from inside the page, 5 ms apart: faster than the outbox stores a message.
  await composer(page).evaluate(async (box: HTMLTextAreaElement, all: string[]) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    for (const text of all) {
      setValue.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }, texts);
  await expect(composer(page)).toHaveValue('');
  await expect(messages(page).getByRole('article').filter({ hasText: 'quick 20' })).toBeVisible({
    timeout: 15_000,
  });
  await expectAllSent(page, backend, 'quick ', texts);
});

test('a message whose page reloads in the same moment as its Enter arrives once, after the reload', async ({
  page,
  signIn,
  backend,
}) => {
  await signIn(DEMO);
  await openCustomerChat(page);
  const texts = ['cut short 1', 'cut short 2', 'cut short 3'];
  for (const text of texts) {
    const reloaded = page.waitForEvent('load');
    // Enter and the reload in one task: the page ends before the outbox's IndexedDB write commits.
    await composer(page)
      .evaluate((box: HTMLTextAreaElement, value: string) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
        setValue.call(box, value);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        location.reload();
      }, text)
      .catch(() => undefined); // the page it ran in is gone
    await reloaded;
    await expect(composer(page)).toBeVisible({ timeout: 15_000 });
  }
  await expectAllSent(page, backend, 'cut short ', texts);
  // Nothing of them is left in the box or the journal.
  await expect(composer(page)).toHaveValue('');
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('chat-outbox-journal')),
    ),
  ).toEqual([]);
});

test('chaos, small: 20 messages across 4 network drops and a reload arrive once each, in order', async ({
  page,
  signIn,
  backend,
}) => {
  await signIn(DEMO);
  await openCustomerChat(page);
  const context = page.context();
  for (let i = 1; i <= 20; i += 1) {
    if (i % 5 === 1) await context.setOffline(true);
    await send(page, `chaos ${String(i).padStart(2, '0')}`);
    if (i % 5 === 3) await context.setOffline(false);
    if (i === 10) {
      await page.reload();
      await expect(composer(page)).toBeVisible({ timeout: 15_000 });
    }
  }
  await context.setOffline(false);
  await expect(messages(page).getByText('Waiting to send')).toHaveCount(0, { timeout: 30_000 });
  const texts = Array.from({ length: 20 }, (_, i) => `chaos ${String(i + 1).padStart(2, '0')}`);
  await expectAllSent(page, backend, 'chaos ', texts);
});

test('a 10,000-message conversation opens at the newest, pages back in place and stays light', async ({
  page,
  signIn,
}) => {
  await signIn('busy@example.com');
  await openCustomerChat(page);
  const list = messages(page);
  await expect(list.getByRole('article').last()).toBeVisible();
  for (let i = 0; i < 3; i += 1) {
    const top = await list.evaluate((el) => {
      el.scrollTop = 0;
      return el.scrollTop;
    });
    expect(top).toBe(0);
    // The older page came in above and the reader's place was kept: the list no longer sits at 0.
    await expect.poll(() => list.evaluate((el) => el.scrollTop), { timeout: 15_000 }).toBeGreaterThan(500);
  }
  expect(await list.getByRole('article').count()).toBeLessThanOrEqual(150);
  // Back in the history, the day of the messages in view stays over the list.
  await list.evaluate((el) => (el.scrollTop += 300));
  await expect(page.getByTestId('pinned-day')).toHaveText(/^(Today|Yesterday|\w{3}, \w{3} \d{1,2}, \d{4})$/);
  await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(page.getByRole('button', { name: 'Scroll to the latest message' })).toBeHidden();
  await list.evaluate((el) => (el.scrollTop = el.scrollHeight - el.clientHeight - 400));
  await page.getByRole('button', { name: 'Scroll to the latest message' }).click();
  await expect(page.getByRole('button', { name: 'Scroll to the latest message' })).toBeHidden();
});
