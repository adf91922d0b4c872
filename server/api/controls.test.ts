/** The /__demo test controls: each changes state through the normal path and emits what the API would. */
import { accountAnswers, api, events, settingsSchema } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { channels, createBackend, type Backend } from '.';

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;

beforeEach(() => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
});
afterEach(() => backend.dispose());

it('reset reseeds the tenant and revokes sessions', async () => {
  const token = await client.login('demo@example.com');
  await client.call('POST', '/chat/messages', { token, json: { message: 'before reset' } });
  expect((await client.control('POST', '/reset')).status).toBe(200);
  expect((await client.call('GET', '/user', { token })).status).toBe(401);
  const fresh = await client.login('demo@example.com');
  const list = expectShape(
    api.chatMessages,
    (await client.call('GET', '/chat/messages', { token: fresh })).body,
  );
  expect(list.data.map((m) => m.message)).not.toContain('before reset');
});

it('settings merges valid changes and refuses unknown or malformed ones', async () => {
  const changed = await client.control('PATCH', '/settings', {
    status: 'disabled',
    maintenanceMessage: 'Back at noon.',
  });
  expect(expectShape(api.settings, changed.body).data).toMatchObject({
    status: 'disabled',
    name: 'Northwind Markets',
  });
  expect(
    expectShape(settingsSchema, expectShape(api.settings, (await client.call('GET', '/settings')).body).data),
  ).toMatchObject({ maintenanceMessage: 'Back at noon.' });

  for (const bad of [{ accent_color: 'red; background: url(x)' }, { colour: '#000000' }, { name: 3 }]) {
    const answer = await client.control('PATCH', '/settings', bad);
    expect(answer.status).toBe(422);
    expectShape(api.error, answer.body);
  }
});

describe('settings limits', () => {
  const settingsNow = async () =>
    expectShape(api.settings, (await client.call('GET', '/settings')).body).data;
  const tooLong = (label: string, max: number) => `The ${label} may not be greater than ${max} characters.`;
  const notAddress = (label: string) => `The ${label} must be an http or https URL, or a path on this site.`;
  const controls = (label: string) => `The ${label} may not contain control characters.`;

  it.each([
    { field: 'name', patch: { name: 'N'.repeat(61) }, message: tooLong('name', 60) },
    { field: 'name', patch: { name: '   ' }, message: 'The name field is required.' },
    { field: 'name', patch: { name: 'North\u0000wind' }, message: controls('name') },
    { field: 'name', patch: { name: 'North\nwind' }, message: controls('name') },
    { field: 'status', patch: { status: 'x'.repeat(33) }, message: tooLong('status', 32) },
    {
      field: 'maintenanceMessage',
      patch: { maintenanceMessage: 'm'.repeat(501) },
      message: tooLong('maintenance message', 500),
    },
    {
      field: 'maintenanceMessage',
      patch: { maintenanceMessage: 'Back at noon\u0007' },
      message: controls('maintenance message'),
    },
    {
      field: 'contactEmail',
      patch: { contactEmail: 'support' },
      message: 'The contact email must be a valid email address.',
    },
    {
      field: 'contactEmail',
      patch: { contactEmail: `${'a'.repeat(250)}@example.com` },
      message: tooLong('contact email', 254),
    },
    {
      field: 'website_url',
      patch: { website_url: 'javascript:alert(1)' },
      message: notAddress('website url'),
    },
    {
      field: 'logo',
      patch: { logo: 'data:image/svg+xml,<svg onload=alert(1)>' },
      message: notAddress('logo'),
    },
    { field: 'favicon', patch: { favicon: '//evil.example/favicon.ico' }, message: notAddress('favicon') },
    {
      field: 'logo',
      patch: { logo: `https://cdn.example.com/${'l'.repeat(2030)}.svg` },
      message: tooLong('logo', 2048),
    },
  ])('refuses a bad $field: $message', async ({ field, patch, message }) => {
    const before = await settingsNow();
    const answer = await client.control('PATCH', '/settings', patch);
    expect(answer.status).toBe(422);
    expect(expectShape(api.error, answer.body).errors).toEqual({ [field]: [message] });
    expect(await settingsNow()).toEqual(before);
  });

  it('accepts values up to the limits, site paths and cleared fields', async () => {
    const patch = {
      // Counted in characters: 59 letters and one emoji (two UTF-16 units) are 60.
      name: `${'É'.repeat(59)}📈`,
      maintenanceMessage: 'm'.repeat(500),
      contactEmail: 'help@broker.example',
      website_url: 'http://broker.example/about?from=app',
      logo: '/icons/logo.svg',
      favicon: 'https://cdn.example.com/favicon.ico',
    };
    const answer = await client.control('PATCH', '/settings', patch);
    expect(answer.status).toBe(200);
    expect(await settingsNow()).toMatchObject(patch);
    const cleared = await client.control('PATCH', '/settings', {
      maintenanceMessage: null,
      contactEmail: null,
      website_url: null,
      logo: null,
      favicon: null,
    });
    expect(cleared.status).toBe(200);
  });
});

