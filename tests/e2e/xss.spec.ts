/**
 * The XSS corpus (tests/support/xss-vectors.ts) rendered in Chromium through every place tenant or
 * user text appears. A vector "executes" when it calls the detector, opens a dialog, or leaves an
 * active element behind (an `on*` attribute, a `javascript:` link, an injected script or frame).
 * Inline scripts the CSP blocked are counted separately: blocked is also 0 executions.
 *
 * A later feature that shows user or tenant text adds its sink to `sinks` below, in one entry.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { xssVectors, type XssVector } from '../support/xss-vectors';
import { DEMO_PASSWORD, expect, startSignedIn, test, waitForStart, type Backend } from './fixtures';

type Outcome = 'rendered' | 'refused';

/**
 * What one render shows: several vectors joined (text sinks show them all at once, which keeps the
 * run short), or one vector alone (for URL fields, where only the start of the value matters).
 */
interface Probe {
  vectors: XssVector[];
  payload: string;
}

interface Finding {
  sink: string;
  vectors: string;
  what: string;
}

interface SinkContext {
  page: Page;
  api: APIRequestContext;
  url: string;
  backend: Backend;
  /** Runs the DOM check and files anything active under this sink and probe. */
  inspect: (probe: Probe) => Promise<void>;
  /** Records what became of the probe's vectors in this sink (rendered wins over refused). */
  record: (probe: Probe, outcome: Outcome, note?: string) => void;
  /** Sets the probe being rendered, so detector hits are filed under it. */
  current: (probe: Probe | null) => void;
}

interface Sink {
  name: string;
  /** Also try each URL-shaped vector alone (the sink puts text into a URL attribute). */
  urlSingles?: boolean;
  /** Renders every probe through this sink, calling inspect() after each render. */
  run: (ctx: SinkContext, probes: readonly Probe[]) => Promise<void>;
}

const BATCH = 8;
const single = (v: XssVector): Probe => ({ vectors: [v], payload: v.payload });
const batches: Probe[] = [];
for (let i = 0; i < xssVectors.length; i += BATCH) {
  const vectors = xssVectors.slice(i, i + BATCH);
  batches.push({ vectors, payload: vectors.map((v) => v.payload).join(' ') });
}
/** Vectors whose whole point is the scheme at the start of a URL. */
const urlShaped = xssVectors.filter((v) =>
  // eslint-disable-next-line no-control-regex
  /^(\s*j|&#106|vbscript|data:|https?:)/i.test(v.payload.replace(/[\u0000-\u0020]/g, '')),
);

// ---------------------------------------------------------------------------------------------
// Helpers shared by the sinks
// ---------------------------------------------------------------------------------------------

const SETTINGS_KEY = 'site-settings-storage';

/**
 * Answers an intercepted request with the server's answer, rewritten. The page may have given the
 * request up while the server answered (it moved to the next probe, or a newer fetch replaced it):
 * then the request is already settled and there is nobody to answer, which is no failure.
 */
async function fulfill(route: Route, options: Parameters<Route['fulfill']>[0]) {
  try {
    await route.fulfill(options);
  } catch (error) {
    if (!/already handled/i.test((error as Error).message)) throw error;
  }
}

/**
 * Answers the page's GETs of the API at `path` (as '/data'; a RegExp is tested on the whole pathname)
 * with the server's own answer, changed by `change` on the way: how a probe gets into what no control
 * sets. Other methods reach the server untouched. Returns what removes the route.
 */
async function rewriteAnswers<Body>(
  page: Page,
  path: string | RegExp,
  change: (body: Body) => void,
): Promise<() => Promise<void>> {
  const matches = (address: URL) =>
    typeof path === 'string' ? address.pathname === `/api/v1${path}` : path.test(address.pathname);
  const handler = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as Body;
    change(body);
    await fulfill(route, { response, json: body });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/**
 * Merges `fields` into the tenant settings. When the server refuses the whole patch (a 422: a
 * validation limit), each field is tried alone, so one refused field does not hide the others.
 * Returns the fields the server accepted.
 */
async function patchSettings(
  ctx: SinkContext,
  base: Record<string, unknown>,
  fields: Record<string, string>,
): Promise<{ accepted: Record<string, string>; refused: string[] }> {
  const send = (data: Record<string, unknown>) =>
    ctx.api.fetch(`${ctx.url}/__demo/settings`, { method: 'PATCH', data });
  const all = await send({ ...base, ...fields });
  if (all.ok()) return { accepted: fields, refused: [] };
  expect(all.status(), `PATCH /__demo/settings answered ${all.status()}`).toBe(422);
  const accepted: Record<string, string> = {};
  const refused: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const one = await send({ ...base, [field]: value });
    if (one.ok()) accepted[field] = value;
    else {
      expect(one.status()).toBe(422);
      refused.push(field);
    }
  }
  // A refused field still holds what the previous probe left: blank it.
  if (refused.length) {
    const blank = await send(Object.fromEntries(refused.map((f) => [f, f === 'name' ? 'Tenant' : null])));
    expect(blank.ok()).toBe(true);
  }
  return { accepted, refused };
}

/**
 * Puts each probe into the tenant settings `fields` and renders it. A field that refuses a joined
 * probe (a length limit) gets the probe's vectors one at a time, so each is still rendered or refused.
 */
async function throughSettings(
  ctx: SinkContext,
  probes: readonly Probe[],
  base: Record<string, unknown>,
  fieldNames: string[],
  render: (accepted: Record<string, string>) => Promise<void>,
) {
  const show = async (probe: Probe, names: string[]) => {
    ctx.current(probe);
    const fields = Object.fromEntries(names.map((f) => [f, probe.payload]));
    const { accepted, refused } = await patchSettings(ctx, base, fields);
    await render(accepted);
    await ctx.inspect(probe);
    const rendered = Object.keys(accepted).length > 0;
    ctx.record(
      probe,
      rendered ? 'rendered' : 'refused',
      refused.length ? `refused: ${refused.join(',')}` : '',
    );
    return refused;
  };
  for (const probe of probes) {
    const refused = await show(probe, fieldNames);
    if (refused.length && probe.vectors.length > 1) {
      for (const vector of probe.vectors) await show(single(vector), refused);
    }
  }
  ctx.current(null);
}

/** Waits until the page's remembered settings hold these values (the fetch has landed). */
async function settingsLanded(page: Page, values: Record<string, unknown>) {
  await page.waitForFunction(
    ([key, expected]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}')?.state?.settings ?? {};
      return Object.entries(expected).every(([k, v]) => stored[k] === v);
    },
    [SETTINGS_KEY, values] as const,
    { timeout: 15_000 },
  );
}

