/**
 * Money in and out: every answer checked with the client's own schemas (`paymentAnswers`), the
 * idempotency keys, the balance arithmetic of approvals, and that a card's number and CVC are kept
 * nowhere. Permissions and malformed input are in permissions.test.ts and bad-input.test.ts.
 */
import {
  accountAnswers,
  api,
  events,
  IDEMPOTENCY_HEADER,
  depositSchema,
  paymentAnswers,
  withdrawalSchema,
  type Deposit,
  type Trade,
} from '@contract/schemas';
import { rateLookup } from '@contract/rules/account-rate';
import { accountSummary, fundsOf } from '@contract/rules/account-summary';
import { type } from 'arktype';
import { apiClient, expectShape, fileOf, formWith, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { freeMarginMinor, liveAccount } from './domain/accounts';
import { openTradeWith } from './domain/trades';
import { channels, createBackend, type Backend } from '.';

/** Noon UTC on 16 March 2026: cards expiring in March 2026 are still valid, February ones are not. */
const START = Date.parse('2026-03-16T12:00:00Z');
const KENJI = { email: 'kenji@example.com', id: 6 };

let clock: number;
let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
let demo: string;

beforeEach(async () => {
  clock = START;
  backend = createBackend({ now: () => clock });
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  demo = await client.login('demo@example.com');
});
afterEach(() => backend.dispose());

const newKey = (): string => crypto.randomUUID();
const card = {
  amount: '100.00',
  card_number: '4242 4242 4242 4242',
  expiry_month: 3,
  expiry_year: 2026,
  cvc: '123',
  holder: 'Alex Morgan',
};
const toIban = {
  type: 'bank',
  iban: 'de89 3704 0044 0532 0130 00',
  account_holder: 'Kenji Sato',
  bic: 'cobadeffxxx',
};

const post = (path: string, token: string, json: unknown, key = newKey()) =>
  client.call('POST', path, { token, json, headers: { [IDEMPOTENCY_HEADER]: key } });
const postWire = (token: string, fields: Record<string, string | File>, key = newKey()) =>
  client.call('POST', '/deposits/wire', {
    token,
    form: formWith(fields),
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
const deposited = (answer: { body: unknown }) => expectShape(paymentAnswers.deposit, answer.body).data;
const withdrawn = (answer: { body: unknown }) => expectShape(paymentAnswers.withdrawal, answer.body).data;
const depositsOf = async (token: string, query = '') =>
  expectShape(paymentAnswers.deposits, (await client.call('GET', `/deposits${query}`, { token })).body);
const withdrawalsOf = async (token: string, query = '') =>
  expectShape(paymentAnswers.withdrawals, (await client.call('GET', `/withdrawals${query}`, { token })).body);
const balanceOf = async (token: string) =>
  expectShape(api.user, (await client.call('GET', '/user', { token })).body).data.balance;
const controlAnswer = (schema: typeof depositSchema | typeof withdrawalSchema, body: unknown) =>
  expectShape(type({ success: 'true', data: schema }), body).data;

describe('payment options', () => {
  it("answers the tenant's limits and bank, and the customer's own reference", async () => {
    const answer = await client.call('GET', '/payments/options', { token: demo });
    expect(answer.status).toBe(200);
    const options = expectShape(paymentAnswers.paymentOptions, answer.body).data;
    expect(options).toEqual({
      currency: 'USD',
      card: { min: '10.00', max: '10000.00' },
      wire: {
        min: '100.00',
        max: '100000.00',
        bank: {
          beneficiary: 'Northwind Markets Ltd',
          bank_name: 'Example Bank plc',
          iban: 'GB00 EXMP 0000 0000 0000 00',
          bic: 'EXMPGB2L',
          bank_address: expect.any(String),
        },
        reference: 'NW-100001-19',
      },
      withdrawal: { min: '10.00', max: '50000.00' },
    });
    const again = expectShape(
      paymentAnswers.paymentOptions,
      (await client.call('GET', '/payments/options', { token: demo })).body,
    );
    expect(again.data.wire.reference).toBe(options.wire.reference);
    const kenji = await client.login(KENJI.email);
    const theirs = expectShape(
      paymentAnswers.paymentOptions,
      (await client.call('GET', '/payments/options', { token: kenji })).body,
    );
    expect(theirs.data.wire.reference).toMatch(/^NW-100006-\d{2}$/);
  });
});

describe('card deposits', () => {
  it('answers 201 with a pending deposit that keeps only the last four digits', async () => {
    const answer = await post('/deposits/card', demo, { ...card, amount: '250' });
    expect(answer.status).toBe(201);
    const deposit = deposited(answer);
    expect(deposit).toMatchObject({
      method: 'card',
      amount: '250.00',
      currency: 'USD',
      status: 'pending',
      card_last4: '4242',
      reason: null,
    });
    const listed = await depositsOf(demo);
    expect(listed.data[0]).toEqual(deposit);
  });

  it('declines the test card 4000 0000 0000 0002 at once', async () => {
    const answer = await post('/deposits/card', demo, { ...card, card_number: '4000 0000 0000 0002' });
    expect(answer.status).toBe(201);
    expect(deposited(answer)).toMatchObject({
      status: 'declined',
      reason: 'The card was declined by the issuer.',
      card_last4: '0002',
    });
  });

  it('keeps neither the card number nor the CVC in the store, its answers or its logs', async () => {
    const number = '4111 1111 1111 1111';
    const digits = '4111111111111111';
    const cvc = '9731';
    const logged: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(...args)),
    );
    try {
      const key = newKey();
      const first = await post('/deposits/card', demo, { ...card, card_number: number, cvc }, key);
      const again = await post('/deposits/card', demo, { ...card, card_number: number, cvc }, key);
      const refused = await post('/deposits/card', demo, {
        ...card,
        card_number: '4111 1111 1111 1112',
        cvc,
      });
      expect([first.status, again.status, refused.status]).toEqual([201, 200, 422]);
      const answers = JSON.stringify([first.body, again.body, refused.body, await depositsOf(demo)]);
      for (const secret of [digits, number, '4111 1111 1111 1112', cvc])
        expect(answers).not.toContain(secret);

      const texts = textsIn(backend.store.state);
      expect(texts.some((text) => text.includes(digits) || text.includes(number))).toBe(false);
      for (const text of [cvc, 'card_number', 'cvc']) expect(texts).not.toContain(text);
      expect(JSON.stringify(logged)).not.toContain(digits);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('crypto deposits', () => {
  it("answers a pending deposit in the crypto's own units, on the wallet's network", async () => {
    const answer = await post('/deposits/crypto', demo, {
      wallet_id: 'usdt-trc20',
      amount: '25.50000000',
      tx_hash: '  a1b2c3  ',
    });
    expect(answer.status).toBe(201);
    expect(deposited(answer)).toMatchObject({
      method: 'crypto',
      amount: '25.5',
      currency: 'USDT',
      status: 'pending',
      crypto_id: 'tether',
      wallet_id: 'usdt-trc20',
      network: 'Tron (TRC20)',
      tx_hash: 'a1b2c3',
    });
    const withoutHash = await post('/deposits/crypto', demo, { wallet_id: 'btc-mainnet', amount: '0.0005' });
    expect(deposited(withoutHash)).toMatchObject({ amount: '0.0005', currency: 'BTC', tx_hash: null });
  });

  it("refuses less than the wallet's minimum, in its units", async () => {
    const answer = await post('/deposits/crypto', demo, { wallet_id: 'btc-mainnet', amount: '0.00049999' });
    expect(answer.status).toBe(422);
    expect(expectShape(api.error, answer.body).errors).toEqual({
      amount: ['The amount must be at least 0.0005 BTC.'],
    });
  });
});

describe('wire deposits', () => {
  it("answers a pending deposit with the customer's reference and the proof's name", async () => {
    const options = expectShape(
      paymentAnswers.paymentOptions,
      (await client.call('GET', '/payments/options', { token: demo })).body,
    ).data;
    const answer = await postWire(demo, {
      amount: '1500.5',
      proof: fileOf('receipt.pdf', 'application/pdf', 2048),
    });
    expect(answer.status).toBe(201);
    expect(deposited(answer)).toMatchObject({
      method: 'wire',
      amount: '1500.50',
      currency: 'USD',
      status: 'pending',
      reference: options.wire.reference,
      proof_file_name: 'receipt.pdf',
    });
    expect(backend.files.usage(1)).toBe(2048);
  });

  it('stores the proof once for a retried request', async () => {
    const key = newKey();
    const fields = () => ({ amount: '200', proof: fileOf('proof.png', 'image/png', 512) });
    const first = await postWire(demo, fields(), key);
    const again = await postWire(demo, fields(), key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    expect(backend.files.usage(1)).toBe(512);
  });
});

describe('deposit history', () => {
  it("pages the customer's own deposits 20 at a time, newest first", async () => {
    const seeded = await depositsOf(demo);
    expect(seeded.data.map((d) => [d.method, d.status])).toEqual([
      ['card', 'approved'],
      ['wire', 'approved'],
    ]);
    const kenji = await client.login(KENJI.email);
    await post('/deposits/card', kenji, card);
    for (let i = 0; i < 21; i += 1) await post('/deposits/card', demo, { ...card, amount: `${10 + i}` });

    const first = await depositsOf(demo);
    expect(first.data).toHaveLength(20);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 23 });
    expect(first.data[0]?.amount).toBe('30.00');
    const ids = first.data.map((d) => d.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(new URL(first.links.next!).searchParams.get('page')).toBe('2');

    const second = await depositsOf(demo, '?page=2');
    expect(second.data.map((d) => d.amount)).toEqual(['10.00', '500.00', '5000.00']);
    expect(second.links.next).toBeNull();
    expect((await depositsOf(demo, '?page=3')).data).toEqual([]);
    expect((await depositsOf(kenji)).meta.total).toBe(1);
  });

  it('filters by status, method and wallet, keeping the filters in the next link', async () => {
    await post('/deposits/crypto', demo, { wallet_id: 'eth-mainnet', amount: '0.5' });
    await post('/deposits/crypto', demo, { wallet_id: 'usdt-erc20', amount: '20' });
    await post('/deposits/card', demo, { ...card, card_number: '4000000000000002' });

    const wallet = await depositsOf(demo, '?wallet_id=eth-mainnet');
    expect(wallet.data.map((d) => [d.wallet_id, d.amount])).toEqual([['eth-mainnet', '0.5']]);
    expect((await depositsOf(demo, '?method=crypto')).meta.total).toBe(2);
    expect((await depositsOf(demo, '?status=declined')).data.map((d) => d.card_last4)).toEqual(['0002']);
    expect((await depositsOf(demo, '?status=pending&method=card')).meta.total).toBe(0);
    expect((await depositsOf(demo, '?status=&wallet_id=')).meta.total).toBe(5);

    for (let i = 0; i < 20; i += 1)
      await post('/deposits/crypto', demo, { wallet_id: 'eth-mainnet', amount: '1' });
    const next = new URL((await depositsOf(demo, '?wallet_id=eth-mainnet')).links.next!);
    expect(next.searchParams.get('wallet_id')).toBe('eth-mainnet');
  });
});

describe('withdrawals', () => {
  let kenji: string;
  beforeEach(async () => {
    kenji = await client.login(KENJI.email);
  });

  it('answers a pending withdrawal to a bank account, the IBAN without its spaces', async () => {
    const answer = await post('/withdrawals', kenji, { amount: '1000', destination: toIban });
    expect(answer.status).toBe(201);
    expect(withdrawn(answer)).toMatchObject({
      amount: '1000.00',
      currency: 'USD',
      status: 'pending',
      destination: {
        type: 'bank',
        iban: 'DE89370400440532013000',
        account_holder: 'Kenji Sato',
        bic: 'COBADEFFXXX',
      },
      reason: null,
    });
    const crypto = await post('/withdrawals', kenji, {
      amount: '50.00',
      destination: { type: 'crypto', address: ' bc1qexampleaddress ', network: 'Bitcoin' },
    });
    expect(withdrawn(crypto).destination).toEqual({
      type: 'crypto',
      address: 'bc1qexampleaddress',
      network: 'Bitcoin',
    });
    const list = await withdrawalsOf(kenji);
    expect(list.data.map((w) => w.amount)).toEqual(['50.00', '1000.00']);
    expect(list.meta).toEqual({ current_page: 1, last_page: 1, total: 2 });
  });

  it('allows at most the free margin less the pending withdrawals', async () => {
    // Kenji holds no open trades: his free margin is his balance, 7200.
    const over = await post('/withdrawals', kenji, { amount: '7200.01', destination: toIban });
    expect(over.status).toBe(422);
    expect(expectShape(api.error, over.body).errors).toEqual({
      amount: ['The amount may not be greater than your available free margin of $7,200.00.'],
    });
    expect((await post('/withdrawals', kenji, { amount: '7000', destination: toIban })).status).toBe(201);
    const rest = await post('/withdrawals', kenji, { amount: '200.01', destination: toIban });
    expect(expectShape(api.error, rest.body).errors?.amount).toEqual([
      'The amount may not be greater than your available free margin of $200.00.',
    ]);
    expect((await post('/withdrawals', kenji, { amount: '200.00', destination: toIban })).status).toBe(201);
    const none = await post('/withdrawals', kenji, { amount: '10', destination: toIban });
    expect(expectShape(api.error, none.body).errors?.amount).toEqual([
      'The amount may not be greater than your available free margin of $0.00.',
    ]);
  });

  it('computes the free margin from live prices exactly as the client summary does', async () => {
    // Yen, franc, pound and euro quoted instruments among them: each converted to the account's dollars.
    const siteData = expectShape(
      api.siteData,
      (await client.call('GET', '/data', { token: demo })).body,
    ).data;
    const instruments = new Map(siteData.assets.map((asset) => [asset.id, asset]));
    expect(new Set(siteData.assets.map((asset) => asset.quote_currency))).toEqual(
      new Set(['USD', 'JPY', 'CHF', 'CAD', 'GBP', 'EUR']),
    );
    const trades = async (token: string) =>
      expectShape(api.trades, (await client.call('GET', '/open/trades', { token })).body).data as Trade[];
    for (const [email, token] of [
      ['demo@example.com', demo],
      ['maria@example.com', await client.login('maria@example.com')],
    ] as const) {
      // A yen cross, a pound cross and a euro index beside what the customer holds.
      for (const symbol of ['EUR/JPY', 'EUR/GBP', 'GER40']) {
        const asset = backend.prices.assets.find((candidate) => candidate.symbol === symbol)!;
        const trade = { asset_id: asset.id, trade_type: 'sell', volume: 3, leverage: 50 } as const;
        const owner = backend.store.userByEmail(email)!;
        openTradeWith(backend, owner, liveAccount(backend, owner), trade);
      }
      for (let round = 0; round < 25; round += 1) {
        for (let i = 0; i < 7; i += 1) backend.prices.tick();
        const user = backend.store.userByEmail(email)!;
        const quoteOf = (id: number) => ({ ...backend.prices.quote(id), at: clock });
        const live = expectShape(
          accountAnswers.accounts,
          (await client.call('GET', '/accounts', { token })).body,
        ).data[0]!;
        const summary = accountSummary({
          funds: fundsOf(live),
          openTrades: await trades(token),
          quoteOf,
          rateOf: rateLookup(instruments, 'USD', quoteOf),
        });
        expect(freeMarginMinor(backend, user, liveAccount(backend, user))).toBe(
          Math.round(summary.freeMargin * 100),
        );
      }
    }
  });

  it('refuses more than the free margin of a customer with open trades, naming it', async () => {
    const user = backend.store.userByEmail('demo@example.com')!;
    const free = freeMarginMinor(backend, user, liveAccount(backend, user));
    const amount = ((free + 1) / 100).toFixed(2);
    const answer = await post('/withdrawals', demo, { amount, destination: toIban });
    const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(free / 100);
    expect(expectShape(api.error, answer.body).errors?.amount).toEqual([
      `The amount may not be greater than your available free margin of ${shown}.`,
    ]);
    const exact = await post('/withdrawals', demo, { amount: (free / 100).toFixed(2), destination: toIban });
    expect(exact.status).toBe(201);
  });

  it('lets the owner cancel a pending withdrawal once, freeing its amount', async () => {
    const created = withdrawn(await post('/withdrawals', kenji, { amount: '7200', destination: toIban }));
    const cancel = await client.call('POST', `/withdrawals/${created.id}/cancel`, { token: kenji });
    expect(cancel.status).toBe(200);
    expect(withdrawn(cancel)).toMatchObject({ id: created.id, status: 'cancelled' });
    // Asking held the amount back, cancelling frees it: the customer's screens are told of each.
    expect(recorder.named('user.updated').map((e) => e.channel)).toEqual([
      channels.user(KENJI.id),
      channels.user(KENJI.id),
    ]);

    const twice = await client.call('POST', `/withdrawals/${created.id}/cancel`, { token: kenji });
    expect(twice.status).toBe(409);
    expect(expectShape(api.error, twice.body).message).toBe(
      'The withdrawal is already cancelled; only a pending one can change.',
    );
    expect((await post('/withdrawals', kenji, { amount: '7200', destination: toIban })).status).toBe(201);
    for (const id of ['999', '0', 'abc']) {
      expect((await client.call('POST', `/withdrawals/${id}/cancel`, { token: kenji })).status).toBe(404);
    }
  });
});

describe('idempotency keys', () => {
  it('answers the same key again with the first result and 200, creating nothing', async () => {
    const before = (await depositsOf(demo)).meta.total;
    const key = newKey();
    const first = await post('/deposits/card', demo, card, key);
    const again = await post('/deposits/card', demo, card, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(deposited(again)).toEqual(deposited(first));
    expect((await depositsOf(demo)).meta.total).toBe(before + 1);
  });

  it('creates once for two copies sent at the same time', async () => {
    const key = newKey();
    const answers = await Promise.all([
      post('/deposits/crypto', demo, { wallet_id: 'btc-mainnet', amount: '0.01' }, key),
      post('/deposits/crypto', demo, { wallet_id: 'btc-mainnet', amount: '0.01' }, key),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(deposited(answers[0]!).id).toBe(deposited(answers[1]!).id);
    expect((await depositsOf(demo, '?method=crypto')).meta.total).toBe(1);
  });

  it('answers a retried withdrawal even though its first success used up the free margin', async () => {
    const kenji = await client.login(KENJI.email);
    const key = newKey();
    const first = await post('/withdrawals', kenji, { amount: '7200', destination: toIban }, key);
    const again = await post('/withdrawals', kenji, { amount: '7200', destination: toIban }, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(withdrawn(again)).toEqual(withdrawn(first));
    expect((await withdrawalsOf(kenji)).meta.total).toBe(1);
  });

  it("keeps each user's keys apart", async () => {
    const kenji = await client.login(KENJI.email);
    const key = newKey();
    const mine = await post('/deposits/card', demo, card, key);
    const theirs = await post('/deposits/card', kenji, card, key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(deposited(mine).id).not.toBe(deposited(theirs).id);
  });

  it('records nothing for a refused request, so it can be corrected and sent with the same key', async () => {
    const key = newKey();
    const refused = await post('/deposits/card', demo, { ...card, amount: '5' }, key);
    expect(refused.status).toBe(422);
    expect((await post('/deposits/card', demo, card, key)).status).toBe(201);
  });

  it('refuses a key already used for another kind of request', async () => {
    const kenji = await client.login(KENJI.email);
    const key = newKey();
    expect((await post('/deposits/card', kenji, card, key)).status).toBe(201);
    const answer = await post('/withdrawals', kenji, { amount: '10', destination: toIban }, key);
    expect(answer.status).toBe(422);
    expect(expectShape(api.error, answer.body).errors).toEqual({
      idempotency_key: ['This idempotency key was already used for a different request.'],
    });
    const wire = await postWire(kenji, { amount: '100', proof: fileOf('p.pdf', 'application/pdf') }, key);
    expect(wire.status).toBe(422);
    expect((await depositsOf(kenji)).meta.total).toBe(1);
  });

  it('takes keys of up to 100 characters and forgets them all on reset', async () => {
    const key = 'k'.repeat(100);
    expect((await post('/deposits/card', demo, card, key)).status).toBe(201);
    expect((await post('/deposits/card', demo, card, key)).status).toBe(200);
    await client.control('POST', '/reset');
    const fresh = await client.login('demo@example.com');
    expect((await post('/deposits/card', fresh, card, key)).status).toBe(201);
  });
});

describe('back office decisions (test controls)', () => {
  const userUpdates = () =>
    recorder.named('user.updated').map((event) => ({
      channel: event.channel,
      balance: expectShape(events['user.updated'], event.data).user?.balance,
    }));

  it('credits card and wire deposits to the cent, and tells the user', async () => {
    const amounts = ['10.10', '10.20', '10.30', '1000.01'];
    const ids: number[] = [];
    for (const amount of amounts)
      ids.push(deposited(await post('/deposits/card', demo, { ...card, amount })).id);
    const wire = deposited(
      await postWire(demo, { amount: '100.07', proof: fileOf('p.pdf', 'application/pdf') }),
    );
    for (const id of [...ids, wire.id]) {
      const answer = await client.control('POST', `/deposits/${id}/approve`);
      expect(answer.status).toBe(200);
      expect(controlAnswer(depositSchema, answer.body)).toMatchObject({ id, status: 'approved' });
    }
    // 0.1 + 0.2 + 0.3 in floats is 0.6000000000000001; in cents it is 60.
    expect(await balanceOf(demo)).toBe(11130.68);
    expect(userUpdates().at(-1)).toEqual({ channel: channels.user(1), balance: 11130.68 });
    expect(userUpdates().map((u) => u.balance)).toEqual([10010.1, 10020.3, 10030.6, 11030.61, 11130.68]);
  });

  it('credits a crypto deposit at the current SYMBOL/USD price, and stablecoins one to one', async () => {
    const btc = deposited(
      await post('/deposits/crypto', demo, { wallet_id: 'btc-mainnet', amount: '0.12345678' }),
    );
    const usdt = deposited(
      await post('/deposits/crypto', demo, { wallet_id: 'usdt-trc20', amount: '20.005' }),
    );
    for (let i = 0; i < 10; i += 1) backend.prices.tick();
    const btcAsset = backend.prices.assets.find((asset) => asset.symbol === 'BTC/USD')!;
    // A conversion takes no side: BTC/USD's mid, which may hold a tenth of a cent.
    const { price } = backend.prices.quote(btcAsset.id);
    await client.control('POST', `/deposits/${btc.id}/approve`);
    // 0.12345678 BTC x price, in integers: 12345678 x (price in tenths of cents) / 10^9, rounded half up.
    const cents = Number((12345678n * BigInt(Math.round(price * 1000)) + 500_000_000n) / 1_000_000_000n);
    expect(await balanceOf(demo)).toBe((1_000_000 + cents) / 100);
    await client.control('POST', `/deposits/${usdt.id}/approve`);
    expect(await balanceOf(demo)).toBe((1_000_000 + cents + 2001) / 100);
  });

  it('declines a deposit with a reason, leaving the balance, and only while pending', async () => {
    const deposit = deposited(await post('/deposits/card', demo, card));
    const declined = await client.control('POST', `/deposits/${deposit.id}/decline`, {
      reason: 'The payment did not arrive.',
    });
    expect(controlAnswer(depositSchema, declined.body)).toMatchObject({
      status: 'declined',
      reason: 'The payment did not arrive.',
    });
    expect(await balanceOf(demo)).toBe(10000);
    expect(userUpdates()).toEqual([{ channel: channels.user(1), balance: 10000 }]);
    for (const action of ['approve', 'decline']) {
      const late = await client.control('POST', `/deposits/${deposit.id}/${action}`);
      expect(late.status).toBe(409);
      expect(expectShape(api.error, late.body).message).toBe(
        'The deposit is already declined; only a pending one can change.',
      );
    }
    const other = deposited(await post('/deposits/card', demo, card));
    const plain = await client.control('POST', `/deposits/${other.id}/decline`);
    expect(controlAnswer(depositSchema, plain.body).reason).toBe('The deposit was declined.');
    const declinedCard = deposited(
      await post('/deposits/card', demo, { ...card, card_number: '4000000000000002' }),
    );
    expect((await client.control('POST', `/deposits/${declinedCard.id}/approve`)).status).toBe(409);
  });

  it('pays out an approved withdrawal from the balance, and rejects another with a reason', async () => {
    const kenji = await client.login(KENJI.email);
    const paid = withdrawn(await post('/withdrawals', kenji, { amount: '1234.56', destination: toIban }));
    const rejected = withdrawn(await post('/withdrawals', kenji, { amount: '100', destination: toIban }));
    const approve = await client.control('POST', `/withdrawals/${paid.id}/approve`);
    expect(controlAnswer(withdrawalSchema, approve.body)).toMatchObject({ status: 'approved' });
    expect(await balanceOf(kenji)).toBe(5965.44);
    const reject = await client.control('POST', `/withdrawals/${rejected.id}/reject`, {
      reason: 'The account holder does not match.',
    });
    expect(controlAnswer(withdrawalSchema, reject.body)).toMatchObject({
      status: 'rejected',
      reason: 'The account holder does not match.',
    });
    expect(await balanceOf(kenji)).toBe(5965.44);
    // Each request as it is made (the balance untouched), then each decision.
    expect(userUpdates()).toEqual([
      { channel: channels.user(KENJI.id), balance: 7200 },
      { channel: channels.user(KENJI.id), balance: 7200 },
      { channel: channels.user(KENJI.id), balance: 5965.44 },
      { channel: channels.user(KENJI.id), balance: 5965.44 },
    ]);
    expect((await client.control('POST', `/withdrawals/${paid.id}/reject`)).status).toBe(409);
    const cancel = await client.call('POST', `/withdrawals/${paid.id}/cancel`, { token: kenji });
    expect(cancel.status).toBe(409);
  });

  it("lists a customer's requests newest first, so tests can find their ids", async () => {
    const created = deposited(await post('/deposits/card', demo, card));
    const answer = await client.control('GET', '/deposits?customer_email=demo@example.com');
    const list = expectShape(type({ success: 'true', data: depositSchema.array() }), answer.body).data;
    expect(list.map((d: Deposit) => d.id)).toEqual([created.id, 2, 1]);
    const all = await client.control('GET', '/deposits');
    expect(expectShape(type({ data: depositSchema.array() }), all.body).data).toHaveLength(3);
    const kenji = await client.login(KENJI.email);
    const withdrawal = withdrawn(await post('/withdrawals', kenji, { amount: '10', destination: toIban }));
    const withdrawals = await client.control('GET', '/withdrawals?customer_email=kenji@example.com');
    expect(expectShape(type({ data: withdrawalSchema.array() }), withdrawals.body).data).toEqual([
      withdrawal,
    ]);
  });

  it('answers 404 for unknown ids and 422 for unknown customers or bad reasons', async () => {
    for (const path of ['/deposits/999/approve', '/deposits/x/decline', '/withdrawals/0/approve']) {
      const answer = await client.control('POST', path);
      expect(answer.status).toBe(404);
      expectShape(api.error, answer.body);
    }
    for (const path of ['/deposits?customer_email=ghost@example.com', '/withdrawals?customer_email=nope']) {
      const answer = await client.control('GET', path);
      expect(answer.status).toBe(422);
      expect(expectShape(api.error, answer.body).errors).toHaveProperty('customer_email');
    }
    const deposit = deposited(await post('/deposits/card', demo, card));
    for (const reason of ['', 'x'.repeat(501), 'bad\u0000reason', 5]) {
      const answer = await client.control('POST', `/deposits/${deposit.id}/decline`, { reason });
      expect(answer.status).toBe(422);
      expect(expectShape(api.error, answer.body).errors).toHaveProperty('reason');
    }
  });
});

describe('the customer is told of every decision, naming the amount, the account and the reason', () => {
  /** The user's notifications, newest first, as every device reads them. */
  const noticesOf = async (token: string) =>
    expectShape(api.user, (await client.call('GET', '/user', { token })).body).data.notifications;
  const newest = async (token: string) => {
    const [notice] = await noticesOf(token);
    return { title: notice?.title, message: notice?.message, color: notice?.color, read: notice?.read };
  };

  it('says a card, wire or crypto deposit was credited, and sends it live', async () => {
    const cases = [
      [await post('/deposits/card', demo, card), 'Your card deposit of $100.00'],
      [
        await postWire(demo, { amount: '1250.5', proof: fileOf('p.pdf', 'application/pdf') }),
        'Your bank transfer of $1,250.50',
      ],
    ] as const;
    for (const [answer, what] of cases) {
      await client.control('POST', `/deposits/${deposited(answer).id}/approve`);
      expect(await newest(demo)).toEqual({
        title: 'Deposit received',
        message: `${what} was credited to your live account NW-100001.`,
        color: 'success',
        read: false,
      });
    }
    const usdt = deposited(
      await post('/deposits/crypto', demo, { wallet_id: 'usdt-trc20', amount: '20.005' }),
    );
    await client.control('POST', `/deposits/${usdt.id}/approve`);
    expect((await newest(demo)).message).toBe(
      'Your crypto deposit of 20.005 USDT was credited to your live account NW-100001 as $20.01.',
    );
    const sent = recorder.named('notification.message');
    expect(sent.map((event) => event.channel)).toEqual(Array(3).fill(channels.notification(1)));
    expect(expectShape(events['notification.message'], sent[2]!.data).notification.message).toBe(
      (await newest(demo)).message,
    );
  });

  it('says a deposit was declined, with the reason given or the default one', async () => {
    const first = deposited(
      await postWire(demo, { amount: '500', proof: fileOf('p.pdf', 'application/pdf') }),
    );
    await client.control('POST', `/deposits/${first.id}/decline`, { reason: 'The payment did not arrive.' });
    expect(await newest(demo)).toEqual({
      title: 'Deposit declined',
      message:
        'Your bank transfer of $500.00 to your live account NW-100001 was declined. Reason: The payment did not arrive.',
      color: 'danger',
      read: false,
    });
    const second = deposited(await post('/deposits/card', demo, card));
    await client.control('POST', `/deposits/${second.id}/decline`);
    expect((await newest(demo)).message).toBe(
      'Your card deposit of $100.00 to your live account NW-100001 was declined. Reason: The deposit was declined.',
    );
  });

  it('says a withdrawal was paid out and where to, or rejected with the reason', async () => {
    const kenji = await client.login(KENJI.email);
    const paid = withdrawn(await post('/withdrawals', kenji, { amount: '1234.56', destination: toIban }));
    await client.control('POST', `/withdrawals/${paid.id}/approve`);
    expect(await newest(kenji)).toEqual({
      title: 'Withdrawal approved',
      message:
        'Your withdrawal of $1,234.56 from your live account NW-100006 was approved and sent to the bank account ending 3000.',
      color: 'success',
      read: false,
    });
    const toWallet = { type: 'crypto', address: 'bc1qexampleaddress9xQe', network: 'Bitcoin' };
    const crypto = withdrawn(await post('/withdrawals', kenji, { amount: '50', destination: toWallet }));
    await client.control('POST', `/withdrawals/${crypto.id}/approve`);
    expect((await newest(kenji)).message).toBe(
      'Your withdrawal of $50.00 from your live account NW-100006 was approved and sent to the Bitcoin address ending 9xQe.',
    );
    const rejected = withdrawn(await post('/withdrawals', kenji, { amount: '100', destination: toIban }));
    await client.control('POST', `/withdrawals/${rejected.id}/reject`, {
      reason: 'The account holder does not match.',
    });
    expect(await newest(kenji)).toEqual({
      title: 'Withdrawal rejected',
      message:
        'Your withdrawal of $100.00 from your live account NW-100006 was rejected; the amount stays in the account. Reason: The account holder does not match.',
      color: 'danger',
      read: false,
    });
    // Only the owner is told.
    expect(recorder.named('notification.message').map((event) => event.channel)).toEqual(
      Array(3).fill(channels.notification(KENJI.id)),
    );
  });

  it('says nothing twice: a decision refused as no longer pending tells no one', async () => {
    const deposit = deposited(await post('/deposits/card', demo, card));
    await client.control('POST', `/deposits/${deposit.id}/approve`);
    expect((await client.control('POST', `/deposits/${deposit.id}/decline`)).status).toBe(409);
    expect(recorder.named('notification.message')).toHaveLength(1);
  });
});

/** Every key and string value in the store's state, Maps and Sets included (a CVC is a string). */
function textsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const entries: [unknown, unknown][] =
    value instanceof Map
      ? [...value.entries()]
      : value instanceof Set
        ? [...value].map((item) => [undefined, item])
        : Array.isArray(value)
          ? value.map((item) => [undefined, item])
          : Object.entries(value);
  return entries.flatMap(([key, item]) => [...textsIn(key, seen), ...textsIn(item, seen)]);
}
