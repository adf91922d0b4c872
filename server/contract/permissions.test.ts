/**
 * The permission matrix: customer A (demo, id 1) against customer B (maria, id 5), customers on
 * admin routes, admins on channels, and tokens that were revoked.
 */
import { api } from '@/lib/contract';
import { apiClient, expectShape, fileOf, formWith, type ApiClient } from '../testing/api-client';
import { createBackend, type Backend } from '.';

const A = { email: 'demo@example.com', id: 1 };
const B = { email: 'maria@example.com', id: 5 };

let backend: Backend;
let client: ApiClient;
let tokenA: string;
let tokenB: string;
let admin: string;

beforeAll(async () => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
  [tokenA, tokenB, admin] = await Promise.all([
    client.login(A.email),
    client.login(B.email),
    client.login('admin@example.com'),
  ]);
});
afterAll(() => backend.dispose());

describe("customer A and customer B's data", () => {
  it.each([
    ['GET', `/chat/messages?customer_id=${B.id}`, undefined],
    ['POST', '/chat/messages', { message: 'hi', customer_id: B.id }],
    ['POST', '/chat/read', { customer_id: B.id }],
  ])('%s %s is forbidden', async (method, path, json) => {
    const answer = await client.call(method, path, { token: tokenA, json });
    expect(answer.status).toBe(403);
    expectShape(api.error, answer.body);
  });

  it("never lists B's trades or messages to A", async () => {
    const ids = async (token: string, path: string) =>
      expectShape(api.trades, (await client.call('GET', path, { token })).body).data.map((trade) => trade.id);
    const tradesOfB = [...(await ids(tokenB, '/open/trades')), ...(await ids(tokenB, '/closed/trades'))];
    expect(tradesOfB.length).toBeGreaterThan(0);
    const tradesOfA = [
      ...(await ids(tokenA, '/open/trades')),
      ...(await ids(tokenA, '/closed/trades?page=1')),
    ];
    expect(tradesOfA).not.toEqual(expect.arrayContaining([tradesOfB[0]]));

    const messages = expectShape(
      api.chatMessages,
      (await client.call('GET', '/chat/messages', { token: tokenA })).body,
    );
    expect(messages.data.every((message) => message.customer_id === A.id)).toBe(true);
  });

  it("cannot mark B's notification read (it does not exist for A)", async () => {
    const created = await client.control('POST', '/notify', {
      customer_email: B.email,
      title: 'For B',
      message: 'Only B may read this.',
    });
    const id = (created.body as { data: { id: string } }).data.id;
    const answer = await client.call('POST', `/notifications/${id}/read`, { token: tokenA });
    expect(answer.status).toBe(404);
    expectShape(api.error, answer.body);
    const own = await client.call('POST', `/notifications/${id}/read`, { token: tokenB });
    expect(own.status).toBe(200);
  });

  it('cannot attach a file B uploaded', async () => {
    const upload = await client.call('POST', '/chat/upload', {
      token: tokenB,
      form: formWith({ file: fileOf('b.png', 'image/png') }),
    });
    const { url } = expectShape(api.chatUpload, upload.body).data;
    const answer = await client.call('POST', '/chat/messages', {
      token: tokenA,
      json: { message: 'mine now', attachments: [url] },
    });
    expect(answer.status).toBe(422);
    expect(expectShape(api.error, answer.body).errors).toHaveProperty(['attachments.0']);
  });
});

describe('channel authorisation', () => {
  const authorise = (token: string, channel: string) =>
    client.call('POST', '/broadcasting/auth', { token, json: { socket_id: '1.2', channel_name: channel } });
  const own = (id: number) => [
    `private-notification.${id}`,
    `private-user.${id}`,
    `private-trade.${id}`,
    `private-chat.customer.${id}`,
  ];

  it.each(own(A.id))('lets A join %s', async (channel) => {
    expect((await authorise(tokenA, channel)).status).toBe(200);
  });

  it.each([...own(B.id), 'private-chat.customer.1x', 'private-secret', 'presence-lobby'])(
    'refuses A on %s',
    async (channel) => {
      const answer = await authorise(tokenA, channel);
      expect(answer.status).toBe(403);
      expectShape(api.error, answer.body);
    },
  );

  it("lets admins join any customer's chat channel, and nothing else of theirs", async () => {
    expect((await authorise(admin, `private-chat.customer.${B.id}`)).status).toBe(200);
    expect((await authorise(admin, `private-user.${B.id}`)).status).toBe(403);
    expect((await authorise(admin, `private-trade.${B.id}`)).status).toBe(403);
  });
});

describe('admin routes and admin-only rules', () => {
  it('refuses customers on /admin/users', async () => {
    const answer = await client.call('GET', '/admin/users', { token: tokenA });
    expect(answer.status).toBe(403);
    expect(expectShape(api.error, answer.body).message).toBe('This action is unauthorized.');
  });

  it('makes admins name the customer whose chat they read', async () => {
    const answer = await client.call('GET', '/chat/messages', { token: admin });
    expect(answer.status).toBe(422);
    expect(expectShape(api.error, answer.body).errors).toHaveProperty('customer_id');
    const notCustomer = await client.call('GET', '/chat/messages?customer_id=4', { token: admin });
    expect(notCustomer.status).toBe(422);
  });
});

describe('revoked tokens', () => {
  it('fail after /__demo/revoke, and a new login works', async () => {
    const token = await client.login('kenji@example.com');
    expect((await client.call('GET', '/user', { token })).status).toBe(200);
    const revoke = await client.control('POST', '/revoke', { email: 'kenji@example.com' });
    expect(revoke.body).toMatchObject({ success: true, data: { revoked: 1 } });
    const after = await client.call('GET', '/user', { token });
    expect(after.status).toBe(401);
    expect(expectShape(api.error, after.body).message).toBe('Unauthenticated.');
    const fresh = await client.login('kenji@example.com');
    expect((await client.call('GET', '/user', { token: fresh })).status).toBe(200);
  });

  it('fail for made-up and malformed bearer headers', async () => {
    for (const header of ['Bearer not-a-token', 'Basic abc', 'Bearer', '']) {
      const answer = await client.call('GET', '/user', { headers: header ? { Authorization: header } : {} });
      expect(answer.status).toBe(401);
    }
  });
});
