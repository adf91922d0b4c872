import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, shotAt, test, waitForStart } from './fixtures';

/** The widths a customer's phone, the narrowest phone still sold, and a desktop give the app. */
const widths = [320, 390, 1280] as const;

/** The routes the frame is checked on, by who may open them; the admin chat has its own test below. */
const publicRoutes = [
  '/',
  '/login',
  '/signup',
  '/register/country-residence',
  '/register',
  '/forgot-password',
  '/auto-login',
  '/no-such-page',
];
const customerRoutes = [
  '/main/dashboard',
  '/trading',
  '/main/deposit/bitcoin',
  '/main/deposit/ethereum/eth-mainnet',
  '/main/deposit/card',
  '/main/deposit/wire',
  '/main/deposit/history?walletId=btc-mainnet',
  '/main/chat',
  '/main/accounts',
  '/main/withdrawal',
  '/main/verification',
  '/main/savings',
  '/main/statement',
  '/main/alerts',
  '/main/personal',
  '/main/settings',
  '/main/test',
];

/** Goes to a path inside the running app, as a link would: no reload, no second start. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  // A screen may add its own search to the address (/trading names the instrument it opened on).
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/$?.]/g, '\\$&')}(\\?.*)?$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * Whether the element is whole on screen and nothing covers it: the middle of each edge of its box,
 * 2 px in (inside a rounded corner's curve too), is the element or inside it. Read from the layout
 * rather than with `toBeInViewport`, whose IntersectionObserver answers only with a frame the browser
 * draws: a headless browser just resized once drew none for over 30 s, and the test ran out of time.
 */
const wholeOnScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  const [middleX, middleY] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
  const edges = [
    [box.left + 2, middleY],
    [box.right - 2, middleY],
    [middleX, box.top + 2],
    [middleX, box.bottom - 2],
  ] as const;
  return edges.every(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
};

/** Checks the page at each width; on signed-in pages, the frame's Logout is whole on screen. */
async function checkWidths(page: Page, path: string, signedIn: boolean) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, `${path} at ${width}px`);
    if (signedIn) {
      const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
      await expect
        .poll(() => logout.evaluate(wholeOnScreen), {
          message: `Logout whole on screen: ${path} at ${width}px`,
        })
        .toBe(true);
      await expect(page.getByRole('main')).toHaveCount(1);
    }
  }
}

