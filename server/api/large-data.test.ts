/**
 * The large data sets: busy@example.com's 10,000-message conversation, seeded in every tenant, and
 * the bulk customers behind `bulkCustomers`. Calls go straight to the Hono app, as every host does.
 */
import { api, type ChatMessage, type ChatUser } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import {
  BUSY_MESSAGES,
  BUSY_UNREAD,
  bulkCustomerEmail,
  createBackend,
  MAX_BULK_CUSTOMERS,
  type Backend,
  type BackendOptions,
} from '.';

const PER_PAGE = 30;
const NOW = Date.parse('2026-03-02T10:00:00Z');
/** demo, pending, disabled, maria, kenji and busy. */
const SEEDED_CUSTOMERS = 6;

let backend: Backend;
let client: ApiClient;
const started: Backend[] = [];

function start(options: BackendOptions = {}) {
  backend = createBackend(options);
  started.push(backend);
  client = apiClient(backend.app.fetch);
}
afterEach(() => {
  for (const each of started.splice(0)) each.dispose();
});

const page = async (token: string, query = '') =>
  expectShape(api.chatMessages, (await client.call('GET', `/chat/messages${query}`, { token })).body);

const unreadCount = async (token: string) =>
  expectShape(api.unreadCount, (await client.call('GET', '/chat/unread-count', { token })).body).data
    .unread_count;

const adminUsers = async (token: string) =>
  expectShape(api.adminUsers, (await client.call('GET', '/admin/users', { token })).body).data;