/** Navigates inside the running app (the router follows popstate), without reloading the page. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const registration = (email: string, first: string, last: string) => ({
  email,
  password: 'xss-pass-123',
  first_name: first,
  last_name: last,
  phone: '+44 20 7946 0958',
  date_of_birth: '1990-05-01',
  country_of_residence: 'united-kingdom',
  nationality: 'united-kingdom',
  agree_privacy: true,
});

/** Answers every call to `path` with `status` and `body`, in the browser, until `unroute`. */
async function answer(page: Page, path: string, status: number, body: unknown) {
  await page.unroute(`**/api/v1${path}`);
  await page.route(`**/api/v1${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

// ---------------------------------------------------------------------------------------------
// The sinks: every place tenant or user text is shown. Add a feature's sink here, one entry.
// ---------------------------------------------------------------------------------------------

const sinks: Sink[] = [
  {
    name: 'settings name, maintenanceMessage, contactEmail: maintenance screen and title',
    urlSingles: true,
    run: async (ctx, probes) => {
      const { page } = ctx;
      await patchSettings(ctx, { status: 'disabled' }, {});
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Site Temporarily Disabled' })).toBeVisible({
        timeout: 15_000,
      });
      const fields = ['name', 'maintenanceMessage', 'contactEmail'];
      await throughSettings(ctx, probes, { status: 'disabled' }, fields, async (accepted) => {
        await page.getByRole('button', { name: 'Check Status' }).click();
        await settingsLanded(page, accepted);
        await expect(page.getByRole('button', { name: 'Check Status' })).toBeEnabled();
      });
    },
  },
  {
    name: 'settings name, logo, website_url, favicon: sign-up header, logo link and favicon',
    urlSingles: true,
    run: async (ctx, probes) => {
      const { page } = ctx;
      const fields = ['name', 'logo', 'website_url', 'favicon'];
      await throughSettings(ctx, probes, { status: 'active' }, fields, async (accepted) => {
        await page.goto('/signup');
        await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible({
          timeout: 15_000,
        });
        await settingsLanded(page, accepted);
      });
    },
  },
  {
    name: 'settings name, logo: signed-in header',
    urlSingles: true,
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      await throughSettings(ctx, probes, { status: 'active' }, ['name', 'logo'], async (accepted) => {
        await page.goto('/main/dashboard');
        await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
        await settingsLanded(page, accepted);
      });
    },
  },
  {
    name: "user's first and last name (registered through the API): signed-in header and greeting",
    run: async (ctx, probes) => {
      const { page, api, url } = ctx;
      await page.goto('/');
      await waitForStart(page);
      // Names are packed up to the register call's 100 characters: first name one pack, last name the next.
      const packs: Probe[] = [];
      for (const vector of probes.flatMap((p) => p.vectors)) {
        const last = packs.at(-1);
        if (last && last.payload.length + 1 + vector.payload.length <= 100) {
          last.vectors.push(vector);
          last.payload += ` ${vector.payload}`;
        } else packs.push(single(vector));
      }
      const registerAs = async (first: Probe, last: Probe, tag: string) => {
        const response = await api.post(`${url}/api/v1/auth/register`, {
          data: registration(`xss-name-${tag}@example.com`, first.payload, last.payload),
        });
        if (response.ok()) return ((await response.json()) as { data: { token: string } }).data.token;
        expect(response.status(), `register answered ${response.status()}`).toBe(422);
        return null;
      };
      const show = async (probe: Probe, token: string) => {
        ctx.current(probe);
        await navigateInApp(page, `/auto-login?token=${encodeURIComponent(token)}`);
        await expect(page).toHaveURL(/\/main\/dashboard$/, { timeout: 15_000 });
        await expect(page.getByText('Hello, ')).toBeVisible({ timeout: 15_000 });
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      };
      for (let i = 0; i < packs.length; i += 2) {
        const first = packs[i]!;
        const last = packs[i + 1] ?? first;
        const both: Probe = { vectors: [...first.vectors, ...last.vectors], payload: '' };
        const token = await registerAs(first, last, `pack-${i}`);
        if (token) {
          await show(both, token);
          continue;
        }
        // Refused together: each vector alone, as both names.
        for (const vector of both.vectors) {
          const alone = single(vector);
          const own = await registerAs(alone, alone, `v-${vector.id}`);
          if (own) await show(alone, own);
          else ctx.record(alone, 'refused');
        }
      }
      ctx.current(null);
    },
  },
  {
    name: "user's email (registered through the API)",
    run: async (ctx, probes) => {
      for (const vector of probes.flatMap((p) => p.vectors)) {
        const response = await ctx.api.post(`${ctx.url}/api/v1/auth/register`, {
          data: registration(vector.payload, 'Eve', 'Example'),
        });
        // An address that is not an address is refused; were one accepted, it would show wherever the
        // user's details do, which the name sink renders.
        expect(response.status(), `register with vector ${vector.id} as the email`).toBe(422);
        ctx.record(single(vector), 'refused');
      }
    },
  },
  {
    name: 'server message: email check toast (sign-up)',
    run: async (ctx, probes) => {
      const { page } = ctx;
      await page.goto('/signup');
      await waitForStart(page);
      await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
      for (const [i, probe] of probes.entries()) {
        ctx.current(probe);
        // Alternately an answer that says unavailable and an error status.
        await answer(page, '/auth/check-email', i % 2 ? 409 : 200, {
          success: false,
          message: probe.payload,
          data: { available: false },
        });
        await page.getByLabel('Email').fill(`someone${i}@example.com`);
        const call = page.waitForResponse('**/api/v1/auth/check-email', { timeout: 15_000 });
        // Enter submits: a long toast may cover the button on a phone screen.
        await page.getByLabel('Email').press('Enter');
        await call;
        await expect(toasts(page).locator('div').first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sign up now' })).toBeEnabled();
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: 'server message: login alert and field errors',
    run: async (ctx, probes) => {
      const { page } = ctx;
      await page.goto('/login');
      await waitForStart(page);
      await page.getByLabel('Email').fill('demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('whatever-1');
      for (const probe of probes) {
        ctx.current(probe);
        for (const [status, body] of [
          [400, { message: probe.payload }],
          [422, { message: probe.payload, errors: { email: [probe.payload], password: [probe.payload] } }],
        ] as const) {
          await answer(page, '/auth/login', status, body);
          const call = page.waitForResponse('**/api/v1/auth/login', { timeout: 15_000 });
          await page.getByLabel('Password', { exact: true }).press('Enter');
          await call;
          await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
          await ctx.inspect(probe);
        }
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: 'URL params: ?q= and ?type= on the login and sign-up pages',
    run: async (ctx, probes) => {
      const { page } = ctx;
      await page.goto('/');
      await waitForStart(page);
      for (const probe of probes) {
        ctx.current(probe);
        const v = encodeURIComponent(probe.payload);
        for (const path of [`/?q=${v}&type=${v}`, `/login?type=${v}`, `/signup?q=${v}&type=${v}`]) {
          await navigateInApp(page, path);
          await expect(page.getByRole('heading', { name: /Log in|Create your account/ })).toBeVisible();
          await ctx.inspect(probe);
        }
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: 'URL params: /main/deposit/{crypto}, /main/deposit/{crypto}/{walletId}, ?walletId=',
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com', { keep: true });
      await page.goto('/main/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
      for (const probe of probes) {
        ctx.current(probe);
        const v = encodeURIComponent(probe.payload);
        for (const path of [
          `/main/deposit/${v}`,
          `/main/deposit/btc/${v}`,
          `/main/deposit/btc?walletId=${v}`,
        ]) {
          await navigateInApp(page, path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await ctx.inspect(probe);
        }
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: 'URL params: /auto-login?token=',
    run: async (ctx, probes) => {
      const { page } = ctx;
      await page.goto('/');
      await waitForStart(page);
      for (const probe of probes) {
        ctx.current(probe);
        await navigateInApp(page, `/auto-login?token=${encodeURIComponent(probe.payload)}`);
        // A refused token ends on the failure state, or (the 401 signs out) on the login page.
        await expect(page).toHaveURL(/\/(auto-login\?|$)/);
        await expect(
          page
            .getByRole('link', { name: 'Go to log in' })
            .or(page.getByRole('heading', { name: 'Log in' }))
            .first(),
        ).toBeVisible({ timeout: 15_000 });
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: 'instrument names (/data assets): open and closed trade rows and pending orders on the dashboard',
    run: async (ctx, probes) => {
      const { page, backend, api, url } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      // A buy limit far below BTC/USD (open every day), so the Orders list has a row to name.
      const { token } = await backend.login('demo@example.com');
      const { assets } = await backend.read<{ assets: { id: number; symbol: string; min_volume: number }[] }>(
        token,
        '/data',
      );
      const btc = assets.find((asset) => asset.symbol === 'BTC/USD')!;
      const placed = await api.post(`${url}/api/v1/pending-orders`, {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
        data: {
          account_id: 'NW-100001',
          asset_id: btc.id,
          type: 'buy_limit',
          price: 1000,
          volume: btc.min_volume,
          leverage: 1,
        },
      });
      expect(placed.status()).toBe(201);
      // Every start fetches /data afresh: no copy of the previous probe's answer from IndexedDB.
      await page.addInitScript(() => indexedDB.deleteDatabase('broker-cache'));
      // The seed's names are fixed: the probe is put into every asset's name on the way to the page.
      let name = '';
      const unrouteData = await rewriteAnswers<{ data: { assets: { name: string }[] } }>(
        page,
        '/data',
        (body) => {
          for (const asset of body.data.assets) asset.name = name;
        },
      );
      for (const probe of probes) {
        ctx.current(probe);
        name = probe.payload;
        await page.goto('/main/dashboard');
        const open = page.getByRole('list', { name: 'Open trades' });
        const closed = page.getByRole('list', { name: 'Closed trades' });
        await expect(open).toBeVisible({ timeout: 15_000 });
        await expect(closed).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible({ timeout: 15_000 });
        // Rows name an asset by its id only until /data has answered.
        await expect(page.getByText(/^Instrument #/)).toHaveCount(0, { timeout: 15_000 });
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
      await unrouteData();
    },
  },
  {
    name: 'instrument names (/data assets): the price alerts list',
    run: async (ctx, probes) => {
      const { page, backend, api, url } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      // An alert far below BTC/USD, so the list has a row to name.
      const { token } = await backend.login('demo@example.com');
      const { assets } = await backend.read<{ assets: { id: number; symbol: string }[] }>(token, '/data');
      const btc = assets.find((asset) => asset.symbol === 'BTC/USD')!;
      const set = await api.post(`${url}/api/v1/price-alerts`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { asset_id: btc.id, side: 'bid', direction: 'below', price: 1000 },
      });
      expect(set.status()).toBe(201);
      await page.addInitScript(() => indexedDB.deleteDatabase('broker-cache'));
      let name = '';
      const unrouteData = await rewriteAnswers<{ data: { assets: { name: string }[] } }>(
        page,
        '/data',
        (body) => {
          for (const asset of body.data.assets) asset.name = name;
        },
      );
      for (const probe of probes) {
        ctx.current(probe);
        name = probe.payload;
        await page.goto('/main/alerts');
        const row = page.getByTestId('price-alert');
        await expect(row).toContainText('BTC/USD bid below', { timeout: 15_000 });
        // A row names its instrument by its id only until /data has answered.
        await expect(page.getByText(/^Instrument #/)).toHaveCount(0, { timeout: 15_000 });
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
      await unrouteData();
    },
  },
  {
    name: "a notification's account (answered with page.route): named before its message in the alert",
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      let probeText = '';
      // The newest unread notification is about an account this customer does not have: named by the
      // number the answer carries, the probe.
      const unroute = await rewriteAnswers<{
        data: { notifications: { account_id?: string; read: boolean }[] };
      }>(page, '/user', (body) => {
        const unread = body.data.notifications.find((notification) => !notification.read);
        if (unread) unread.account_id = probeText;
      });
      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        await page.goto('/main/dashboard');
        await page.waitForFunction(
          (text) =>
            Array.from(document.querySelectorAll('main [role] span')).some((el) =>
              el.textContent?.startsWith(`Account ${text}: `),
            ),
          probe.payload,
          { timeout: 15_000 },
        );
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
      await unroute();
    },
  },
  {
    name: 'notification title and message (POST /__demo/notify): the alert at the top of signed-in screens',
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      for (const probe of probes) {
        ctx.current(probe);
        await backend.notify('demo@example.com', probe.payload, probe.payload, 'danger');
        // A fresh start loads the user, whose newest unread notification is this probe.
        await page.goto('/main/dashboard');
        await page.waitForFunction(
          (text) =>
            // The compact alert's title and message, each as text of its own element.
            Array.from(
              document.querySelectorAll('main [role="alert"] strong, main [role="alert"] span'),
            ).filter((el) => el.textContent === text).length === 2,
          probe.payload,
          { timeout: 15_000 },
        );
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: 'deposit decline reasons in notifications (POST /__demo/deposits/{id}/decline): the alert at the top of signed-in screens',
    run: async (ctx, probes) => {
      const { page, api, url, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      const { token } = await backend.login('demo@example.com');
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      /** Declines a new card deposit with `reason`; false when the control refuses the reason (422). */
      const declined = async (reason: string) => {
        const created = await api.post(`${url}/api/v1/deposits/card`, {
          headers: { ...headers, 'Idempotency-Key': randomUUID() },
          data: {
            amount: '10.00',
            card_number: '4242 4242 4242 4242',
            expiry_month: 12,
            expiry_year: 2040,
            cvc: '123',
            holder: 'Alex Morgan',
          },
        });
        expect(created.ok(), `card deposit answered ${created.status()}`).toBe(true);
        const { data } = (await created.json()) as { data: { id: number } };
        const answer = await api.post(`${url}/__demo/deposits/${data.id}/decline`, { data: { reason } });
        if (answer.ok()) return true;
        expect(answer.status(), `decline answered ${answer.status()}`).toBe(422);
        return false;
      };
      /** The newest notification, the decline, shows the reason as text of its message. */
      const shows = async (probe: Probe, reason: string) => {
        ctx.current(probe);
        await page.goto('/main/dashboard');
        await page.waitForFunction(
          (text) =>
            Array.from(document.querySelectorAll('main [role="alert"] span')).some((el) =>
              el.textContent?.endsWith(`Reason: ${text}`),
            ),
          reason.trim(),
          { timeout: 15_000 },
        );
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      };
      for (const probe of probes) {
        ctx.current(probe);
        if (await declined(probe.payload)) {
          await shows(probe, probe.payload);
          continue;
        }
        // Too long together, or a vector the control refuses: each vector alone.
        for (const vector of probe.vectors) {
          if (await declined(vector.payload)) await shows(single(vector), vector.payload);
          else ctx.record(single(vector), 'refused');
        }
      }
      ctx.current(null);
    },
  },
  {
    name: "strategy names on trades (GET /open/trades, /closed/trades): the auto-trader's mark in the auto-trader page's lists, the dashboard's rows and the position's detail",
    run: async (ctx, probes) => {
      const { page, api, url, backend } = ctx;
      const email = 'kenji@example.com';
      await startSignedIn(page, backend, email);
      const { token } = await backend.login(email);
      const started = await api.post(`${url}/api/v1/auto-trader`, {
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        data: { strategy_id: 'balanced-trend', allocation: '2600.00', accept_risk: true },
      });
      expect(started.ok(), `auto-trader start answered ${started.status()}`).toBe(true);
      for (let i = 0; i < 4; i += 1) await backend.autoTraderTick(email);
      // Every start loads the lists afresh: no copy of the previous probe's answer from IndexedDB.
      await page.addInitScript(() => indexedDB.deleteDatabase('broker-cache'));
      // The broker names its strategies: the probe is put into every trade's on the way to the page.
      let probeText = '';
      await rewriteAnswers<{ data: Record<string, unknown>[] }>(
        page,
        /^\/api\/v1\/(open|closed)\/trades$/,
        (body) => {
          for (const trade of body.data) trade.strategy = { id: 'balanced-trend', name: probeText };
        },
      );
      const marks = (count: number) =>
        page.waitForFunction(
          ([text, expected]) =>
            Array.from(document.querySelectorAll('main li span')).filter(
              (el) => el.textContent === `Auto-trader · ${text}`,
            ).length >= expected,
          [probeText, count] as const,
          { timeout: 15_000 },
        );
      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        await page.goto('/main/auto-trader');
        // Two open and one closed trade of the strategy.
        await marks(3);
        await ctx.inspect(probe);
        await page.goto('/main/dashboard');
        await marks(2);
        await page
          .getByRole('list', { name: 'Open trades' })
          .getByRole('listitem')
          .first()
          .getByRole('button')
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: 'Position' }).getByText('Opened by')).toBeVisible();
        await ctx.inspect(probe);
        await page.keyboard.press('Escape');
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  },
  {
    name: "site data instrument symbol and name: /trading market list, chart heading and the chart's summary of its candles, beside a market's closed or halted note",
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      // Every probe at once, each in its own instruments (the site data is cached, so one load shows them).
      // The server's own markets, which the price feed pushes too: a Saturday closes forex, metals and
      // indices, and two crypto markets are halted, so notes show on rows and over the chart too.
      await backend.pinMarketClock('2030-01-05T12:00:00Z');
      await backend.haltMarket('BTC/USD');
      await backend.haltMarket('ETH/USD');
      const unrouteData = await rewriteAnswers<{
        data: { assets: { symbol: string; name: string }[] };
      }>(page, '/data', (body) => {
        body.data.assets.forEach((asset, i) => {
          const probe = probes[i % probes.length]!;
          asset.symbol = probe.payload;
          asset.name = probe.payload;
        });
      });
      const all: Probe = { vectors: probes.flatMap((p) => p.vectors), payload: '' };
      ctx.current(all);
      await page.goto('/trading');
      // The rows that choose the chart (they say whether they are chosen; so do the stars, which are not
      // rows); each row's Trade button opens the ticket.
      const rows = page
        .getByRole('list', { name: 'Instruments' })
        .locator('button[aria-pressed][data-asset-id]');
      await expect(rows.first()).toBeVisible({ timeout: 15_000 });
      await ctx.inspect(all);
      // The chart's heading and the summary of its candles name the chosen instrument: choose one of
      // each probe in turn.
      for (const [i, probe] of probes.entries()) {
        ctx.current(probe);
        await rows.nth(i).click();
        await expect(rows.nth(i)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('chart-summary')).toContainText(' candles from ', { timeout: 15_000 });
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
      await unrouteData();
    },
  },
  {
    name: "market watch: instrument symbols and names found by its search and a category (/main/dashboard?market=&q=), and the search's own text in its empty state",
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      // Every start fetches /data afresh: no copy of an earlier probe's answer from IndexedDB.
      await page.addInitScript(() => indexedDB.deleteDatabase('broker-cache'));
      // A Saturday: the closed markets' notes stand beside the names.
      await backend.pinMarketClock('2030-01-05T12:00:00Z');
      let names = '';
      const unrouteData = await rewriteAnswers<{
        data: { assets: { symbol: string; name: string }[] };
      }>(page, '/data', (body) => {
        for (const asset of body.data.assets) {
          asset.symbol = names;
          asset.name = `${names} watchprobe`;
        }
      });
      const rows = page.getByRole('list', { name: 'Instruments' }).locator('[data-asset-id]');
      for (const probe of probes) {
        ctx.current(probe);
        names = probe.payload;
        // The URL's category and search: the four crypto markets, found by the word their names share.
        await page.goto('/main/dashboard?market=crypto&q=watchprobe');
        await expect(rows).toHaveCount(4, { timeout: 15_000 });
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      // What the customer types is said back when nothing matches: each vector alone, as typed.
      names = 'Plain';
      await page.goto('/main/dashboard');
      const search = page.getByRole('searchbox', { name: 'Search instruments' });
      await expect(search).toBeVisible({ timeout: 15_000 });
      for (const vector of xssVectors) {
        const probe = single(vector);
        ctx.current(probe);
        await search.fill(vector.payload);
        await expect(page.getByText(/^No instrument matches \u201C/)).toBeVisible();
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
      await unrouteData();
    },
  },
  {
    name: "instrument terms (/data base_currency, trading_hours, market.next_open): refused by the client's contract",
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      // Every start fetches /data afresh: no copy of an accepted answer from IndexedDB.
      await page.addInitScript(() => indexedDB.deleteDatabase('broker-cache'));
      // These fields are codes, times and moments, checked to their shape: text of any other shape,
      // markup included, makes the whole answer invalid, so none of it reaches the screen.
      let text = '';
      const unrouteData = await rewriteAnswers<{
        data: { assets: { base_currency?: string; trading_hours: { open: string }[]; market: unknown }[] };
      }>(page, '/data', (body) => {
        body.data.assets.forEach((asset, i) => {
          if (i % 3 === 0) asset.base_currency = text;
          else if (i % 3 === 1 && asset.trading_hours[0]) asset.trading_hours[0].open = text;
          else asset.market = { state: 'closed', next_open: text };
        });
      });
      for (const probe of probes) {
        ctx.current(probe);
        text = probe.payload;
        await page.goto('/trading');
        await expect(page.getByText('Failed to fetch site data. Please try again later.')).toBeVisible({
          timeout: 15_000,
        });
        await expect(page.getByRole('list', { name: 'Instruments' })).toHaveCount(0);
        await ctx.inspect(probe);
        ctx.record(probe, 'refused', "refused by the client's contract");
      }
      ctx.current(null);
      await unrouteData();
    },
  },
  {
    name: 'admin chat (/admin/chat): customer names, emails and message previews in the inbox, the conversation header and its assignee, the admins in its Assign select, the customer details, saved replies, the search in messages, message texts',
    run: async (ctx, probes) => {
      const { page, api, url, backend } = ctx;
      await page.setViewportSize({ width: 1280, height: 800 });
      await startSignedIn(page, backend, 'admin@example.com');
      const { token } = await backend.login('demo@example.com');
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      await page.addInitScript(() => indexedDB.deleteDatabase('broker-cache'));
      // Customers' names and emails come from registration (their own sink checks what it refuses):
      // here every customer in the admin's list carries the probe, whatever the server would accept.
      let probeText = '';
      await rewriteAnswers<{
        data: {
          first_name: string;
          last_name: string;
          email: string;
          last_message?: { message: string; is_admin: boolean; file_name: string | null } | null;
          assignee?: { id: number; name: string } | null;
        }[];
      }>(page, '/admin/users', (body) => {
        body.data.forEach((user, index) => {
          user.first_name = probeText;
          user.last_name = probeText;
          user.email = probeText;
          // An admin the desk's list of admins does not hold: the Assign select names them from here.
          user.assignee = { id: 999, name: probeText };
          // The preview shows a message's text, or the file's name of a message that is only a file.
          user.last_message =
            index % 2 === 0
              ? { message: probeText, is_admin: false, file_name: null }
              : { message: '', is_admin: false, file_name: probeText };
        });
      });
      // Every admin carries the probe, all online, so the header offers its Assign select of them.
      await rewriteAnswers<{ data: { name: string; online: boolean }[] }>(page, '/admin/admins', (body) => {
        for (const admin of body.data) Object.assign(admin, { name: probeText, online: true });
      });
      // What the search in the messages' text finds: the message and its customer's name.
      await rewriteAnswers<{
        data: { message: { message: string }; customer: { first_name: string; last_name: string } }[];
      }>(page, '/admin/chat/search', (body) => {
        for (const found of body.data) {
          found.message.message = probeText;
          found.customer.first_name = probeText;
          found.customer.last_name = probeText;
        }
      });
      // The saved replies, in the composer's list and in their manager.
      await page.route(
        (address) => address.pathname === '/api/v1/admin/canned-replies',
        async (route) => {
          if (route.request().method() !== 'GET') return route.fallback();
          await route.fulfill({
            json: { success: true, data: [{ id: 1, title: probeText, text: probeText }] },
          });
        },
      );
      // The customer's details beside the conversation: every text the panel shows carries the probe.
      await rewriteAnswers<{ data: { account_id: string; status: string; country: string | null } }>(
        page,
        /^\/api\/v1\/admin\/customers\//,
        (body) => {
          body.data.account_id = probeText;
          body.data.status = probeText;
          body.data.country = probeText;
        },
      );
      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        await backend.adminMessage('demo@example.com', probe.payload);
        const own = await api.post(`${url}/api/v1/chat/messages`, {
          headers,
          data: { message: probe.payload },
        });
        if (!own.ok()) expect(own.status(), `send answered ${own.status()}`).toBe(422);
        await page.goto('/admin/chat?customer=1');
        await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('list', { name: 'Customers' }).getByRole('button').first()).toBeVisible();
        await expect(
          page.getByRole('complementary', { name: 'Customer' }).getByText('Open trades'),
        ).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Assign' })).toBeVisible();
        await page.getByRole('textbox', { name: 'Message' }).fill('/');
        await expect(page.getByRole('listbox', { name: 'Saved replies' })).toBeVisible();
        await ctx.inspect(probe);
        await page.getByRole('textbox', { name: 'Message' }).fill('');
        await page.getByRole('searchbox', { name: 'Search users' }).fill('withdrawals');
        await expect(
          page.getByRole('region', { name: 'In messages' }).getByRole('button').first(),
        ).toBeVisible();
        await ctx.inspect(probe);
        await page.getByRole('searchbox', { name: 'Search users' }).fill('');
        await page.getByRole('button', { name: 'Saved replies' }).click();
        await expect(page.getByRole('dialog', { name: 'Saved replies' }).getByRole('listitem')).toHaveCount(
          1,
        );
        await ctx.inspect(probe);
        await page.keyboard.press('Escape');
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: 'chat (/main/chat): message text from support and the customer, the sender first name, attachment file names',
    run: async (ctx, probes) => {
      const { page, api, url, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      const { token } = await backend.login('demo@example.com');
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      // Every start loads the conversation afresh: no copy of the previous probe's answer from IndexedDB.
      await page.addInitScript(() => indexedDB.deleteDatabase('broker-cache'));
      // Support's name is seeded (no control sets it): the probe is put into the sender's first name of
      // support's messages on the way to the page.
      let senderName = '';
      const unrouteMessages = await rewriteAnswers<{
        data: { is_admin: boolean; sender: { first_name?: string } }[];
      }>(page, '/chat/messages', (body) => {
        for (const message of body.data) if (message.is_admin) message.sender.first_name = senderName;
      });
      const send = (data: Record<string, unknown>) =>
        api.post(`${url}/api/v1/chat/messages`, { headers, data });
      /** Uploads a file named `name` (a PNG or a PDF by its bytes); null when the server refuses it. */
      const upload = async (name: string, mimeType: string, buffer: Buffer) => {
        const response = await api.post(`${url}/api/v1/chat/upload`, {
          headers,
          multipart: { file: { name, mimeType, buffer } },
        });
        if (response.ok())
          return ((await response.json()) as { data: { url: string; file_name: string } }).data;
        expect(response.status(), `upload answered ${response.status()}`).toBe(422);
        return null;
      };
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

      for (const probe of probes) {
        ctx.current(probe);
        const expected = { texts: [] as string[], images: [] as string[], files: [] as string[] };
        // Support writes the probe (the control sends it as the seeded admin, who may write anything).
        await backend.adminMessage('demo@example.com', probe.payload);
        expected.texts.push(probe.payload.trim());
        // The customer writes it through the API: text with control characters is refused (422), so
        // a refused batch is tried one vector at a time.
        const own = await send({ message: probe.payload });
        if (own.ok()) expected.texts.push(probe.payload.trim());
        else {
          expect(own.status(), `send answered ${own.status()}`).toBe(422);
          for (const vector of probe.vectors) {
            const alone = await send({ message: vector.payload });
            if (alone.ok()) expected.texts.push(vector.payload.trim());
            else {
              expect(alone.status()).toBe(422);
              ctx.record(single(vector), 'refused', 'customer text refused');
            }
          }
        }
        // An image and a document named by the probe, sent as one message without text.
        const image = await upload(probe.payload, 'image/png', png);
        const paper = await upload(probe.payload, 'application/pdf', pdf);
        const attachments = [image, paper].filter((file) => file !== null);
        if (attachments.length) {
          const sent = await send({ message: '', attachments: attachments.map((file) => file.url) });
          expect(sent.ok(), `send with attachments answered ${sent.status()}`).toBe(true);
        }
        if (image) expected.images.push(`Image: ${image.file_name}`);
        if (paper) expected.files.push(paper.file_name);
        senderName = probe.payload;

        await page.goto('/main/chat');
        await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible({ timeout: 15_000 });
        // The newest messages are on screen (the list opens at the bottom): the probe in every place.
        await page.waitForFunction(
          ({ texts, images, files, name }) => {
            const articles = Array.from(document.querySelectorAll('main article'));
            const paragraphs = articles.flatMap((a) =>
              Array.from(a.querySelectorAll('p'), (p) => p.textContent),
            );
            const alts = Array.from(document.querySelectorAll('main article img'), (i) =>
              i.getAttribute('alt'),
            );
            const downloads = Array.from(document.querySelectorAll('main article a[download]'), (a) =>
              a.getAttribute('download'),
            );
            return (
              texts.every((t) => paragraphs.includes(t)) &&
              images.every((i) => alts.includes(i)) &&
              files.every((f) => downloads.includes(f)) &&
              articles.some((a) => a.getAttribute('aria-label') === name)
            );
          },
          { ...expected, name: senderName },
          { timeout: 15_000 },
        );
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered', attachments.length < 2 ? 'an attachment was refused' : undefined);
      }
      ctx.current(null);
      await unrouteMessages();
    },
  },
  {
    name: 'push: device names in Settings’ devices receiving notifications (GET /push/subscriptions)',
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      // A device names itself when it subscribes: the probe is put into the list on its way to the page.
      let probeText = '';
      await rewriteAnswers<{ data: Record<string, unknown>[] }>(page, '/push/subscriptions', (body) => {
        body.data.push({
          id: 9001,
          device_name: probeText,
          kinds: ['support'],
          created_at: new Date().toISOString(),
          current: false,
        });
      });
      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        await page.goto('/main/settings');
        await expect(
          page.getByRole('region', { name: 'Devices receiving notifications' }).getByRole('listitem'),
        ).toHaveCount(1, { timeout: 15_000 });
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: 'account pages: the address and phone on /main/personal, strategy names and descriptions on /main/auto-trader, document file names and rejection reasons on /main/verification',
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      // Every start loads the answers afresh: no copy of the previous probe's answer from IndexedDB.
      await page.addInitScript(() => indexedDB.deleteDatabase('broker-cache'));
      // The address is validated by the server and the strategies and reviews are the broker's: the
      // probe is put into those answers on the way to the page, in every text field they show.
      let probeText = '';
      await rewriteAnswers<{ data: { address: Record<string, unknown> | null } }>(
        page,
        '/profile',
        (body) => {
          const { address } = body.data;
          if (address) Object.assign(address, { line1: probeText, line2: probeText, city: probeText });
        },
      );
      await rewriteAnswers<{ data: { strategies: Record<string, unknown>[] } }>(
        page,
        '/auto-trader',
        (body) => {
          for (const strategy of body.data.strategies)
            Object.assign(strategy, { name: probeText, description: probeText });
        },
      );
      await rewriteAnswers<{ data: Record<string, unknown>[] }>(page, '/verification/documents', (body) => {
        for (const document of body.data)
          Object.assign(document, { file_name: probeText, status: 'rejected', reason: probeText });
      });
      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        await page.goto('/main/personal');
        await expect(page.getByLabel('City')).toHaveValue(probe.payload, { timeout: 15_000 });
        await ctx.inspect(probe);
        await page.goto('/main/auto-trader');
        await expect(
          page.getByRole('list', { name: 'Strategies' }).getByRole('listitem').first(),
        ).toBeVisible({
          timeout: 15_000,
        });
        await ctx.inspect(probe);
        await page.goto('/main/verification');
        await expect(page.getByRole('list', { name: 'Your documents' })).toBeVisible({ timeout: 15_000 });
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: "user agents as device names (answered with page.route): Settings' sessions and login history, the desk's customer sessions",
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      let probeText = '';
      /** Waits until `count` elements matching `selector` start with the text ('This device' may follow). */
      const shown = (text: string, selector: string, count: number) =>
        page.waitForFunction(
          ([wanted, where, atLeast]) =>
            Array.from(document.querySelectorAll(where)).filter((el) => el.textContent?.startsWith(wanted))
              .length >= atLeast,
          [text, selector, count] as const,
          { timeout: 15_000 },
        );
      // A user agent no browser or OS is read from is shown as it was sent.
      const asSent = (body: {
        data: { user_agent: string; browser: string | null; os: string | null }[];
      }) => {
        for (const entry of body.data)
          Object.assign(entry, { user_agent: probeText, browser: null, os: null });
      };
      const unroutes = [
        await rewriteAnswers(page, '/user/sessions', asSent),
        await rewriteAnswers(page, '/user/login-history', asSent),
        await rewriteAnswers(page, '/admin/customers/1/sessions', asSent),
      ];
      await startSignedIn(page, backend, 'demo@example.com');
      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        await page.goto('/main/settings');
        await shown(probe.payload, '[data-testid="session"] span, [data-testid="sign-in"] span', 2);
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      // Registered after the customer's, so every load from here on starts as the admin.
      await startSignedIn(page, backend, 'admin@example.com');
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        await page.goto('/admin/chat?customer=1');
        await shown(probe.payload, 'aside li span', 1);
        await ctx.inspect(probe);
      }
      ctx.current(null);
      for (const unroute of unroutes) await unroute();
    },
  },
  {
    name: "passkey names (GET /user/passkeys, answered with page.route): Settings' Passkeys list and the question before one is removed",
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      // A name is at most 60 characters on the server: the probes are put into the list on its way.
      let probeText = '';
      await rewriteAnswers<{ data: unknown[] }>(page, '/user/passkeys', (body) => {
        body.data = [
          {
            id: 1,
            name: probeText,
            created_at: '2026-11-01T10:00:00.000Z',
            last_used_at: '2026-11-20T10:00:00.000Z',
          },
        ];
      });
      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        await page.goto('/main/settings');
        const list = page.getByRole('list', { name: 'Your passkeys' });
        await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
        await list.getByRole('button', { name: /^Remove the passkey/ }).click();
        await expect(list.getByRole('button', { name: 'Remove passkey' })).toBeVisible();
        await ctx.inspect(probe);
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
    },
  },
  {
    name: "the account statement (answered with page.route): entries' descriptions and references and the account's number, on screen and in the print view",
    run: async (ctx, probes) => {
      const { page, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      let probeText = '';
      const unroute = await rewriteAnswers<{
        data: { account_id: string; entries: { description: string; reference: string }[] };
      }>(page, '/statement', (body) => {
        body.data.account_id = probeText;
        const [first] = body.data.entries;
        // The seed writes no entries: one is added, as a withdrawal to a destination the customer typed.
        body.data.entries = [
          {
            ...(first ?? {
              id: 1,
              kind: 'withdrawal',
              amount: '-1.00',
              balance: '0.00',
              created_at: new Date().toISOString(),
            }),
            description: probeText,
            reference: probeText,
          },
        ];
      });
      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        await page.goto('/main/statement');
        await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible({ timeout: 15_000 });
        await ctx.inspect(probe);
        await page.emulateMedia({ media: 'print' });
        await ctx.inspect(probe);
        await page.emulateMedia({ media: 'screen' });
        ctx.record(probe, 'rendered');
      }
      ctx.current(null);
      await unroute();
    },
  },
  {
    name: 'payments: bank details and reference (GET /payments/options), declined deposit reasons, wire references and crypto networks (GET /deposits), withdrawal destinations typed by the customer and rejection reasons (/main/withdrawal)',
    run: async (ctx, probes) => {
      const { page, api, url, backend } = ctx;
      await startSignedIn(page, backend, 'demo@example.com');
      const { token } = await backend.login('demo@example.com');
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      // Every start loads the options afresh (they are kept 5 min): no copy from IndexedDB.
      await page.addInitScript(() => indexedDB.deleteDatabase('broker-cache'));
      // A crypto deposit beside the seeded card and wire ones, so each kind of row is in the history.
      const crypto = await api.post(`${url}/api/v1/deposits/crypto`, {
        headers: { ...headers, 'Idempotency-Key': randomUUID() },
        data: { wallet_id: 'btc-mainnet', amount: '0.001' },
      });
      expect(crypto.ok(), `crypto deposit answered ${crypto.status()}`).toBe(true);

      // The tenant's bank and the reference are seeded (no control sets them), and only the broker
      // declines a deposit: the probe is put into those answers on the way to the page.
      let probeText = '';
      await rewriteAnswers<{ data: { wire: { bank: Record<string, string>; reference: string } } }>(
        page,
        '/payments/options',
        (body) => {
          const { wire } = body.data;
          for (const field of ['beneficiary', 'bank_name', 'iban', 'bic', 'bank_address'])
            wire.bank[field] = probeText;
          wire.reference = probeText;
        },
      );
      await rewriteAnswers<{ data: Record<string, unknown>[] }>(page, '/deposits', (body) => {
        for (const deposit of body.data) {
          deposit.status = 'declined';
          deposit.reason = probeText;
          if (deposit.method === 'wire') deposit.reference = probeText;
          if (deposit.method === 'crypto') deposit.network = probeText;
        }
      });
      // Destinations go through the API (below); a rejection's reason is the broker's, put in here
      // with a destination of the probe, so a vector the server refuses as a destination still shows.
      await rewriteAnswers<{ data: Record<string, unknown>[] }>(page, '/withdrawals', (body) => {
        const template = body.data.at(-1)!;
        body.data.push(
          {
            ...template,
            id: 900_001,
            status: 'rejected',
            reason: probeText,
            destination: { type: 'crypto', address: probeText, network: probeText },
          },
          {
            ...template,
            id: 900_002,
            status: 'rejected',
            reason: probeText,
            destination: { type: 'bank', iban: probeText, account_holder: probeText, bic: probeText },
          },
        );
      });

      /** Asks to withdraw 10.00 to `destination`; the request's id, or null when the server refuses it. */
      const withdraw = async (destination: Record<string, string>) => {
        // The sink outlasts the 5 minutes a sign-in proves it is the customer: each request proves it again.
        const proved = await api.post(`${url}/api/v1/auth/step-up`, {
          headers,
          data: { password: DEMO_PASSWORD },
        });
        expect(proved.status(), 'step-up').toBe(200);
        const response = await api.post(`${url}/api/v1/withdrawals`, {
          headers: { ...headers, 'Idempotency-Key': randomUUID() },
          data: { amount: '10.00', destination },
        });
        if (response.ok()) return ((await response.json()) as { data: { id: number } }).data.id;
        expect(response.status(), `withdrawal answered ${response.status()}`).toBe(422);
        return null;
      };
      const asCrypto = (text: string) => ({ type: 'crypto', address: text, network: text });
      const asBank = (text: string) => ({
        type: 'bank',
        iban: 'DE89370400440532013000',
        account_holder: text,
      });

      for (const probe of probes) {
        ctx.current(probe);
        probeText = probe.payload;
        // The customer's own destinations: the whole probe, or each vector alone when it is refused.
        const created: number[] = [];
        const refused: XssVector[] = [];
        for (const as of [asCrypto, asBank]) {
          const id = await withdraw(as(probe.payload));
          if (id !== null) {
            created.push(id);
            continue;
          }
          for (const vector of probe.vectors) {
            const alone = await withdraw(as(vector.payload));
            if (alone !== null) created.push(alone);
            else refused.push(vector);
          }
        }

        await page.goto('/main/deposit/wire');
        await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible({
          timeout: 15_000,
        });
        // Reference, beneficiary, IBAN, BIC, bank and its address.
        await page.waitForFunction(
          (text) =>
            Array.from(document.querySelectorAll('main dd')).filter((dd) => dd.textContent === text)
              .length === 6,
          probe.payload,
          { timeout: 15_000 },
        );
        await ctx.inspect(probe);

        await navigateInApp(page, '/main/deposit/history');
        const deposits = page.getByRole('list', { name: 'Deposit history' });
        await expect(deposits.getByText('Declined')).toHaveCount(3, { timeout: 15_000 });
        await ctx.inspect(probe);

        await navigateInApp(page, '/main/withdrawal');
        const requests = page.getByRole('list', { name: 'Your withdrawal requests' });
        await expect(requests.getByText('Rejected')).toHaveCount(2, { timeout: 15_000 });
        await ctx.inspect(probe);
        // The destination as typed, on the confirmation step.
        await page.getByLabel('Amount (USD)').fill('10');
        await page.getByLabel('Wallet address').fill(probe.payload);
        await page.getByLabel('Network').fill(probe.payload);
        await page.getByRole('button', { name: 'Review' }).click();
        const confirmation = page.getByRole('group', { name: 'Confirm your withdrawal' });
        await expect(confirmation.or(page.getByText('This field is required.').first())).toBeVisible();
        await ctx.inspect(probe);

        for (const id of created) {
          const cancelled = await api.post(`${url}/api/v1/withdrawals/${id}/cancel`, { headers });
          expect(cancelled.ok(), `cancel answered ${cancelled.status()}`).toBe(true);
        }
        ctx.record(probe, 'rendered');
        // Refused as the customer's destination, such a vector was still shown: in the rows the route adds.
        for (const vector of refused) {
          ctx.record(single(vector), 'rendered', 'refused as a withdrawal destination (422); shown by route');
        }
      }
      ctx.current(null);
      // A cancel above publishes user.updated: the page may be refetching through a route right now.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  },
];

// ---------------------------------------------------------------------------------------------
// The detector and the run
// ---------------------------------------------------------------------------------------------

/**
 * Lists what in the DOM could run script: handlers, script URLs in links, forms and frames, injected
 * scripts and frames. A script URL in a media `src` cannot run (the CSP and the browser refuse it):
 * those come back apart, as `inert:`. React's own placeholder for a `javascript:` src is not a finding.
 */
function activeContent(): string[] {
  const found: string[] = [];
  const navigating = ['href', 'action', 'formaction', 'xlink:href', 'data'];
  const scriptUrl = /^(javascript|vbscript|data:text\/html)/;
  const reactBlocked = "javascript:throw new Error('React has blocked";
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const shown = `<${tag} ${name}="${attr.value.slice(0, 60)}">`;
      if (name.startsWith('on')) found.push(shown);
      if (name === 'srcdoc') found.push(shown);
      if (!navigating.includes(name) && name !== 'src') continue;
      if (attr.value.startsWith(reactBlocked)) continue;
      // Browsers ignore ASCII whitespace and control characters inside a scheme.
      // eslint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (!scriptUrl.test(value)) continue;
      const runs = navigating.includes(name) || ['iframe', 'frame', 'embed', 'script'].includes(tag);
      found.push(runs ? shown : `inert: ${shown}`);
    }
    if (tag === 'script') {
      const src = (el as HTMLScriptElement).src;
      if (!src || new URL(src).origin !== location.origin) found.push(`<script src="${src}">`);
    }
    if (['iframe', 'frame', 'object', 'embed', 'base', 'portal'].includes(tag)) found.push(`<${tag}>`);
    if (tag === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh')
      found.push('<meta refresh>');
  }
  return found;
}

interface SinkResult {
  sink: string;
  rendered: number;
  refused: number;
  notes: Record<number, string>;
  ms: number;
}

const idsOf = (probe: Probe | null) => probe?.vectors.map((v) => v.id).join(',') ?? '';

test('no XSS vector runs in any place tenant or user text is shown', async ({ browser, backend, server }) => {
  // Every sink in one run, so the summary covers them all: long on a busy 2-core machine.
  test.setTimeout(900_000);
  const executions: Finding[] = [];
  const injected: Finding[] = [];
  const inert: Finding[] = [];
  const cspBlocks: Finding[] = [];
  const otherCsp: string[] = [];
  const results: SinkResult[] = [];
  let sinkName = '';
  let currentProbe: Probe | null = null;
  const started = Date.now();

  /** A fresh browser context per sink, with the detector installed before any page script runs. */
  async function freshPage() {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      // The service worker is not what is under test here, and skipping it keeps reloads quick.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.exposeFunction('__xssReport', (kind: string, detail: string) => {
      const at = { sink: sinkName, vectors: idsOf(currentProbe) };
      if (kind === 'exec') executions.push({ ...at, what: `detector called with ${detail}` });
      else if (kind === 'csp') cspBlocks.push({ ...at, what: detail });
      else otherCsp.push(detail);
    });
    page.on('dialog', (dialog) => {
      executions.push({ sink: sinkName, vectors: idsOf(currentProbe), what: `dialog: ${dialog.message()}` });
      void dialog.dismiss();
    });
    await page.addInitScript((key) => {
      const w = window as unknown as Record<string, unknown>;
      const report = (kind: string, detail: string) =>
        (w.__xssReport as (kind: string, detail: string) => void)(kind, detail);
      w.__xss = (id: unknown) => report('exec', String(id));
      document.addEventListener('securitypolicyviolation', (e) => {
        const detail = `${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim();
        // arktype's JIT probe (an eval) is the app's own code, not a vector: reported apart.
        const vectorScript = e.violatedDirective.startsWith('script-src') && e.blockedURI !== 'eval';
        report(vectorScript ? 'csp' : 'other', detail);
      });
      // A returning visitor: settings remembered, so no sink waits for the first-visit loading bar.
      if (!localStorage.getItem(key)) {
        const settings = { status: 'active', name: 'Remembered', must_verify_account: true };
        const state = { settings, error: null, initialized: true, lastFetched: 1 };
        localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
      }
    }, SETTINGS_KEY);
    return { context, page };
  }

  for (const sink of sinks) {
    sinkName = sink.name;
    const { context, page } = await freshPage();
    const sinkStarted = Date.now();
    const outcomes = new Map<number, Outcome>();
    const notes: Record<number, string> = {};
    const ctx: SinkContext = {
      page,
      api: context.request,
      url: server.url,
      backend,
      current: (probe) => (currentProbe = probe),
      inspect: async (probe) => {
        for (const what of await page.evaluate(activeContent)) {
          (what.startsWith('inert: ') ? inert : injected).push({
            sink: sink.name,
            vectors: idsOf(probe),
            what,
          });
        }
      },
      record: (probe, outcome, note) => {
        for (const v of probe.vectors) {
          if (outcomes.get(v.id) !== 'rendered') outcomes.set(v.id, outcome);
          if (note) notes[v.id] = note;
        }
      },
    };
    const probes = sink.urlSingles ? [...batches, ...urlShaped.map(single)] : batches;
    try {
      await sink.run(ctx, probes);
    } catch (error) {
      await page.screenshot({ path: 'test-results/reliability-xss-failure.png' }).catch(() => undefined);
      throw error;
    }
    const values = [...outcomes.values()];
    const result: SinkResult = {
      sink: sink.name,
      rendered: values.filter((o) => o === 'rendered').length,
      refused: values.filter((o) => o === 'refused').length,
      notes,
      ms: Date.now() - sinkStarted,
    };
    console.info(
      `[xss] ${sink.name}: ${result.rendered} rendered, ${result.refused} refused, ${result.ms} ms`,
    );
    results.push(result);
    await context.close();
    await backend.reset();
  }

  const summary = {
    vectors: xssVectors.length,
    sinks: sinks.length,
    vectorsTimesSinks: xssVectors.length * sinks.length,
    rendered: results.reduce((n, r) => n + r.rendered, 0),
    refusedByServer: results.reduce((n, r) => n + r.refused, 0),
    executions: executions.length,
    activeContentInDom: injected.length,
    inertScriptUrlsInMediaSrc: inert.length,
    inlineScriptsBlockedByCsp: cspBlocks.length,
    otherCspReports: [...new Set(otherCsp)],
    seconds: Math.round((Date.now() - started) / 1000),
    perSink: results,
    executionsDetail: executions,
    injectedDetail: injected,
    inertDetail: inert,
    cspBlockedDetail: cspBlocks,
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/reliability-xss.json', JSON.stringify(summary, null, 2));
  console.info(
    `[xss] ${summary.vectors} vectors × ${summary.sinks} sinks = ${summary.vectorsTimesSinks}` +
      ` (${summary.rendered} rendered, ${summary.refusedByServer} refused by the server);` +
      ` executions ${summary.executions}, active content left in the DOM ${summary.activeContentInDom},` +
      ` inline scripts blocked by the CSP ${summary.inlineScriptsBlockedByCsp},` +
      ` inert script URLs in media src ${summary.inertScriptUrlsInMediaSrc}; ${summary.seconds} s`,
  );
  expect(executions, 'vectors that ran').toEqual([]);
  expect(injected, 'active content a vector left in the DOM').toEqual([]);
  expect(cspBlocks, 'inline scripts a vector got into the page (the CSP blocked them)').toEqual([]);
});