test.describe('no route scrolls sideways at 320, 390 or 1280 px', () => {
  test('public routes', async ({ page, backend: _b }) => {
    await page.goto('/');
    await waitForStart(page);
    // The register steps need a sign-up draft, as a visitor half-way through would have.
    await page.evaluate(() =>
      localStorage.setItem(
        'registration_data',
        JSON.stringify({
          email: 'wide@example.com',
          password: 'long-enough-1',
          country: 'united-kingdom',
          timestamp: new Date().toISOString(),
          countryOfResidence: 'united-kingdom',
          nationality: 'united-kingdom',
          agreePrivacy: true,
        }),
      ),
    );
    for (const path of publicRoutes) {
      await visit(page, path);
      await checkWidths(page, path, false);
    }
  });

  test('customer routes show the frame with Logout, and Logout works', async ({
    page,
    backend: _b,
    signIn,
  }) => {
    await signIn('demo@example.com');
    await page.goto('/main/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    for (const path of customerRoutes) {
      await visit(page, path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await checkWidths(page, path, true);
    }
    await page.setViewportSize({ width: 320, height: 800 });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the admin chat shows the admin frame with Logout, and Logout works', async ({
    page,
    backend: _b,
    signIn,
  }) => {
    await signIn('admin@example.com');
    await page.goto('/admin/chat');
    await expect(page.getByRole('heading', { name: 'Admin Chat', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await checkWidths(page, '/admin/chat', true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});

test('/trading sits in the customer frame, with Trading lit in the tab bar', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.goto('/trading');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Trading', level: 1 })).toBeVisible({ timeout: 15_000 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Trading' })).toHaveAttribute('aria-current', 'page');
  // No dead end: the other tabs lead on.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/trading');
    await expect(main.getByRole('heading', { name: 'Trading', level: 1 })).toBeVisible();
    await shotAt(page, '30-trading', width);
  }
});

test("the header keeps the tenant's logo whole on a phone, and the sidebar scrolls under it", async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/personal');
  const banner = page.getByRole('banner');
  const logo = banner.getByRole('img', { name: 'Northwind Markets' });
  await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible({ timeout: 15_000 });
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // No room for the user's name beside the logo, the connection and Logout: the name gives way.
    await expect(banner.getByText('Alex Morgan')).toBeHidden();
  }
  // At its full height, as wide as its proportions make it: not squeezed.
  await expect(logo).toHaveJSProperty('complete', true);
  const { shown, whole } = await logo.evaluate((img: HTMLImageElement) => ({
    shown: img.getBoundingClientRect().width,
    whole: (img.getBoundingClientRect().height * img.naturalWidth) / img.naturalHeight,
  }));
  expect(whole, 'the logo has loaded').toBeGreaterThan(0);
  expect(shown, 'the logo at 390px').toBeGreaterThanOrEqual(whole - 1);
  // The connection sits beside Logout at the right, not adrift in the middle.
  const pill = (await banner.getByRole('button', { name: /^Connection:/ }).boundingBox())!;
  const logout = (await banner.getByRole('button', { name: 'Logout' }).boundingBox())!;
  expect(logout.x - (pill.x + pill.width), 'from the connection to Logout').toBeLessThanOrEqual(24);
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(banner.getByText('Alex Morgan')).toBeVisible();
  // A short desktop window: the page scrolls, the header stays, and the sidebar passes under it.
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.evaluate(() => window.scrollTo(0, 200));
  expect(await page.evaluate(() => window.scrollY), 'the page scrolled').toBeGreaterThan(0);
  const onTop = await logo.evaluate((img) => {
    const box = img.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === img;
  });
  expect(onTop, 'the logo is on top where the sidebar passes').toBe(true);
});

test('an admin gets the admin frame and never a customer page', async ({ page, backend: _b, signIn }) => {
  await signIn('admin@example.com');
  for (const path of ['/main/dashboard', '/trading', '/main/deposit/card', '/main']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/chat$/, { timeout: 15_000 });
  }
  // One place to go: no sidebar or tab bar holding it, and the desk has the whole width.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() =>
        page
          .locator('main')
          .evaluate((main) => document.documentElement.clientWidth - main.getBoundingClientRect().width),
      )
      .toBeLessThan(1);
    await shotAt(page, '31-admin-chat', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('banner')).toContainText('Jordan Lee');
});

test('the phone tab bar: icons with labels, tall tabs, and More lit while one of its pages is open', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.goto('/main/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const more = nav.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible({ timeout: 15_000 });
  await expect(more).not.toHaveAttribute('aria-current');
  for (const tab of [
    nav.getByRole('link', { name: 'Dashboard' }),
    nav.getByRole('link', { name: 'Trading' }),
    nav.getByRole('link', { name: 'Deposit' }),
    nav.getByRole('link', { name: 'Live chat' }),
    more,
  ]) {
    await expect(tab.locator('svg')).toBeVisible();
    const box = await tab.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  await more.click();
  await page.getByRole('link', { name: 'Savings' }).click();
  await expect(page.getByRole('heading', { name: 'Savings' })).toBeVisible();
  await expect(more).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await shotAt(page, '32-tab-bar-more-current', width);
  }
  await more.click();
  await shotAt(page, '33-more-open', 390);
});

test('a deactivated customer can log out of "Account Currently Disabled" and ask support by email', async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('disabled@example.com');
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Account Currently Disabled' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Check Status' })).toBeVisible();
  await expect(page.getByText('If you need immediate assistance, please contact us at')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, `disabled screen at ${width}px`);
    await shotAt(page, '34-account-disabled', width);
  }
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Signed out for good: the login page stays.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
});