const ascending = (values: readonly (string | number)[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! < value);

/** Latest conversation first, then those who never wrote; ties by id. */
function inAdminOrder(users: readonly ChatUser[]): boolean {
  return users.every((user, index) => {
    const before = users[index - 1];
    if (!before) return true;
    const [a, b] = [before.last_message_at ?? '', user.last_message_at ?? ''];
    return a > b || (a === b && before.id < user.id);
  });
}

describe('busy@example.com', () => {
  let busy: string;
  let busyId: number;

  beforeEach(async () => {
    start();
    busy = await client.login('busy@example.com');
    busyId = backend.store.userByEmail('busy@example.com')!.id;
  });

  it('is an active customer of the normal demo', async () => {
    const user = expectShape(api.user, (await client.call('GET', '/user', { token: busy })).body).data;
    expect(user).toMatchObject({ first_name: 'Bea', last_name: 'Busy', status: 'active', role: 'customer' });
  });

  it('opens on the newest 30 of 10,000 messages, ascending, with a next page', async () => {
    const first = await page(busy);
    expect(first.data).toHaveLength(PER_PAGE);
    expect(ascending(first.data.map((m) => m.created_at))).toBe(true);
    const newest = backend.store.conversation(busyId).slice(-PER_PAGE);
    expect(first.data.map((m) => m.id)).toEqual(newest.map((m) => m.id));
    expect(new URL(first.next_page_url!).searchParams.get('page')).toBe('2');
    expect(first.data.every((m) => m.customer_id === busyId)).toBe(true);
    expect(new Set(first.data.map((m) => m.is_admin))).toEqual(new Set([true, false]));
  });

  it('pages back through every message, 30 a page, the last page without a next one', async () => {
    const pages: ChatMessage[][] = [];
    let next: string | null = '/chat/messages?page=1';
    while (next !== null) {
      const answer = await page(busy, `?page=${new URL(next, client.origin).searchParams.get('page')}`);
      pages.push(answer.data);
      next = answer.next_page_url;
    }
    expect(pages).toHaveLength(Math.ceil(BUSY_MESSAGES / PER_PAGE));
    expect(pages.slice(0, -1).every((messages) => messages.length === PER_PAGE)).toBe(true);
    expect(pages.at(-1)).toHaveLength(BUSY_MESSAGES - (pages.length - 1) * PER_PAGE);

    const all = pages.reverse().flat();
    expect(all).toHaveLength(BUSY_MESSAGES);
    expect(ascending(all.map((m) => m.id))).toBe(true);
    expect(ascending(all.map((m) => m.created_at))).toBe(true);
    // Spread over weeks up to the last hour.
    const age = (m: ChatMessage) => Date.now() - Date.parse(m.created_at);
    expect(age(all[0]!)).toBeGreaterThan(21 * 24 * 3600_000);
    expect(age(all.at(-1)!)).toBeLessThan(3600_000);
  });

  it('answers only the newer messages with after=', async () => {
    const { data } = await page(busy);
    const after = (m: ChatMessage) => `?after=${encodeURIComponent(m.created_at)}`;
    const newer = await page(busy, after(data.at(-5)!));
    expect(newer.data.map((m) => m.id)).toEqual(data.slice(-4).map((m) => m.id));
    expect(newer.next_page_url).toBeNull();
    expect((await page(busy, after(data.at(-1)!))).data).toEqual([]);
  });

  it('has read everything but the last few, which are the admin side', async () => {
    const conversation = backend.store.conversation(busyId);
    const unread = conversation.filter((m) => m.read_at === null);
    expect(unread).toEqual(conversation.slice(-BUSY_UNREAD));
    expect(unread.every((m) => m.is_admin)).toBe(true);
    expect(await unreadCount(busy)).toBe(BUSY_UNREAD);
    // The admins still have only Maria's message to read, and the demo customer's chat opens the list.
    const admin = await client.login('admin@example.com');
    expect(await unreadCount(admin)).toBe(1);
    expect((await adminUsers(admin))[0]?.email).toBe('demo@example.com');
  });

  it('alternates sides in runs, sometimes several messages long', () => {
    const runs: number[] = [];
    let run = 0;
    backend.store.conversation(busyId).forEach((message, index, all) => {
      run = index > 0 && all[index - 1]!.is_admin === message.is_admin ? run + 1 : 1;
      if (all[index + 1]?.is_admin !== message.is_admin) runs.push(run);
    });
    expect(runs.filter((length) => length === 1).length).toBeGreaterThan(runs.length / 3);
    expect(runs.filter((length) => length >= 3).length).toBeGreaterThan(100);
  });

  it('answers a resend with the first message once, however long the conversation', async () => {
    const recorder = recordEvents(backend.bus);
    const send = (json: Record<string, unknown>) =>
      client.call('POST', '/chat/messages', { token: busy, json });
    const first = await send({ message: 'Are you there?', client_id: 'busy-1' });
    expect(first.status).toBe(201);
    await send({ message: 'Hello?', client_id: 'busy-2' });
    const again = await send({ message: 'Are you there?', client_id: 'busy-1' });
    expect(again.status).toBe(200);
    expect(expectShape(api.chatMessage, again.body).data).toEqual(
      expectShape(api.chatMessage, first.body).data,
    );
    // Two messages, each on the customer's channel and the admins': none for the resend.
    expect(recorder.named('message.sent')).toHaveLength(4);
    expect(backend.store.conversation(busyId)).toHaveLength(BUSY_MESSAGES + 2);
    expect((await page(busy)).data.slice(-2).map((m) => m.message)).toEqual(['Are you there?', 'Hello?']);
  });
});

describe('busy@example.com across seeds', () => {
  const conversationOf = (options: BackendOptions) => {
    start({ now: () => NOW, ...options });
    const id = backend.store.userByEmail('busy@example.com')!.id;
    const messages = backend.store
      .conversation(id)
      .map(({ message, is_admin, created_at, read_at }) => ({ message, is_admin, created_at, read_at }));
    return messages;
  };

  it('is the same for a seed, with or without bulk customers, and differs for another seed', () => {
    const base = conversationOf({ seed: 7 });
    expect(conversationOf({ seed: 7 })).toEqual(base);
    expect(conversationOf({ seed: 7, bulkCustomers: 25 })).toEqual(base);
    const other = conversationOf({ seed: 8 });
    expect(other.map((m) => m.message)).not.toEqual(base.map((m) => m.message));
  });
});

describe('bulkCustomers', () => {
  it('is off in the normal demo', async () => {
    start();
    const users = await adminUsers(await client.login('admin@example.com'));
    expect(users).toHaveLength(SEEDED_CUSTOMERS);
    expect(users.map((user) => user.email)).not.toContain(bulkCustomerEmail(1));
  });

  it('lists 10,000 more customers to admins, in the list order, online and not, some waiting for an answer', async () => {
    start({ bulkCustomers: 10_000 });
    const admin = await client.login('admin@example.com');
    const users = await adminUsers(admin);
    expect(users).toHaveLength(SEEDED_CUSTOMERS + 10_000);
    const emails = new Set(users.map((user) => user.email));
    expect(emails.has('customer00001@example.com')).toBe(true);
    expect(emails.has('customer10000@example.com')).toBe(true);
    expect(inAdminOrder(users)).toBe(true);

    const bulk = users.filter((user) => user.email.startsWith('customer'));
    const share = (test: (user: ChatUser) => boolean) => bulk.filter(test).length / bulk.length;
    expect(share((user) => user.is_online)).toBeGreaterThan(0.2);
    expect(share((user) => !user.is_online)).toBeGreaterThan(0.5);
    expect(share((user) => user.unread_count > 0)).toBeGreaterThan(0.1);
    expect(share((user) => (user.last_message_at ?? null) === null)).toBeGreaterThan(0.3);
    const unread = users.reduce((sum, user) => sum + user.unread_count, 0);
    expect(await unreadCount(admin)).toBe(unread);
  });

  it('are customers who sign in with the demo password, and a reset seeds them again', async () => {
    start({ bulkCustomers: 30 });
    const token = await client.login(bulkCustomerEmail(30));
    const user = expectShape(api.user, (await client.call('GET', '/user', { token })).body).data;
    expect(user).toMatchObject({ email: 'customer00030@example.com', role: 'customer' });
    const names = backend.store.users().map((u) => `${u.first_name} ${u.last_name}`);
    await backend.reset();
    expect(backend.store.users().map((u) => `${u.first_name} ${u.last_name}`)).toEqual(names);
    const admin = await client.login('admin@example.com');
    expect(await adminUsers(admin)).toHaveLength(SEEDED_CUSTOMERS + 30);
  });

  it.each([-1, 1.5, Number.NaN, MAX_BULK_CUSTOMERS + 1])('refuses %s', (count) => {
    expect(() => createBackend({ bulkCustomers: count })).toThrow(RangeError);
  });
});

describe('the desk’s message search', () => {
  it('finds messages by their text in any case, newest first, at most 20, with the customer; refuses a short query', async () => {
    start({ now: () => NOW });
    const admin = await client.login('admin@example.com');
    const search = (q: string) =>
      client.call('GET', `/admin/chat/search?q=${encodeURIComponent(q)}`, { token: admin });
    const answer = expectShape(api.messageSearch, (await search('WITHDRAWALS')).body).data;
    expect(answer.length).toBeGreaterThan(0);
    for (const { message, customer } of answer) {
      expect(message.message.toLowerCase()).toContain('withdrawals');
      expect(message.customer_id).toBe(customer.id);
    }
    expect(ascending(answer.map((entry) => entry.message.created_at).reverse())).toBe(true);
    // Thousands of messages hold "the": the newest 20.
    expect(expectShape(api.messageSearch, (await search('the')).body).data).toHaveLength(20);
    expect(expectShape(api.messageSearch, (await search('no message says this')).body).data).toEqual([]);
    expect((await search('a')).status).toBe(422);
    const demo = await client.login('demo@example.com');
    expect((await client.call('GET', '/admin/chat/search?q=withdrawals', { token: demo })).status).toBe(403);
  });

  it('answers within 200 ms (p95) over a million messages', async () => {
    start({ now: () => NOW });
    const { store } = backend;
    const customers = store.users().filter((user) => user.role === 'customer');
    const words = ['deposit', 'withdrawal', 'margin', 'verification', 'spread', 'leverage', 'card', 'wire'];
    const first = store.state.messages.length;
    for (let i = first; i < 1_000_000; i++) {
      const customer = customers[i % customers.length]!;
      store.addMessage({
        id: 10_000_000 + i,
        customer_id: customer.id,
        sender_id: customer.id,
        is_admin: false,
        message: `Question ${i} about my ${words[i % words.length]} and ${words[(i * 7) % words.length]}`,
        attachments: [],
        created_at: NOW + i,
        read_at: null,
        client_id: null,
      });
    }
    const admin = await client.login('admin@example.com');
    // Common words fill 20 at once; rare ones (a single message) read the whole history.
    const queries = [
      'Deposit',
      'question 999999 ',
      'question 12345 ',
      'leverage and card',
      'nothing like this',
      'WIRE',
    ];
    const times: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (const q of queries) {
        const started = performance.now();
        const answer = await client.call('GET', `/admin/chat/search?q=${encodeURIComponent(q)}`, {
          token: admin,
        });
        times.push(performance.now() - started);
        expect(answer.status).toBe(200);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
    console.info(`[chat] message search over 1,000,000 messages: p95 ${p95.toFixed(1)} ms`);
    expect(p95).toBeLessThan(200);
  }, 120_000);
});
