/** The /__demo test controls: each changes state through the normal path and emits what the API would. */
import { api, events, settingsSchema } from '@/lib/contract';
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

it('faults accept the path with or without the API base', async () => {
  await client.control('POST', '/faults', { path: '/api/v1/settings', status: 500 });
  expect((await client.call('GET', '/settings')).status).toBe(500);
  expect((await client.call('GET', '/settings')).status).toBe(200);
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