test('the offline bar takes its place in the page instead of making it taller than the screen', async ({
  page,
  context,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.setViewportSize({ width: 1280, height: 800 });
  // The chat fills the screen exactly: the page that would overflow first if the bar added height.
  await page.goto('/main/chat');
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible({ timeout: 15_000 });
  const tallerBy = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  // The page may be taller than the screen by its own content (alerts, banners): the bar adds nothing.
  const desktopBefore = Math.max(0, await tallerBy());
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneBefore = Math.max(0, await tallerBy());
  await page.setViewportSize({ width: 1280, height: 800 });
  // Offline as an installed app is: its service worker has stored every screen's code, the login
  // page's among them (nothing fetches a screen ahead where one has, src/app/session-machine.ts).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await expect(page.getByText('Offline. Showing what was last loaded.')).toBeVisible();
  // Polled: the layout follows the bar within a frame or two.
  await expect.poll(tallerBy).toBeLessThanOrEqual(desktopBefore);
  await shotAt(page, '35-offline-chat', 1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(tallerBy).toBeLessThanOrEqual(phoneBefore);
  await shotAt(page, '35-offline-chat', 390);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(tallerBy).toBeLessThanOrEqual(0);
  await shotAt(page, '35-offline-login', 1280);
  await context.setOffline(false);
});

test('the dashboard asks for each of its data once, and a returning customer downloads no other screen', async ({
  page,
  backend: _b,
  signIn,
}) => {
  // What the dashboard shows, by the path it is asked for at, and the private channel that announces
  // its changes (null: none does).
  const once: Record<string, string | null> = {
    '/api/v1/data': null,
    // The post-login fetch's read of the user waits for the user's channels, as the lists do.
    '/api/v1/user': 'private-user.',
    '/api/v1/accounts': 'private-user.',
    '/api/v1/open/trades': 'private-trade.',
    '/api/v1/closed/trades': 'private-trade.',
    '/api/v1/pending-orders': 'private-trade.',
    '/api/v1/chat/unread-count': 'private-chat.customer.',
  };
  /** When each path was asked for, and when each channel's subscription succeeded, since `since`. */
  let since = Date.now();
  const asked = new Map<string, number[]>();
  const subscribedAt = new Map<string, number[]>();
  const at = (map: Map<string, number[]>, key: string) => {
    map.set(key, [...(map.get(key) ?? []), Date.now()]);
  };
  page.on('request', (request) => at(asked, new URL(request.url()).pathname));
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      if (!text.includes('pusher_internal:subscription_succeeded')) return;
      const channel = (JSON.parse(text) as { channel: string }).channel;
      at(subscribedAt, channel.replace(/\d+$/, ''));
    }),
  );
  /**
   * The post-login fetch asks for the user, then (at most) the site data, 100 ms after arrival and
   * once the user's channels are followed; the lists, the funds and the unread count once the live
   * connection follows their channels. Once the trade lists have their rows and the user has been
   * answered, the next thing the customer does (Logout) comes after anything they would send, so the
   * counts up to then are the whole counts.
   */
  const countsUntilLogout = async () => {
    await expect(page.getByRole('list', { name: 'Trading accounts' })).toBeVisible({ timeout: 15_000 });
    for (const name of ['Open trades', 'Closed trades']) {
      await expect(page.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible();
    }
    await expect(page.locator('dl dt:text-is("Balance") + dd')).not.toHaveText('—');
    await userAnswered;
    const loggedOut = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await loggedOut;
    const counts = { asked: new Map(asked), subscribedAt: new Map(subscribedAt), since };
    asked.clear();
    subscribedAt.clear();
    since = Date.now();
    return counts;
  };
  /**
   * A list announced on a channel is asked for by that channel's catch-up, once per subscription (a
   * connection dropped under load subscribes again): its first fetch waits for the first one, and goes
   * ahead only when the connection is later than the wait allows (FOLLOW_WAIT_MS, 5 s).
   */
  const expectEachOnce = ({
    asked: times,
    subscribedAt: subscriptions,
    since: from,
  }: Awaited<ReturnType<typeof countsUntilLogout>>) => {
    for (const [path, channel] of Object.entries(once)) {
      const requests = times.get(path) ?? [];
      if (channel === null) {
        expect.soft(requests.length, path).toBe(1);
        continue;
      }
      const subscribed = subscriptions.get(channel) ?? [];
      expect(subscribed.length, channel).toBeGreaterThanOrEqual(1);
      const early = requests.filter((time) => time < subscribed[0]!).length;
      expect
        .soft(early, `${path} asked before ${channel} was followed`)
        .toBeLessThanOrEqual(subscribed[0]! - from >= 5_000 ? 1 : 0);
      expect
        .soft(requests.length - early, `${path} asked after ${channel} was followed`)
        .toBe(subscribed.length);
    }
  };
  const userRequest = () =>
    page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === '/api/v1/user');

  // Logging in: the post-login fetch and the dashboard both want the site data.
  await page.goto('/');
  await waitForStart(page);
  since = Date.now();
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  let userAnswered = userRequest();
  await page.getByRole('button', { name: 'Log in' }).click();
  expectEachOnce(await countsUntilLogout());

  // Opening the app with a stored session.
  await signIn('demo@example.com');
  userAnswered = userRequest();
  since = Date.now();
  await page.goto('/main/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  // The service worker stores every screen's code: the login page's is not fetched ahead, even once the
  // browser has been idle.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  });
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(scripts.filter((path) => /\/assets\/login-[^/]*\.js$/.test(path))).toEqual([]);
  expectEachOnce(await countsUntilLogout());
});

