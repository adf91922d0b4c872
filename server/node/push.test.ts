/**
 * Web Push from the Node host to a push service on loopback: what arrives is decrypted with the
 * device's keys and its VAPID token checked, as the device's browser and the push service would.
 */
import { IDEMPOTENCY_HEADER, pendingOrderAnswers, pushAnswers, pushPayloadSchema } from '@contract/schemas';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import {
  createDeviceKeys,
  decryptPush,
  startFakePushService,
  verifyVapid,
  type DeviceKeys,
  type FakePushService,
} from '../testing/fake-push-service';
import { startServer, type RunningServer } from './start-server';
import { loadVapidKeys } from './web-push';

const DEMO = 'demo@example.com';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let service: FakePushService;
let server: RunningServer;
let client: ApiClient;
/** How far the server's clock is ahead of the machine's: an order's expiry comes without waiting for it. */
let ahead = 0;

beforeAll(async () => {
  service = await startFakePushService();
  server = await startServer({
    port: 0,
    staticDir: null,
    push: { extraOrigins: [service.origin] },
    backend: { now: () => Date.now() + ahead },
  });
  client = apiClient((request) => fetch(request), server.url);
});
afterEach(async () => {
  ahead = 0;
  service.reset();
  await client.control('POST', '/reset');
});
afterAll(async () => {
  await server.close();
  await service.close();
});