it('faults accept the path with or without the API base', async () => {
  await client.control('POST', '/faults', { path: '/api/v1/settings', status: 500 });
  expect((await client.call('GET', '/settings')).status).toBe(500);
  expect((await client.call('GET', '/settings')).status).toBe(200);
});

it('clears every armed fault at once', async () => {
  await client.control('POST', '/faults', { path: '/settings', status: 500, times: 1000 });
  expect((await client.call('GET', '/settings')).status).toBe(500);
  expect((await client.control('DELETE', '/faults')).status).toBe(200);
  expect((await client.call('GET', '/settings')).status).toBe(200);
});

it("puts an instrument's bid at a price, as a tick would, the ask its spread above", async () => {
  await client.openMarkets();
  const answer = await client.control('POST', '/prices', { symbol: 'EUR/USD', price: 1.234567 });
  expect(answer.status).toBe(200);
  // EUR/USD's spread is 8 points: the ask 1.23465, the mid 1.23461.
  expect(answer.body).toEqual({
    success: true,
    data: { symbol: 'EUR/USD', bid: 1.23457, ask: 1.23465, price: 1.23461 },
  });
  const id = backend.prices.assets.find((a) => a.symbol === 'EUR/USD')!.id;
  expect(backend.prices.price(id)).toBe(1.23457);
  for (const bad of [
    { symbol: 'NOPE', price: 1 },
    { symbol: 'EUR/USD', price: 0 },
    { symbol: 'EUR/USD' },
    { symbol: 'EUR/USD', price: 1, hold: 'yes' },
  ]) {
    expect((await client.control('POST', '/prices', bad)).status).toBe(422);
  }
});

it('holds a price still while its market trades, until it is set again without hold or a reset', async () => {
  // Bitcoin trades every day, so its walk would move it at every tick.
  const id = backend.prices.assets.find((a) => a.symbol === 'BTC/USD')!.id;
  await client.control('POST', '/prices', { symbol: 'BTC/USD', price: 64_000, hold: true });
  for (let i = 0; i < 5; i++) backend.prices.tick();
  expect(backend.prices.quote(id)).toEqual({ bid: 64_000, ask: 64_025, price: 64_012.5 });
  await client.control('POST', '/prices', { symbol: 'BTC/USD', price: 64_000 });
  for (let i = 0; i < 5; i++) backend.prices.tick();
  expect(backend.prices.price(id)).not.toBe(64_000);
  await client.control('POST', '/prices', { symbol: 'BTC/USD', price: 64_000, hold: true });
  await client.control('POST', '/reset');
  const reset = backend.prices.price(id);
  for (let i = 0; i < 5; i++) backend.prices.tick();
  expect(backend.prices.price(id)).not.toBe(reset);
});

it('faults validate their input', async () => {
  for (const bad of [
    { path: 'settings', status: 500 },
    { path: '/settings', status: 200 },
    { path: '/x', status: 500, times: 0 },
  ]) {
    expect((await client.control('POST', '/faults', bad)).status).toBe(422);
  }
});

it('chat writes as the admin through the normal path, with its event', async () => {
  const answer = await client.control('POST', '/chat', {
    customer_email: 'demo@example.com',
    message: 'Hello from support',
  });
  const message = expectShape(api.chatMessage, answer.body).data;
  expect(message).toMatchObject({ is_admin: true, customer_id: 1, message: 'Hello from support' });
  const [event] = recorder.named('message.sent');
  expect(event?.channel).toBe(channels.chat(1));
  expectShape(events['message.sent'], event?.data);
});

it('trade opens trades until eight are open, then closes the oldest into the balance', async () => {
  const token = await client.login('demo@example.com');
  const actions: string[] = [];
  for (let i = 0; i < 3; i++) {
    const answer = await client.control('POST', '/trade', { customer_email: 'demo@example.com' });
    actions.push((answer.body as { data: { action: string } }).data.action);
  }
  expect(actions).toEqual(['opened', 'opened', 'closed']);
  const tradeEvents = recorder.named('trade.updated');
  expect(tradeEvents.map((e) => e.channel)).toEqual(Array(3).fill(channels.trade(1)));
  const closed = expectShape(events['trade.updated'], tradeEvents[2]?.data).trade!;
  expect(closed.closed_at).not.toBeNull();

  const open = expectShape(api.trades, (await client.call('GET', '/open/trades', { token })).body);
  expect(open.meta.total).toBe(7);
  const user = expectShape(api.user, (await client.call('GET', '/user', { token })).body).data;
  expect(user.balance).toBeCloseTo(10000 + closed.pnl, 2);
  expect(recorder.named('user.updated').map((e) => e.channel)).toEqual([channels.user(1)]);
});