test("Back and reload return to where the user was on the dashboard, by the router's own scroll restoration", async ({
  page,
  backend: _b,
  signIn,
}) => {
  await signIn('demo@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/dashboard');
  // Everything is on the page: the accounts are its last part, and the trade lists have their rows
  // (they come once the live connection follows the trades; rows arriving above the place scrolled to
  // would move it, as the browser keeps what is in view where it was).
  await expect(page.getByRole('list', { name: 'Trading accounts' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Instruments' })).toBeVisible();
  for (const name of ['Open trades', 'Closed trades']) {
    await expect(page.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  // Where the user was: the first market wholly on screen, and how far down the screen it was. The
  // broker opens and closes trades meanwhile, so the trade lists above it may be a row longer or
  // shorter when the user comes back: the same market is then at most a trade row from where it was.
  const marketTop = (id?: string) =>
    page.evaluate((wanted) => {
      const rows = [...document.querySelectorAll<HTMLElement>('a[data-asset-id]')];
      const row = wanted
        ? rows.find((link) => link.dataset.assetId === wanted)
        : rows.find((link) => link.getBoundingClientRect().top >= 0);
      return row && { id: row.dataset.assetId!, top: Math.round(row.getBoundingClientRect().top) };
    }, id);
  const before = (await marketTop())!;
  expect(before.top).toBeLessThan(844);
  // A row of the trade lists and the gap after it, at most: the broker's trades move what is below.
  const heights = async (name: string) =>
    page
      .getByRole('list', { name })
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  const ROW = Math.max(70, ...(await heights('Open trades')), ...(await heights('Closed trades'))) + 16;
  const backWhereItWas = async () => {
    await expect(page.getByRole('list', { name: 'Trading accounts' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Instruments' }).getByRole('listitem').first()).toBeVisible();
    await expect
      .poll(async () => Math.abs(((await marketTop(before.id))?.top ?? Infinity) - before.top))
      .toBeLessThanOrEqual(ROW);
  };
  // A market opens its chart: clicked where it is, without scrolling the page to it first.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[data-asset-id]')!.click());
  await expect(page.getByRole('heading', { name: 'Trading', level: 1 })).toBeVisible();
  await page.goBack();
  await backWhereItWas();

  await page.reload();
  await backWhereItWas();
});
