/**
 * A change is judged by the session it has when it commits, not when its headers arrived: a body
 * sent a byte at a time must not carry a money request past a sign-out everywhere, a password change,
 * a deactivation or a return to pending review. And an idempotency key answers only the request it
 * was first spent on.
 */
import { IDEMPOTENCY_HEADER } from '@contract/schemas';
import { API_BASE } from './core';
import { apiClient, DEMO_PASSWORD, type ApiClient } from '../testing/api-client';
import { createBackend, type Backend } from '.';

const KENJI = 'kenji@example.com';

let backend: Backend;
let client: ApiClient;

beforeAll(() => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
});
beforeEach(() => backend.reset());
afterAll(() => backend.dispose());

/**
 * Sends the headers and the first byte of `json`, and answers once the server is waiting for the
 * rest (a route began reading it), with `finish` to send it.
 */
async function slowPost(path: string, token: string, json: unknown) {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  let waiting!: () => void;
  const serverWaits = new Promise<void>((resolve) => (waiting = resolve));
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = controller;
      controller.enqueue(bytes.subarray(0, 1));
    },
    // Pulled only once a route reads the body, which is after the headers were admitted.
    pull: () => waiting(),
  });
  const request = new Request(`${client.origin}${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      // Announced, as a browser or curl does: the server then reads the body only when a route asks.
      'Content-Length': String(bytes.length),
      [IDEMPOTENCY_HEADER]: `slow-${path}`,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const answer = Promise.resolve(backend.app.fetch(request));
  await serverWaits;
  return {
    async finish() {
      stream.enqueue(bytes.subarray(1));
      stream.close();
      const response = await answer;
      return { status: response.status, body: (await response.json()) as { message?: string } };
    },
  };
}

const moneyCalls = [
  [
    'POST /withdrawals',
    '/withdrawals',
    {
      amount: '50.00',
      destination: { type: 'bank', iban: 'DE89370400440532013000', account_holder: 'Kenji Sato' },
    },
  ],
  ['POST /savings/deposit', '/savings/deposit', { amount: '50.00' }],
  [
    'POST /auto-trader',
    '/auto-trader',
    { strategy_id: 'steady-income', allocation: '500', accept_risk: true },
  ],
  [
    'POST /deposits/card',
    '/deposits/card',
    {
      amount: '50.00',
      card_number: '4242 4242 4242 4242',
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
      holder: 'Kenji Sato',
    },
  ],
] as const;

const sessionEnds = [
  [
    'signed out everywhere',
    401,
    async (token: string) => {
      expect((await client.call('POST', '/auth/logout-all', { token })).status).toBe(200);
    },
  ],
  [
    'signed out by a password change elsewhere',
    401,
    async () => {
      const other = await client.login(KENJI);
      const changed = await client.call('POST', '/user/password', {
        token: other,
        json: {
          current_password: DEMO_PASSWORD,
          password: 'another-pass-2',
          password_confirmation: 'another-pass-2',
        },
      });
      expect(changed.status).toBe(200);
    },
  ],
  [
    'deactivated',
    403,
    async () => {
      expect((await client.control('PATCH', '/users', { email: KENJI, status: 'deactivated' })).status).toBe(
        200,
      );
    },
  ],
  [
    'set back to pending review',
    403,
    async () => {
      expect((await client.control('PATCH', '/users', { email: KENJI, status: 'pending' })).status).toBe(200);
    },
  ],
] as const;

/** What the call would have created, as the store holds it. */
function createdFor(path: string): number {
  const { state } = backend.store;
  const id = backend.store.userByEmail(KENJI)!.id;
  if (path === '/withdrawals')
    return state.withdrawals.filter((w) => w.user_id === id && w.status === 'pending').length;
  if (path === '/savings/deposit') return state.savings.get(id)?.history.length ?? 0;
  if (path === '/auto-trader') return state.autoTraders.has(id) ? 1 : 0;
  return state.deposits.filter((d) => d.user_id === id).length;
}

describe('a money request whose session ends while its body arrives', () => {
  for (const [call, path, json] of moneyCalls) {
    for (const [how, status, end] of sessionEnds) {
      it(`${call}: ${how} → ${status}, nothing created`, async () => {
        const token = await client.login(KENJI);
        const before = createdFor(path);
        const request = await slowPost(path, token, json);
        await end(token);
        const answer = await request.finish();
        expect(answer.status).toBe(status);
        expect(createdFor(path)).toBe(before);
      });
    }

    it(`${call}: a session that lasts commits as before`, async () => {
      const token = await client.login(KENJI);
      const before = createdFor(path);
      const answer = await (await slowPost(path, token, json)).finish();
      expect(answer.status).toBe(201);
      expect(createdFor(path)).toBe(before + 1);
    });
  }

  it('any other write too: a chat message sent slowly after a sign-out everywhere is not stored', async () => {
    const token = await client.login(KENJI);
    const count = () => backend.store.state.messages.length;
    const before = count();
    const request = await slowPost('/chat/messages', token, { message: 'still here?' });
    await client.call('POST', '/auth/logout-all', { token });
    expect((await request.finish()).status).toBe(401);
    expect(count()).toBe(before);
  });
});

describe('an idempotency key spent on one request', () => {
  const withdraw = (token: string, key: string, amount: string) =>
    client.call('POST', '/withdrawals', {
      token,
      json: { amount, destination: { type: 'crypto', address: 'bc1qexample', network: 'Bitcoin' } },
      headers: { [IDEMPOTENCY_HEADER]: key },
    });

  it('answers the same request again, and refuses another body with a 422', async () => {
    const token = await client.login(KENJI);
    const first = await withdraw(token, 'k-1', '10.00');
    expect(first.status).toBe(201);
    const again = await withdraw(token, 'k-1', '10.00');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await withdraw(token, 'k-1', '20.00');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      message: 'This idempotency key was already used for a different request.',
      errors: { idempotency_key: ['This idempotency key was already used for a different request.'] },
    });
  });

  it('reads a body with its keys in another order as the same request', async () => {
    const token = await client.login(KENJI);
    const json = {
      amount: '10.00',
      destination: { type: 'crypto', address: 'bc1qexample', network: 'Bitcoin' },
    };
    const headers = { [IDEMPOTENCY_HEADER]: 'k-order' };
    expect((await client.call('POST', '/withdrawals', { token, json, headers })).status).toBe(201);
    const reordered = JSON.stringify({
      destination: { network: 'Bitcoin', address: 'bc1qexample', type: 'crypto' },
      amount: '10.00',
    });
    expect((await client.call('POST', '/withdrawals', { token, raw: reordered, headers })).status).toBe(200);
  });

  it('lets exactly one of 30 concurrent requests of different amounts under one key through', async () => {
    const token = await client.login(KENJI);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => withdraw(token, 'k-race', `${10 + i}.00`)),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(29);
    const id = backend.store.userByEmail(KENJI)!.id;
    expect(
      backend.store.state.withdrawals.filter((w) => w.user_id === id && w.status === 'pending'),
    ).toHaveLength(1);
  });

  it('compares a wire transfer by its amount and its proof, not the form envelope', async () => {
    const token = await client.login(KENJI);
    const png = (byte: number) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, byte])], 'proof.png', {
        type: 'image/png',
      });
    const wire = (amount: string, byte: number) => {
      const form = new FormData();
      form.set('amount', amount);
      form.set('proof', png(byte));
      return client.call('POST', '/deposits/wire', {
        token,
        form,
        headers: { [IDEMPOTENCY_HEADER]: 'k-wire' },
      });
    };
    expect((await wire('200.00', 1)).status).toBe(201);
    expect((await wire('200.00', 1)).status).toBe(200);
    expect((await wire('200.00', 2)).status).toBe(422);
    expect((await wire('300.00', 1)).status).toBe(422);
  });
});