it('trade opens on the instrument a symbol names, and refuses an unknown one', async () => {
  const answer = await client.control('POST', '/trade', {
    customer_email: 'demo@example.com',
    symbol: 'BTC/USD',
  });
  const { trade } = (answer.body as { data: { trade: { asset_id: number } } }).data;
  const bitcoin = backend.prices.assets.find((asset) => asset.symbol === 'BTC/USD')!;
  expect(trade.asset_id).toBe(bitcoin.id);
  const unknown = await client.control('POST', '/trade', {
    customer_email: 'demo@example.com',
    symbol: 'XXX/YYY',
  });
  expect(unknown.status).toBe(422);
  expect(expectShape(api.error, unknown.body).errors).toHaveProperty('symbol');
});

it('users changes a status and tells the user', async () => {
  const answer = await client.control('PATCH', '/users', {
    email: 'demo@example.com',
    status: 'deactivated',
  });
  expect(expectShape(api.user, answer.body).data.status).toBe('deactivated');
  const [event] = recorder.named('user.updated');
  expect(event?.channel).toBe(channels.user(1));
  expect(expectShape(events['user.updated'], event?.data).user?.status).toBe('deactivated');
  expect(
    (await client.control('PATCH', '/users', { email: 'demo@example.com', status: 'banned' })).status,
  ).toBe(422);
});

it('notify creates an unread notification with its event', async () => {
  const answer = await client.control('POST', '/notify', {
    customer_email: 'demo@example.com',
    title: 'Margin call',
    message: 'Your margin level is below 100%.',
    color: 'danger',
  });
  expect(expectShape(api.notificationRead, answer.body).data).toMatchObject({ read: false, color: 'danger' });
  const [event] = recorder.named('notification.message');
  expect(event?.channel).toBe(channels.notification(1));
  expectShape(events['notification.message'], event?.data);
});

it('notify refuses a title or message of only spaces, and keeps them trimmed', async () => {
  const blank = await client.control('POST', '/notify', {
    customer_email: 'demo@example.com',
    title: ' \u00a0 ',
    message: '\u2003',
  });
  expect(blank.status).toBe(422);
  expect(Object.keys(expectShape(api.error, blank.body).errors ?? {}).sort()).toEqual(['message', 'title']);
  const padded = await client.control('POST', '/notify', {
    customer_email: 'demo@example.com',
    title: ' Margin call\u00a0',
    message: ' Below 100%. ',
  });
  expect(expectShape(api.notificationRead, padded.body).data).toMatchObject({
    title: 'Margin call',
    message: 'Below 100%.',
  });
});

it('revoke and the others name unknown users as a 422', async () => {
  for (const [method, path, body] of [
    ['POST', '/revoke', { email: 'ghost@example.com' }],
    ['POST', '/chat', { customer_email: 'ghost@example.com', message: 'hi' }],
    ['POST', '/trade', { customer_email: 'ghost@example.com' }],
  ] as const) {
    const answer = await client.control(method, path, body);
    expect(answer.status).toBe(422);
    expectShape(api.error, answer.body);
  }
});

it('realtime drop says so when the host runs no realtime servers', async () => {
  const answer = await client.control('POST', '/realtime/drop', { ms: 100 });
  expect(answer.status).toBe(501);
  expectShape(api.error, answer.body);
});

it('are not mounted when the host disables them', async () => {
  const locked = createBackend({ controls: false });
  const answer = await apiClient(locked.app.fetch).control('POST', '/reset');
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ message: 'Not found.' });
  locked.dispose();
});

it("reset restores the account pages' seed: profile, savings and auto-trader, and forgets their keys", async () => {
  const token = await client.login('demo@example.com');
  const key = { 'Idempotency-Key': 'k-1' };
  await client.call('PATCH', '/profile', { token, json: { phone: '+1 212 555 0100' } });
  await client.call('POST', '/savings/deposit', { token, json: { amount: '1.00' }, headers: key });
  await client.call('POST', '/auto-trader', {
    token,
    json: { strategy_id: 'steady-income', allocation: '500', accept_risk: true },
    headers: { 'Idempotency-Key': 'k-2' },
  });
  await client.control('POST', '/reset');
  const fresh = await client.login('demo@example.com');
  const read = async (path: string) => (await client.call('GET', path, { token: fresh })).body;
  expect(expectShape(accountAnswers.profile, await read('/profile')).data.phone).toBe('+442079460123');
  expect(expectShape(accountAnswers.savings, await read('/savings')).data.balance).toBe('2011.68');
  expect(expectShape(accountAnswers.autoTrader, await read('/auto-trader')).data.active).toBeNull();
  const again = await client.call('POST', '/savings/deposit', {
    token: fresh,
    json: { amount: '1.00' },
    headers: key,
  });
  expect(again.status).toBe(201);
});