async function subscribeDevice(token: string, device: string, body: Record<string, unknown> = {}) {
  const keys = createDeviceKeys();
  const answer = await client.call('POST', '/push/subscriptions', {
    token,
    json: { endpoint: service.endpoint(device), keys: { p256dh: keys.p256dh, auth: keys.auth }, ...body },
    headers: { 'User-Agent': CHROME_ANDROID },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { keys, device: expectShape(pushAnswers.device, answer.body).data };
}

const devices = async (token: string) =>
  expectShape(pushAnswers.devices, (await client.call('GET', '/push/subscriptions', { token })).body).data;

const publicKey = async (token: string) =>
  expectShape(pushAnswers.key, (await client.call('GET', '/push/key', { token })).body).data.public_key;

const read = (push: Awaited<ReturnType<FakePushService['next']>>, keys: DeviceKeys) =>
  expectShape(pushPayloadSchema, decryptPush(push, keys));

test('a broker notification reaches the device encrypted for it, signed with the server’s VAPID key', async () => {
  const token = await client.login(DEMO);
  const key = await publicKey(token);
  expect(Buffer.from(key, 'base64url')).toHaveLength(65);
  const { keys, device } = await subscribeDevice(token, 'phone');
  expect(device).toMatchObject({ device_name: 'Chrome on Android', current: true });
  expect(device.kinds).toEqual(['support', 'broker', 'price_alert', 'margin', 'security']);

  await client.control('POST', '/notify', {
    customer_email: DEMO,
    title: 'Deposit declined',
    message: 'Your card deposit of $100.00 was declined. Reason: The payment did not arrive.',
    color: 'danger',
  });
  const push = await service.next('phone');
  expect(push.headers.ttl).toBe('86400');
  expect(push.headers.topic).toBe('broker');
  // The push service sees ciphertext only.
  expect(push.body.toString('latin1')).not.toContain('Deposit');
  expect(read(push, keys)).toEqual({
    title: 'Deposit declined',
    body: 'Your card deposit of $100.00 was declined. Reason: The payment did not arrive.',
    kind: 'broker',
    url: '/main/dashboard',
    // The seeded conversation's unread messages, as GET /user counts them.
    badge: ((await client.call('GET', '/user', { token })).body as { data: { unread_count: number } }).data
      .unread_count,
  });
  const claims = verifyVapid(push, key);
  expect(claims.aud).toBe(service.origin);
  expect(claims.sub).toBe('mailto:support@example.com');
  const now = Date.now() / 1000;
  expect(claims.exp).toBeGreaterThan(now);
  expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
  // Another device's keys cannot read it.
  expect(() => decryptPush(push, createDeviceKeys())).toThrow();
});

test('support’s message is pushed with the unread count, short, and opens the conversation', async () => {
  const token = await client.login(DEMO);
  const { keys } = await subscribeDevice(token, 'phone');
  const before = ((await client.call('GET', '/user', { token })).body as { data: { unread_count: number } })
    .data.unread_count;
  await client.control('POST', '/chat', { customer_email: DEMO, message: `Hello ${'there '.repeat(60)}` });
  const payload = read(await service.next('phone'), keys);
  expect(payload).toMatchObject({ title: 'Message from support', kind: 'support', url: '/main/chat' });
  expect(payload.badge).toBe(before + 1);
  expect(payload.body.length).toBeLessThanOrEqual(140);
  expect(payload.body).toMatch(/^Hello there there .*…$/);
});

test('a device gets only the kinds it chose; a margin call is urgent and opens the trades', async () => {
  const token = await client.login(DEMO);
  const { keys, device } = await subscribeDevice(token, 'phone', { kinds: ['security'] });
  const notify = (kind: string) =>
    client.control('POST', '/notify', { customer_email: DEMO, title: `A ${kind}`, message: 'Text.', kind });
  await notify('broker');
  await notify('security');
  expect(read(await service.next('phone'), keys)).toMatchObject({ title: 'A security', kind: 'security' });

  const changed = await client.call('PATCH', `/push/subscriptions/${device.id}`, {
    token,
    json: { kinds: ['margin'] },
  });
  expect(changed.status).toBe(200);
  expect(expectShape(pushAnswers.device, changed.body).data.kinds).toEqual(['margin']);
  await notify('security');
  await notify('margin');
  const push = await service.next('phone');
  expect(push.headers.urgency).toBe('high');
  expect(read(push, keys)).toMatchObject({ title: 'A margin', kind: 'margin' });
  // Nothing else was sent: four notices, two of the kinds it wanted.
  expect(service.received.filter((p) => p.path === '/push/phone')).toHaveLength(2);

  const repeated = await client.call('PATCH', `/push/subscriptions/${device.id}`, {
    token,
    json: { kinds: ['margin', 'margin'] },
  });
  expect(repeated.status).toBe(422);
});

test('a margin call from the risk engine is pushed as one', async () => {
  const demo = await client.login(DEMO);
  const { keys } = await subscribeDevice(demo, 'phone', { kinds: ['margin'] });
  const open = (await client.call('GET', '/open/trades', { token: demo })).body as {
    data: { asset_id: number; trade_type: string; opening_price: number }[];
  };
  const trade = open.data[0]!;
  // Far enough against the position for any margin level to fall through the call and the stop-out.
  const against = trade.trade_type === 'buy' ? trade.opening_price * 0.2 : trade.opening_price * 5;
  const symbol = server.backend.prices.asset(trade.asset_id).symbol;
  await client.control('POST', '/prices', { symbol, price: against, hold: true });
  const payload = read(await service.next('phone', 10_000), keys);
  expect(payload.kind).toBe('margin');
  expect(payload.title).toMatch(/^(Margin call|Stop-out)/);
  // A margin call is about the account; a stop-out opens the position it closed.
  expect(payload.url).toMatch(
    payload.title.startsWith('Margin call') ? /^\/trading$/ : /^\/main\/dashboard\?position=\d+$/,
  );
});

test('a price alert going off is pushed as one, opening the alerts', async () => {
  const demo = await client.login(DEMO);
  const { keys } = await subscribeDevice(demo, 'alert-phone', { kinds: ['price_alert'] });
  const eurUsd = server.backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!;
  const bid = server.backend.prices.quote(eurUsd.id).bid;
  const set = await client.call('POST', '/price-alerts', {
    token: demo,
    json: { asset_id: eurUsd.id, side: 'bid', direction: 'above', price: Number((bid + 0.01).toFixed(5)) },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(201);
  await client.control('POST', '/prices', { symbol: 'EUR/USD', price: bid + 0.02, hold: true });
  const payload = read(await service.next('alert-phone', 10_000), keys);
  expect(payload.kind).toBe('price_alert');
  expect(payload.url).toBe('/main/alerts');
  expect(payload.title).toMatch(/^Price alert EUR\/USD /);
});

test('a subscription the push service says is gone (410) is removed', async () => {
  const token = await client.login(DEMO);
  await subscribeDevice(token, 'old-phone');
  service.answer(410);
  await client.control('POST', '/notify', { customer_email: DEMO, title: 'Hi', message: 'Text.' });
  await service.next('old-phone');
  await expect.poll(() => devices(token)).toEqual([]);
});

test('a subscription the push service does not know (404) is removed', async () => {
  const token = await client.login(DEMO);
  await subscribeDevice(token, 'unknown-phone');
  service.answer(404);
  await client.control('POST', '/notify', { customer_email: DEMO, title: 'Hi', message: 'Text.' });
  await service.next('unknown-phone');
  await expect.poll(() => devices(token)).toEqual([]);
});

/** A buy limit on BTC/USD far below its price, on the demo customer's live account. */
async function buyLimit(token: string, price: number, extra: Record<string, unknown> = {}) {
  const btc = server.backend.prices.assets.find((asset) => asset.symbol === 'BTC/USD')!;
  const answer = await client.call('POST', '/pending-orders', {
    token,
    json: {
      account_id: 'NW-100001',
      asset_id: btc.id,
      type: 'buy_limit',
      price,
      volume: 0.01,
      leverage: 1,
      ...extra,
    },
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return expectShape(pendingOrderAnswers.order, answer.body).data;
}

test('a pending order filled by the market reaches the device, opening the position', async () => {
  const token = await client.login(DEMO);
  const { keys } = await subscribeDevice(token, 'fill-phone', { kinds: ['broker'] });
  await client.openMarkets();
  await client.control('POST', '/prices', { symbol: 'BTC/USD', price: 64_000, hold: true });
  const order = await buyLimit(token, 60_000);
  await client.control('POST', '/prices', { symbol: 'BTC/USD', price: 59_000, hold: true });
  const payload = read(await service.next('fill-phone', 10_000), keys);
  const tradeId = server.backend.store.state.pendingOrders.find((o) => o.id === order.id)!.trade_id;
  expect(payload).toMatchObject({
    title: expect.stringMatching(/^Buy limit filled BTC\/USD /) as unknown,
    kind: 'broker',
    url: `/trading?position=${tradeId}`,
  });
});

test('a pending order’s expiry reaches the device, opening the orders', async () => {
  const token = await client.login(DEMO);
  const { keys } = await subscribeDevice(token, 'expiry-phone', { kinds: ['broker'] });
  await client.openMarkets();
  await client.control('POST', '/prices', { symbol: 'BTC/USD', price: 64_000, hold: true });
  await buyLimit(token, 30_000, { expires_at: new Date(Date.now() + 60_000).toISOString() });
  ahead = 2 * 60_000;
  // The next tick finds it past its expiry.
  await client.control('POST', '/prices', { symbol: 'BTC/USD', price: 64_100, hold: true });
  expect(read(await service.next('expiry-phone', 10_000), keys)).toMatchObject({
    title: 'Buy limit expired BTC/USD',
    kind: 'broker',
    url: '/trading?show=orders',
  });
});

test('the back office’s decisions on a deposit and a withdrawal reach the device', async () => {
  const token = await client.login(DEMO);
  const { keys } = await subscribeDevice(token, 'money-phone', { kinds: ['broker'] });
  const post = async (path: string, json: unknown) => {
    const answer = await client.call('POST', path, {
      token,
      json,
      headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { data: { id: number } }).data;
  };
  const deposit = await post('/deposits/card', {
    amount: '100.00',
    card_number: '4242 4242 4242 4242',
    expiry_month: 12,
    expiry_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    holder: 'Alex Morgan',
  });
  await client.control('POST', `/deposits/${deposit.id}/approve`);
  expect(read(await service.next('money-phone', 10_000), keys)).toMatchObject({
    title: expect.stringMatching(/deposit/i) as unknown,
    body: expect.stringContaining('$100.00') as unknown,
    kind: 'broker',
  });

  const withdrawal = await post('/withdrawals', {
    amount: '10',
    destination: { type: 'bank', iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Alex Morgan' },
  });
  await client.control('POST', `/withdrawals/${withdrawal.id}/reject`, { reason: 'The IBAN was closed.' });
  expect(read(await service.next('money-phone', 10_000), keys)).toMatchObject({
    title: expect.stringMatching(/withdrawal/i) as unknown,
    body: expect.stringContaining('The IBAN was closed.') as unknown,
    kind: 'broker',
  });
});

test('one subscription per device: the same endpoint replaces it, whoever had it', async () => {
  const token = await client.login(DEMO);
  const first = await subscribeDevice(token, 'phone');
  const second = await subscribeDevice(token, 'phone', { device_name: 'My phone' });
  expect(await devices(token)).toEqual([{ ...second.device }]);
  expect(second.device.id).not.toBe(first.device.id);

  // Someone else signs in on the same browser: the demo customer's notices stop going there.
  const other = await client.login('busy@example.com');
  await subscribeDevice(other, 'phone');
  expect(await devices(token)).toEqual([]);
  await client.control('POST', '/notify', { customer_email: DEMO, title: 'Private', message: 'Text.' });
  await client.control('POST', '/notify', {
    customer_email: 'busy@example.com',
    title: 'Busy',
    message: 'x',
  });
  const push = await service.next('phone');
  expect(push.body.length).toBeGreaterThan(0);
  expect(service.received.filter((p) => p.path === '/push/phone')).toHaveLength(1);
});

test('signing out removes that device’s subscription; signing out everywhere removes them all', async () => {
  const phoneToken = await client.login(DEMO);
  const laptopToken = await client.login(DEMO);
  const tabletToken = await client.login(DEMO);
  await subscribeDevice(phoneToken, 'phone');
  await subscribeDevice(laptopToken, 'laptop');
  await subscribeDevice(tabletToken, 'tablet');
  const listed = await devices(laptopToken);
  expect(listed.map((d) => d.current)).toEqual([true, false, false]);

  await client.call('POST', '/auth/logout', { token: phoneToken });
  expect(await devices(laptopToken)).toHaveLength(2);
  await client.call('POST', '/auth/logout-all', { token: laptopToken });
  const fresh = await client.login(DEMO);
  expect(await devices(fresh)).toEqual([]);
});

test('a device is removed by its owner only; another customer’s is not found', async () => {
  const token = await client.login(DEMO);
  const { device } = await subscribeDevice(token, 'phone');
  const other = await client.login('busy@example.com');
  expect(await devices(other)).toEqual([]);
  for (const [method, json] of [
    ['PATCH', { kinds: [] }],
    ['DELETE', undefined],
  ] as const) {
    const answer = await client.call(method, `/push/subscriptions/${device.id}`, { token: other, json });
    expect(answer.status).toBe(404);
  }
  expect(await devices(token)).toHaveLength(1);
  expect((await client.call('DELETE', `/push/subscriptions/${device.id}`, { token })).status).toBe(200);
  expect(await devices(token)).toEqual([]);
});

test('only a push service’s endpoint is accepted, with the keys a browser gives', async () => {
  const token = await client.login(DEMO);
  const keys = createDeviceKeys();
  const subscribe = (endpoint: string, extra: Record<string, unknown> = {}) =>
    client.call('POST', '/push/subscriptions', {
      token,
      json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, ...extra },
    });
  for (const endpoint of [
    'http://169.254.169.254/latest',
    'https://127.0.0.1:9/x',
    'https://example.com/push',
  ]) {
    const answer = await subscribe(endpoint);
    expect(answer.status, endpoint).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('endpoint');
  }
  expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(201);
  expect((await subscribe(service.endpoint('x'), { kinds: ['everything'] })).status).toBe(422);
  const admin = await client.login('admin@example.com');
  expect((await client.call('GET', '/push/key', { token: admin })).status).toBe(403);
  expect((await client.call('GET', '/push/subscriptions')).status).toBe(401);
});

test('the VAPID key pair is made at the first start and kept in the data folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'broker-data-'));
  try {
    const file = join(dir, 'nested', 'vapid.json');
    const first = await loadVapidKeys(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadVapidKeys(file)).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    // Servers starting at once on a new data folder all end with the one pair kept.
    const together = join(dir, 'together', 'vapid.json');
    const pairs = await Promise.all([1, 2, 3, 4].map(() => loadVapidKeys(together)));
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    expect(JSON.parse(await readFile(together, 'utf8'))).toEqual(pairs[0]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
