import type { Browser, Page, WebSocket } from '@playwright/test';
import {
  expect,
  expectNoSidewaysScroll,
  startSignedIn,
  test,
  USER_AGENTS,
  wholePageShot,
  type Backend,
} from './fixtures';

/**
 * The realtime connection that signs in as the session: a socket to `/app/` that receives
 * `pusher:signin_success`. Any such socket counts, not only the first: on a busy machine pusher-js may
 * give up on a slow handshake and dial again, and the new socket is then the session's.
 */
function sessionSocket(page: Page) {
  return new Promise<WebSocket>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no realtime connection signed in within 15 s')), 15_000);
    page.on('websocket', (ws) => {
      if (!new URL(ws.url()).pathname.startsWith('/app/')) return;
      ws.on('framereceived', (frame) => {
        if (!String(frame.payload).includes('pusher:signin_success')) return;
        clearTimeout(timer);
        resolve(ws);
      });
    });
  });
}

/**
 * A window of its own signed in as `email`, and its realtime connection once it has signed in as the
 * session: the socket a session's end must close. `userAgent` is the device it is, for the browser
 * and for its session as Settings lists it.
 */
async function signedInWindow(
  browser: Browser,
  backend: Backend,
  baseURL: string,
  email: string,
  path: string,
  userAgent?: string,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  await startSignedIn(page, backend, email, { userAgent });
  const socket = sessionSocket(page);
  await page.goto(path);
  return { page, ws: await socket };
}

/** Resolves when the socket closes; fails if it is still open after 5 s. */
const closedWithin5s = (ws: WebSocket) =>
  ws.isClosed() ? Promise.resolve() : ws.waitForEvent('close', { timeout: 5_000 }).then(() => undefined);

const loginPageSays = async (page: Page, text: string) => {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(text)).toBeVisible();
};

test('a customer signs out another of their devices from Settings: it lands on the login page and its socket closes', async ({
  browser,
  backend,
  baseURL,
}) => {
  const other = await signedInWindow(
    browser,
    backend,
    baseURL!,
    'demo@example.com',
    '/main/dashboard',
    USER_AGENTS.iPhoneSafari,
  );
  const here = await signedInWindow(
    browser,
    backend,
    baseURL!,
    'demo@example.com',
    '/main/settings',
    USER_AGENTS.windowsChrome,
  );
  const { page } = here;

  const sessions = page.getByRole('region', { name: 'Sessions' });
  const items = sessions.getByRole('listitem');
  await expect(items).toHaveCount(2, { timeout: 15_000 });
  await expect(items.first()).toContainText('This device');
  await expect(items.first()).toContainText('Chrome on Windows');
  await expect(items.nth(1)).not.toContainText('This device');
  await expect(items.nth(1)).toContainText('Safari on iOS');
  await expect(
    page.getByRole('region', { name: 'Two-factor authentication' }).getByText('Off', { exact: true }),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'Login history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Password');
  await expect(history.getByRole('listitem').first()).toContainText('Signed in');

  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page);
  // The whole of Settings → Security: two-factor, passkeys, these devices and the login history.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await wholePageShot(page, 'settings-security-sessions');
  }

  await items
    .nth(1)
    .getByRole('button', { name: /^Sign out / })
    .click();
  await closedWithin5s(other.ws);
  await loginPageSays(
    other.page,
    'This device was signed out from another of your devices. Please log in again.',
  );
  await expect(items).toHaveCount(1);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();
  // This device goes on: its own socket stays open.
  expect(here.ws.isClosed()).toBe(false);
  await other.page.context().close();
  await page.context().close();
});

test("'Sign out of all other devices' ends every other session and keeps this one", async ({
  browser,
  backend,
  baseURL,
}) => {
  const other = await signedInWindow(browser, backend, baseURL!, 'demo@example.com', '/main/dashboard');
  const { page, ws } = await signedInWindow(browser, backend, baseURL!, 'demo@example.com', '/main/settings');
  await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await closedWithin5s(other.ws);
  await loginPageSays(
    other.page,
    'This device was signed out from another of your devices. Please log in again.',
  );
  await expect(page.getByRole('region', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
  expect(ws.isClosed()).toBe(false);
  await other.page.context().close();
  await page.context().close();
});

test("an admin ends a customer's sessions from the desk: the customer's device returns to the login page", async ({
  browser,
  backend,
  baseURL,
}) => {
  const customer = await signedInWindow(browser, backend, baseURL!, 'demo@example.com', '/main/dashboard');
  const { page } = await signedInWindow(
    browser,
    backend,
    baseURL!,
    'admin@example.com',
    '/admin/chat?customer=1',
  );

  const panel = page.getByRole('region', { name: 'Sessions' });
  await expect(panel.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
  await panel.getByRole('button', { name: 'End all sessions' }).click();
  await panel.getByRole('button', { name: 'End sessions' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Ended 1 session.'),
  ).toBeVisible();
  await expect(panel.getByText('Not signed in anywhere.')).toBeVisible();

  await closedWithin5s(customer.ws);
  await loginPageSays(customer.page, 'Support ended your session. Please log in again.');
  await customer.page.context().close();
  await page.context().close();
});
