/**
 * Savings: moving money between the trading balance and the savings pot, in cents, within the free
 * margin and the savings balance; the idempotency keys; the monthly interest (a test control).
 */
import { accountAnswers, api, IDEMPOTENCY_HEADER } from '@contract/schemas';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { monthlyInterestMinor } from './domain/savings';
import { freeMarginMinor, liveAccount } from './domain/accounts';
import { channels, createBackend, type Backend } from '.';

const KENJI = { email: 'kenji@example.com', id: 6 };

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
let demo: string;
let kenji: string;

beforeEach(async () => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  [demo, kenji] = await Promise.all([client.login('demo@example.com'), client.login(KENJI.email)]);
});
afterEach(() => backend.dispose());

const newKey = (): string => crypto.randomUUID();
const move = (path: string, token: string, amount: unknown, key = newKey()) =>
  client.call('POST', `/savings/${path}`, {
    token,
    json: { amount },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
const savingsOf = async (token: string) =>
  expectShape(accountAnswers.savings, (await client.call('GET', '/savings', { token })).body).data;
const balanceOf = async (token: string) =>
  expectShape(api.user, (await client.call('GET', '/user', { token })).body).data.balance;
const errorsOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(422);
  return expectShape(api.error, answer.body).errors;
};

describe('GET /savings', () => {
  it("answers demo's seeded pot: a deposit and two months of interest, newest first", async () => {
    expect(await savingsOf(demo)).toEqual({
      currency: 'USD',
      balance: '2011.68',
      rate_percent: '3.50',
      history: [
        { id: 3, kind: 'interest', amount: '5.85', created_at: expect.any(String) },
        { id: 2, kind: 'interest', amount: '5.83', created_at: expect.any(String) },
        { id: 1, kind: 'deposit', amount: '2000.00', created_at: expect.any(String) },
      ],
    });
  });

  it('answers an empty pot for a customer who never saved', async () => {
    expect(await savingsOf(kenji)).toEqual({
      currency: 'USD',
      balance: '0.00',
      rate_percent: '3.50',
      history: [],
    });
  });
});

describe('moving money', () => {
  it('moves a deposit from the trading balance into savings, to the cent, and tells the user', async () => {
    for (const amount of ['0.10', '0.2', '1000.01']) {
      const answer = await move('deposit', kenji, amount);
      expect(answer.status).toBe(201);
      expectShape(accountAnswers.savings, answer.body);
    }
    const savings = await savingsOf(kenji);
    expect(savings.balance).toBe('1000.31');
    expect(savings.history.map((m) => [m.kind, m.amount])).toEqual([
      ['deposit', '1000.01'],
      ['deposit', '0.20'],
      ['deposit', '0.10'],
    ]);
    expect(await balanceOf(kenji)).toBe(6199.69);
    expect(recorder.named('user.updated').map((e) => e.channel)).toEqual(
      Array(3).fill(channels.user(KENJI.id)),
    );
  });

  it('moves a withdrawal back to the trading balance, at most the savings balance', async () => {
    await move('deposit', kenji, '500');
    const over = await move('withdraw', kenji, '500.01');
    expect(errorsOf(over)).toEqual({
      amount: ['The amount may not be greater than your savings balance of $500.00.'],
    });
    const answer = await move('withdraw', kenji, '499.99');
    expect(answer.status).toBe(201);
    expect(expectShape(accountAnswers.savings, answer.body).data).toMatchObject({
      balance: '0.01',
      history: [
        { kind: 'withdrawal', amount: '499.99' },
        { kind: 'deposit', amount: '500.00' },
      ],
    });
    expect(await balanceOf(kenji)).toBe(7199.99);
    expect(errorsOf(await move('withdraw', demo, '2011.69'))?.amount).toEqual([
      'The amount may not be greater than your savings balance of $2,011.68.',
    ]);
    expect((await move('withdraw', demo, '2011.68')).status).toBe(201);
    expect((await savingsOf(demo)).balance).toBe('0.00');
  });

  it('deposits at most the free margin less pending withdrawals, naming it', async () => {
    const over = await move('deposit', kenji, '7200.01');
    expect(errorsOf(over)).toEqual({
      amount: ['The amount may not be greater than your available free margin of $7,200.00.'],
    });
    await client.call('POST', '/withdrawals', {
      token: kenji,
      json: { amount: '200', destination: { type: 'crypto', address: 'bc1qexample', network: 'Bitcoin' } },
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
    });
    expect(errorsOf(await move('deposit', kenji, '7000.01'))?.amount).toEqual([
      'The amount may not be greater than your available free margin of $7,000.00.',
    ]);
    expect((await move('deposit', kenji, '7000')).status).toBe(201);
    expect(errorsOf(await move('deposit', kenji, '0.01'))?.amount).toEqual([
      'The amount may not be greater than your available free margin of $0.00.',
    ]);
  });

  it('counts the open trades of a customer at live prices', async () => {
    backend.prices.tick();
    const saver = backend.store.userByEmail('demo@example.com')!;
    const free = freeMarginMinor(backend, saver, liveAccount(backend, saver));
    const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(free / 100);
    expect(errorsOf(await move('deposit', demo, ((free + 1) / 100).toFixed(2)))?.amount).toEqual([
      `The amount may not be greater than your available free margin of ${shown}.`,
    ]);
    expect((await move('deposit', demo, (free / 100).toFixed(2))).status).toBe(201);
  });

  it('refuses zero', async () => {
    for (const path of ['deposit', 'withdraw']) {
      expect(errorsOf(await move(path, demo, '0.00'))).toEqual({
        amount: ['The amount must be at least $0.01.'],
      });
    }
  });
});

describe('idempotency keys', () => {
  it('moves once per key, answering a retry with the first answer and 200', async () => {
    const key = newKey();
    const first = await move('deposit', kenji, '100', key);
    const again = await move('deposit', kenji, '100', key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(kenji)).toBe(7100);
    expect((await savingsOf(kenji)).history).toHaveLength(1);
  });

  it('moves once for two copies sent at the same time', async () => {
    const key = newKey();
    const answers = await Promise.all([
      move('withdraw', demo, '11.68', key),
      move('withdraw', demo, '11.68', key),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect((await savingsOf(demo)).balance).toBe('2000.00');
  });

  it('answers a retried withdrawal even though its first success emptied the pot', async () => {
    const key = newKey();
    expect((await move('withdraw', demo, '2011.68', key)).status).toBe(201);
    expect((await move('withdraw', demo, '2011.68', key)).status).toBe(200);
  });

  it('refuses a key used for the other direction, or for a payment', async () => {
    const key = newKey();
    expect((await move('deposit', kenji, '10', key)).status).toBe(201);
    expect(errorsOf(await move('withdraw', kenji, '10', key))).toEqual({
      idempotency_key: ['This idempotency key was already used for a different request.'],
    });
    const withdrawal = await client.call('POST', '/withdrawals', {
      token: kenji,
      json: { amount: '10', destination: { type: 'crypto', address: 'bc1qexample', network: 'Bitcoin' } },
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    expect(errorsOf(withdrawal)).toHaveProperty('idempotency_key');
  });

  it('records nothing for a refused move, so it can be corrected with the same key', async () => {
    const key = newKey();
    expect((await move('deposit', kenji, '9000', key)).status).toBe(422);
    expect((await move('deposit', kenji, '900', key)).status).toBe(201);
  });
});

describe('monthly interest (test control)', () => {
  it('credits balance x 3.50% / 12, rounded half up to the cent, as a history entry', async () => {
    const answer = await client.control('POST', '/savings/interest', { customer_email: 'demo@example.com' });
    expect(answer.status).toBe(200);
    // 201168 x 350 / 120000 = 586.74 cents.
    expect(expectShape(accountAnswers.savings, answer.body).data).toMatchObject({
      balance: '2017.55',
      history: [{ kind: 'interest', amount: '5.87' }, { kind: 'interest', amount: '5.85' }, {}, {}],
    });
    expect(await balanceOf(demo)).toBe(10000);
    expect(recorder.named('user.updated').map((e) => e.channel)).toEqual([channels.user(1)]);
    // Told on every device: kept with the user and sent live.
    const [notice] = expectShape(api.user, (await client.call('GET', '/user', { token: demo })).body).data
      .notifications;
    expect(notice).toMatchObject({
      title: 'Savings interest paid',
      message:
        'Interest of $5.87 (3.50% a year) was added to the savings of your live account NW-100001, which now hold $2,017.55.',
      color: 'success',
      read: false,
    });
    expect(recorder.named('notification.message').map((e) => e.channel)).toEqual([channels.notification(1)]);
  });

  it('rounds half up exactly', () => {
    // 1200 cents x 350 / 120000 = 3.5 cents -> 4; 1199 -> 3.497 -> 3; 1714 -> 4.999 -> 5.
    expect([1200, 1199, 1714, 0, 171, 172].map(monthlyInterestMinor)).toEqual([4, 3, 5, 0, 0, 1]);
    expect(monthlyInterestMinor(200_000)).toBe(583);
    expect(monthlyInterestMinor(200_583)).toBe(585);
  });

  it('refuses a pot too small to earn a cent, and unknown customers', async () => {
    const answer = await client.control('POST', '/savings/interest', { customer_email: KENJI.email });
    expect(answer.status).toBe(409);
    expect(expectShape(api.error, answer.body).message).toBe(
      'A savings balance of $0.00 earns no interest this month.',
    );
    for (const body of [{}, { customer_email: 'ghost@example.com' }, { customer_email: 'nope' }]) {
      const refused = await client.control('POST', '/savings/interest', body);
      expect(refused.status).toBe(422);
      expect(expectShape(api.error, refused.body).errors).toHaveProperty('customer_email');
    }
  });
});