describe('markets', () => {
  const marketsOf = async (token: string) =>
    new Map(
      expectShape(api.siteData, (await client.call('GET', '/data', { token })).body).data.assets.map(
        (asset) => [asset.symbol, asset.market],
      ),
    );
  const priceOf = (symbol: string) =>
    backend.prices.price(backend.prices.assets.find((asset) => asset.symbol === symbol)!.id);

  it('clock pins every market to a moment: forex shut on a Saturday, crypto trading, until unpinned', async () => {
    const token = await client.login('demo@example.com');
    const pinned = await client.control('POST', '/markets/clock', { at: '2026-11-28T12:00:00Z' });
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ success: true, data: { at: '2026-11-28T12:00:00.000Z' } });
    const markets = await marketsOf(token);
    expect(markets.get('EUR/USD')).toEqual({ state: 'closed', next_open: '2026-11-29T22:00:00.000Z' });
    expect(markets.get('BTC/USD')).toEqual({ state: 'open', next_open: null });

    // A closed market's price stands still; an open one's walks on.
    const [eur, btc] = [priceOf('EUR/USD'), priceOf('BTC/USD')];
    for (let i = 0; i < 20; i++) backend.prices.tick();
    expect(priceOf('EUR/USD')).toBe(eur);
    expect(priceOf('BTC/USD')).not.toBe(btc);

    // A weekday: forex trades again.
    await client.control('POST', '/markets/clock', { at: '2026-11-25T12:00:00+01:00' });
    expect((await marketsOf(token)).get('EUR/USD')).toEqual({ state: 'open', next_open: null });
    const unpinned = await client.control('POST', '/markets/clock', { at: null });
    expect(unpinned.body).toMatchObject({ data: { at: null } });
    expect(backend.markets.pinned()).toBeNull();
  });

  it('halt stops an instrument whatever its hours, resume lets it trade again, and a reset lifts both', async () => {
    const token = await client.login('demo@example.com');
    const halted = await client.control('POST', '/markets/halt', { symbol: 'BTC/USD' });
    expect(halted.status).toBe(200);
    expect(halted.body).toEqual({
      success: true,
      data: { symbol: 'BTC/USD', market: { state: 'halted', next_open: null } },
    });
    expect((await marketsOf(token)).get('BTC/USD')).toEqual({ state: 'halted', next_open: null });
    const btc = priceOf('BTC/USD');
    for (let i = 0; i < 20; i++) backend.prices.tick();
    expect(priceOf('BTC/USD')).toBe(btc);

    const resumed = await client.control('POST', '/markets/resume', { symbol: 'BTC/USD' });
    expect(resumed.body).toMatchObject({ data: { market: { state: 'open', next_open: null } } });
    for (let i = 0; i < 20; i++) backend.prices.tick();
    expect(priceOf('BTC/USD')).not.toBe(btc);

    await client.control('POST', '/markets/halt', { symbol: 'ETH/USD' });
    await client.control('POST', '/markets/clock', { at: '2026-11-28T12:00:00Z' });
    await client.control('POST', '/reset');
    const fresh = await client.login('demo@example.com');
    expect((await marketsOf(fresh)).get('ETH/USD')).toEqual({ state: 'open', next_open: null });
    expect(backend.markets.pinned()).toBeNull();
  });

  it('refuse an unknown instrument, a moment that is not one, and fields they do not take', async () => {
    for (const [path, body, field] of [
      ['/markets/halt', { symbol: 'ABC/XYZ' }, 'symbol'],
      ['/markets/resume', {}, 'symbol'],
      ['/markets/halt', { symbol: 'EUR/USD', until: 'Monday' }, 'body'],
      ['/markets/clock', { at: 'Saturday' }, 'at'],
      ['/markets/clock', { at: '2026-11-28' }, 'at'],
      ['/markets/clock', { at: '2026-02-30T12:00:00Z' }, 'at'],
      ['/markets/clock', {}, 'at'],
    ] as const) {
      const answer = await client.control('POST', path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(expectShape(api.error, answer.body).errors).toHaveProperty(field);
    }
  });
});
