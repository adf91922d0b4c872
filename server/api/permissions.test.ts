/**
 * The permission matrix: customer A (demo, id 1) against customer B (maria, id 5), customers on
 * admin routes, admins on channels and on customers' money, and tokens that were revoked.
 */
import {
  accountAnswers,
  api,
  IDEMPOTENCY_HEADER,
  passkeyAnswers,
  paymentAnswers,
  pushAnswers,
  securityAnswers,
  twoFactorAnswers,
} from '@contract/schemas';
import type { type } from 'arktype';
import { Secret, TOTP } from 'otpauth';
import {
  apiClient,
  DEMO_PASSWORD,
  expectShape,
  fileOf,
  formWith,
  type ApiClient,
} from '../testing/api-client';
import { softAuthenticator, type SoftAuthenticator } from '../testing/passkey-authenticator';
import { ACCOUNT_QUERY_REFUSED } from './http/query';
import { createBackend, type Backend } from '.';

const A = { email: 'demo@example.com', id: 1 };
const B = { email: 'maria@example.com', id: 5 };

let backend: Backend;
let client: ApiClient;
let tokenA: string;
let tokenB: string;
let admin: string;

beforeAll(async () => {
  backend = createBackend({ push: acceptingPushSender });
  client = apiClient(backend.app.fetch);
  [tokenA, tokenB, admin] = await Promise.all([
    client.login(A.email),
    client.login(B.email),
    client.login('admin@example.com'),
  ]);
});
afterAll(() => backend.dispose());

/** A push sender whose push service accepts everything: who may see which subscription is the question here. */
const acceptingPushSender = {
  publicKey: 'BAAA',
  accepts: () => true,
  send: () => Promise.resolve(201),
};
const pushSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-a',
  keys: { p256dh: 'BAAA', auth: 'AAAA' },
};

/** A 401's body: a token the server does not know says so (`session_expired`); no token, no reason. */
const unauthenticated = (token: string | undefined) => ({
  message: 'Unauthenticated.',
  ...(token === undefined ? {} : { reason: 'session_expired' }),
});

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

  it("never lists, changes or removes B's push subscriptions for A", async () => {
    const created = await client.call('POST', '/push/subscriptions', {
      token: tokenB,
      json: { ...pushSubscription, endpoint: 'https://fcm.googleapis.com/fcm/send/device-b' },
    });
    const { id } = expectShape(pushAnswers.device, created.body).data;
    const listed = expectShape(
      pushAnswers.devices,
      (await client.call('GET', '/push/subscriptions', { token: tokenA })).body,
    );
    expect(listed.data.map((device) => device.id)).not.toContain(id);
    for (const [method, json] of [
      ['PATCH', { kinds: ['support'] }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await client.call(method, `/push/subscriptions/${id}`, { token: tokenA, json });
      expect(answer.status).toBe(404);
      expectShape(api.error, answer.body);
    }
    const own = expectShape(
      pushAnswers.devices,
      (await client.call('GET', '/push/subscriptions', { token: tokenB })).body,
    );
    expect(own.data).toEqual([
      expect.objectContaining({ id, kinds: expect.arrayContaining(['support', 'margin']) }),
    ]);
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

interface Call {
  method: string;
  path: string;
  json?: unknown;
  form?: () => FormData;
  headers?: () => Record<string, string>;
}

/** A fresh idempotency key for each payment request, so none is answered from an earlier one. */
const withKey = (): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
const cardDeposit = {
  amount: '100.00',
  card_number: '4242424242424242',
  expiry_month: 12,
  expiry_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holder: 'Card Holder',
};
const withdrawal = {
  amount: '10.00',
  destination: { type: 'bank', iban: 'DE89370400440532013000', account_holder: 'Card Holder' },
};
/** Every payment call, with input an active customer gets a 2xx for. */
const paymentCalls: Call[] = [
  { method: 'GET', path: '/payments/options' },
  { method: 'POST', path: '/deposits/card', json: cardDeposit, headers: withKey },
  {
    method: 'POST',
    path: '/deposits/crypto',
    json: { wallet_id: 'eth-mainnet', amount: '0.5' },
    headers: withKey,
  },
  {
    method: 'POST',
    path: '/deposits/wire',
    form: () => formWith({ amount: '500', proof: fileOf('proof.pdf', 'application/pdf') }),
    headers: withKey,
  },
  { method: 'GET', path: '/deposits?page=1&status=pending' },
  { method: 'GET', path: '/withdrawals?page=1' },
];
const withdrawalCall: Call = { method: 'POST', path: '/withdrawals', json: withdrawal, headers: withKey };
/** The account pages' reads and the profile form, with input any active customer gets a 2xx for. */
const accountReads: Call[] = [
  { method: 'GET', path: '/accounts' },
  { method: 'GET', path: '/profile' },
  { method: 'PATCH', path: '/profile', json: { phone: '+44 20 7946 0000' } },
  { method: 'GET', path: '/verification/documents' },
  { method: 'GET', path: '/savings' },
  { method: 'GET', path: '/auto-trader' },
  { method: 'GET', path: '/statement?from=2026-11-01T00:00:00Z&to=2026-11-29T00:00:00Z' },
  { method: 'GET', path: '/pending-orders?status=history' },
  { method: 'GET', path: '/price-alerts' },
];
/** The account pages' changes of money and state (their success depends on the customer's money). */
const accountChanges: Call[] = [
  {
    method: 'POST',
    path: '/orders',
    json: { account_id: 'NW-100001', asset_id: 1, side: 'buy', volume: 1000, leverage: 10 },
    headers: withKey,
  },
  {
    method: 'POST',
    path: '/pending-orders',
    json: { account_id: 'NW-100001', asset_id: 1, type: 'buy_limit', price: 0.5, volume: 1000, leverage: 10 },
    headers: withKey,
  },
  {
    method: 'PATCH',
    path: '/pending-orders/1',
    json: { price: 0.5, stop_loss: null, take_profit: null, expires_at: null },
  },
  { method: 'DELETE', path: '/pending-orders/1' },
  {
    method: 'POST',
    path: '/price-alerts',
    json: { asset_id: 1, side: 'bid', direction: 'below', price: 0.5 },
  },
  { method: 'PATCH', path: '/price-alerts/1', json: { side: 'bid', direction: 'below', price: 0.5 } },
  { method: 'DELETE', path: '/price-alerts/1' },
  { method: 'POST', path: '/trades/1001/close', json: {}, headers: withKey },
  { method: 'PATCH', path: '/trades/1001', json: { stop_loss: null, take_profit: null } },
  {
    method: 'PATCH',
    path: '/trades/1001',
    json: { stop_loss: null, take_profit: null, trailing_stop_pips: null },
  },
  { method: 'POST', path: '/accounts/NW-900001/reset' },
  { method: 'POST', path: '/savings/deposit', json: { amount: '1.00' }, headers: withKey },
  { method: 'POST', path: '/savings/withdraw', json: { amount: '1.00' }, headers: withKey },
  {
    method: 'POST',
    path: '/auto-trader',
    json: { strategy_id: 'steady-income', allocation: '500', accept_risk: true },
    headers: withKey,
  },
  { method: 'POST', path: '/auto-trader/pause' },
  { method: 'POST', path: '/auto-trader/resume' },
  { method: 'POST', path: '/auto-trader/stop' },
];
const passwordCall: Call = {
  method: 'POST',
  path: '/user/password',
  json: { current_password: 'demo-pass-1', password: 'new-pass-22', password_confirmation: 'new-pass-22' },
};

describe("customers' money", () => {
  const send = (token: string | undefined, call: Call) =>
    client.call(call.method, call.path, {
      token,
      json: call.json,
      form: call.form?.(),
      headers: call.headers?.(),
    });
  const cancel = { method: 'POST', path: '/withdrawals/1/cancel' };

  it.each(
    [...paymentCalls, withdrawalCall, cancel, ...accountReads, ...accountChanges].map(
      (call) => [`${call.method} ${call.path}`, call] as const,
    ),
  )('%s answers 401 without a valid token and 403 to an admin', async (_, call) => {
    for (const token of [undefined, 'not-a-token']) {
      const answer = await send(token, call);
      expect(answer.status).toBe(401);
      expect(expectShape(api.error, answer.body)).toEqual(unauthenticated(token));
    }
    const answer = await send(admin, call);
    expect(answer.status).toBe(403);
    expect(expectShape(api.error, answer.body)).toEqual({ message: 'This action is unauthorized.' });
  });

  it.each(
    [...paymentCalls, withdrawalCall, cancel, ...accountReads, ...accountChanges, passwordCall]
      .filter((call) => call.method !== 'GET')
      .map((call) => [`${call.method} ${call.path}`, call] as const),
  )('%s refuses an account named in its address, and changes nothing', async (_, call) => {
    const read = async (path: string) => (await client.call('GET', path, { token: tokenA })).body;
    const state = async () =>
      JSON.stringify(
        await Promise.all(
          [
            '/accounts',
            '/deposits',
            '/withdrawals',
            '/savings',
            '/auto-trader',
            '/profile',
            '/open/trades?account_id=NW-100001',
            '/open/trades?account_id=NW-900001',
          ].map(read),
        ),
      );
    const before = await state();
    // Its own live account, its demo account and an empty name alike: none is silently ignored.
    for (const account of ['NW-100001', 'NW-900001', '']) {
      const answer = await send(tokenA, { ...call, path: `${call.path}?account_id=${account}` });
      expect(answer.status).toBe(422);
      expect(expectShape(api.error, answer.body).errors).toEqual({ account_id: [ACCOUNT_QUERY_REFUSED] });
    }
    expect(await state()).toBe(before);
  });

  it("never lets A see or cancel B's withdrawal, which stays pending", async () => {
    const created = await send(tokenB, withdrawalCall);
    const theirs = expectShape(paymentAnswers.withdrawal, created.body).data;
    const answer = await client.call('POST', `/withdrawals/${theirs.id}/cancel`, { token: tokenA });
    expect(answer.status).toBe(404);
    expect(expectShape(api.error, answer.body)).toEqual({ message: 'Not found.' });
    const mine = expectShape(
      paymentAnswers.withdrawals,
      (await client.call('GET', '/withdrawals', { token: tokenA })).body,
    );
    expect(mine.data.map((w) => w.id)).not.toContain(theirs.id);
    const list = expectShape(
      paymentAnswers.withdrawals,
      (await client.call('GET', '/withdrawals', { token: tokenB })).body,
    );
    expect(list.data.find((w) => w.id === theirs.id)?.status).toBe('pending');
  });

  it("never lists B's deposits to A, and lets no one reuse B's idempotency key to read them", async () => {
    const key = { [IDEMPOTENCY_HEADER]: 'shared-key' };
    const theirs = await send(tokenB, { ...paymentCalls[1]!, headers: () => key });
    const mine = await send(tokenA, { ...paymentCalls[1]!, headers: () => key });
    expect([theirs.status, mine.status]).toEqual([201, 201]);
    const theirId = expectShape(paymentAnswers.deposit, theirs.body).data.id;
    expect(expectShape(paymentAnswers.deposit, mine.body).data.id).not.toBe(theirId);
    const listed = expectShape(
      paymentAnswers.deposits,
      (await client.call('GET', '/deposits', { token: tokenA })).body,
    );
    expect(listed.data.map((d) => d.id)).not.toContain(theirId);
  });
});

describe("customer A and customer B's account pages", () => {
  const read = async <T>(
    schema: (input: unknown) => T | InstanceType<typeof type.errors>,
    path: string,
    token: string,
  ) => expectShape(schema, (await client.call('GET', path, { token })).body);

  it("never shows A B's documents, savings, accounts or profile", async () => {
    const theirs = await read(accountAnswers.documents, '/verification/documents', tokenB);
    const mine = await read(accountAnswers.documents, '/verification/documents', tokenA);
    expect(theirs.data.length).toBeGreaterThan(0);
    expect(mine.data.map((d) => d.id)).not.toEqual(expect.arrayContaining([theirs.data[0]!.id]));
    expect((await read(accountAnswers.savings, '/savings', tokenB)).data.history).toEqual([]);
    expect((await read(accountAnswers.savings, '/savings', tokenA)).data.history.length).toBeGreaterThan(0);
    const accountsOfB = (await read(accountAnswers.accounts, '/accounts', tokenB)).data;
    expect(accountsOfB.map((a) => a.account_id)).toEqual(['NW-100005']);
    expect((await read(accountAnswers.profile, '/profile', tokenB)).data.email).toBe(B.email);
  });

  it("never lets A's auto-trader calls touch B's", async () => {
    const started = await client.call('POST', '/auto-trader', {
      token: tokenB,
      json: { strategy_id: 'steady-income', allocation: '500', accept_risk: true },
      headers: withKey(),
    });
    expect(started.status).toBe(201);
    expect((await read(accountAnswers.autoTrader, '/auto-trader', tokenA)).data.active).toBeNull();
    expect((await client.call('POST', '/auto-trader/stop', { token: tokenA })).status).toBe(409);
    expect((await read(accountAnswers.autoTrader, '/auto-trader', tokenB)).data.active?.status).toBe(
      'running',
    );
    await client.call('POST', '/auto-trader/stop', { token: tokenB });
  });

  /** A customer's or an admin's own credentials: any signed-in user, and no one else. */
  const securityCalls: Call[] = [
    { method: 'POST', path: '/auth/step-up', json: { password: 'demo-pass-1' } },
    { method: 'GET', path: '/user/two-factor' },
    { method: 'POST', path: '/user/two-factor', json: { password: 'demo-pass-1' } },
    { method: 'POST', path: '/user/two-factor/confirm', json: { code: '123456' } },
    { method: 'DELETE', path: '/user/two-factor', json: { code: '123456' } },
  ];

  it.each([passwordCall, { method: 'POST', path: '/auth/logout-all' }, ...securityCalls])(
    '$method $path answers 401 without a valid token or with a signed-out one',
    async (call) => {
      const signedOut = await client.login(A.email);
      await client.call('POST', '/auth/logout', { token: signedOut });
      const answer = await client.call(call.method, call.path, { token: signedOut, json: call.json });
      expect(answer.status).toBe(401);
      for (const token of [undefined, 'not-a-token']) {
        const answer = await client.call(call.method, call.path, { token, json: call.json });
        expect(answer.status).toBe(401);
        expect(expectShape(api.error, answer.body)).toEqual(unauthenticated(token));
      }
    },
  );
});

describe("customer A and customer B's sessions", () => {
  const sessionsOf = async (token: string, path = '/user/sessions') =>
    expectShape(securityAnswers.sessions, (await client.call('GET', path, { token })).body).data;

  it("never lists B's sessions or sign-ins to A, and ends none of them: B's session id is not found", async () => {
    const idOfB = (await sessionsOf(tokenB)).find((session) => session.current)!.id;
    expect((await sessionsOf(tokenA)).map((session) => session.id)).not.toContain(idOfB);
    const history = expectShape(
      securityAnswers.loginHistory,
      (await client.call('GET', '/user/login-history', { token: tokenA })).body,
    ).data;
    expect(history.length).toBeGreaterThan(0);
    expect((await client.call('GET', '/user/login-history', { token: tokenB })).status).toBe(200);

    const answer = await client.call('DELETE', `/user/sessions/${idOfB}`, { token: tokenA });
    expect(answer.status).toBe(404);
    expectShape(api.error, answer.body);
    expect((await client.call('GET', '/user', { token: tokenB })).status).toBe(200);
  });

  const adminCalls = (id: number) => [
    { method: 'GET', path: `/admin/customers/${id}/sessions` },
    { method: 'POST', path: `/admin/customers/${id}/sessions/end` },
  ];

  it.each(adminCalls(B.id))("refuses a customer on $method $path, B's sessions untouched", async (call) => {
    const answer = await client.call(call.method, call.path, { token: tokenA });
    expect(answer.status).toBe(403);
    expect(expectShape(api.error, answer.body).message).toBe('This action is unauthorized.');
    expect((await client.call('GET', '/user', { token: tokenB })).status).toBe(200);
  });

  it.each(adminCalls(4))(
    'answers an admin 404 on $method $path for someone who is not a customer',
    async (call) => {
      expect((await client.call(call.method, call.path, { token: admin })).status).toBe(404);
    },
  );

  it.each(adminCalls(B.id))(
    "answers 401 to an admin's signed-out token on $method $path, B's sessions untouched",
    async (call) => {
      const revoked = await client.login('admin@example.com');
      const sessionsOfB = `/admin/customers/${B.id}/sessions`;
      expect((await client.call('GET', sessionsOfB, { token: revoked })).status).toBe(200);
      await client.call('POST', '/auth/logout', { token: revoked });
      const answer = await client.call(call.method, call.path, { token: revoked });
      expect(answer.status).toBe(401);
      expect(expectShape(api.error, answer.body)).toEqual(unauthenticated(revoked));
      expect((await client.call('GET', '/user', { token: tokenB })).status).toBe(200);
      // The admin's other session still works: only the signed-out token is refused.
      expect((await client.call('GET', sessionsOfB, { token: admin })).status).toBe(200);
    },
  );

  it.each([
    { method: 'GET', path: '/user/sessions' },
    { method: 'DELETE', path: '/user/sessions/abc' },
    { method: 'POST', path: '/auth/logout-others' },
    { method: 'GET', path: '/user/login-history' },
    ...adminCalls(B.id),
  ])('$method $path answers 401 without a valid token, and to a revoked one', async (call) => {
    const revoked = await client.login('kenji@example.com');
    await client.call('POST', '/auth/logout', { token: revoked });
    for (const token of [undefined, 'not-a-token', revoked]) {
      const answer = await client.call(call.method, call.path, { token });
      expect(answer.status).toBe(401);
      expect(expectShape(api.error, answer.body)).toEqual(unauthenticated(token));
    }
  });
});

describe('step-up and two-factor codes', () => {
  const STEP_UP = 'Confirm it is you to continue.';
  let registered = 0;
  /**
   * A customer of its own, registered on a client address of its own: turning two-factor on changes
   * how it signs in, and its wrong codes must throttle no other test's account or address.
   */
  async function newCustomer() {
    registered += 1;
    const own = apiClient((request) =>
      backend.app.fetch(request, { clientAddress: `192.0.2.${100 + registered}` }),
    );
    const email = `step-up-${registered}@example.com`;
    const answer = await own.call('POST', '/auth/register', {
      json: {
        email,
        password: DEMO_PASSWORD,
        first_name: 'Step',
        last_name: 'Up',
        phone: '+44 20 7946 0958',
        date_of_birth: '1990-05-01',
        country_of_residence: 'united-kingdom',
        nationality: 'united-kingdom',
        agree_privacy: true,
      },
    });
    expect(answer.status).toBe(201);
    return { own, email, token: expectShape(api.auth, answer.body).data.token };
  }
  /** The authenticator app's code at `at`. */
  const appCode = (secret: string, at: number) =>
    TOTP.generate({
      secret: Secret.fromBase32(secret),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      timestamp: at,
    });
  /**
   * The code of the app one time step ahead: accepted now (the window takes a step either side) and
   * later than the step of any code given before it in the test, so it is no replay the first time.
   */
  const nextCode = (secret: string) => appCode(secret, Date.now() + 30_000);
  /** A new customer with two-factor on: the sign-up was the fresh proof its setup needs. */
  async function withTwoFactor() {
    const customer = await newCustomer();
    const { own, token } = customer;
    const setup = await own.call('POST', '/user/two-factor', { token, json: {} });
    const { secret } = expectShape(twoFactorAnswers.setup, setup.body).data;
    const code = appCode(secret, Date.now());
    const confirmed = await own.call('POST', '/user/two-factor/confirm', { token, json: { code } });
    expect(confirmed.status).toBe(200);
    return { ...customer, secret };
  }
  const twoFactorEnabled = async ({ own, token }: { own: ApiClient; token: string }) =>
    expectShape(twoFactorAnswers.status, (await own.call('GET', '/user/two-factor', { token })).body).data
      .enabled;

  it("answers a call that needs a fresh proof with the contract's 403, and /auth/step-up with its answer", async () => {
    const { own, email, token } = await newCustomer();
    await own.control('POST', '/step-up/expire', { email });
    for (const [method, path, json] of [
      ['DELETE', '/user/passkeys/1', undefined],
      ['PATCH', '/profile', { phone: '+44 20 7946 0000' }],
    ] as const) {
      const refused = await own.call(method, path, { token, json });
      expect(refused.status).toBe(403);
      expect(expectShape(api.error, refused.body)).toEqual({
        message: STEP_UP,
        step_up_required: true,
        methods: ['password'],
      });
    }
    const proved = await own.call('POST', '/auth/step-up', { token, json: { password: DEMO_PASSWORD } });
    expect(proved.status).toBe(200);
    expect(expectShape(twoFactorAnswers.stepUp, proved.body)).toEqual({
      success: true,
      message: 'Confirmed.',
    });
    expect((await own.call('DELETE', '/user/passkeys/1', { token })).status).toBe(404);
  });

  it('refuses a TOTP code replayed on /auth/step-up', async () => {
    const { own, token, secret } = await withTwoFactor();
    // Turning two-factor on forgot the sign-up's proof: only a code proves it now.
    const refused = await own.call('DELETE', '/user/two-factor', { token, json: {} });
    expect(expectShape(api.error, refused.body)).toEqual({
      message: STEP_UP,
      step_up_required: true,
      methods: ['code'],
    });
    const code = nextCode(secret);
    const proved = await own.call('POST', '/auth/step-up', { token, json: { code } });
    expect(expectShape(twoFactorAnswers.stepUp, proved.body).success).toBe(true);
    const replayed = await own.call('POST', '/auth/step-up', { token, json: { code } });
    expect(replayed.status).toBe(422);
    expect(expectShape(api.error, replayed.body).errors).toEqual({ code: ['The code is not valid.'] });
  });

  it('refuses a TOTP code replayed on DELETE /user/two-factor, which stays on', async () => {
    const customer = await withTwoFactor();
    const { own, token, secret } = customer;
    const code = nextCode(secret);
    expect((await own.call('POST', '/auth/step-up', { token, json: { code } })).status).toBe(200);
    const replayed = await own.call('DELETE', '/user/two-factor', { token, json: { code } });
    expect(replayed.status).toBe(422);
    expect(expectShape(api.error, replayed.body).errors).toEqual({ code: ['The code is not valid.'] });
    expect(await twoFactorEnabled(customer)).toBe(true);
  });

  it('throttles wrong codes on /auth/step-up: the right one waits too, and proves nothing meanwhile', async () => {
    const customer = await withTwoFactor();
    const { own, token, secret } = customer;
    for (let i = 0; i < 5; i++) {
      const wrong = await own.call('POST', '/auth/step-up', { token, json: { code: '000000' } });
      expect(wrong.status).toBe(422);
    }
    const throttled = await own.call('POST', '/auth/step-up', { token, json: { code: nextCode(secret) } });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(expectShape(api.error, throttled.body).errors).toHaveProperty('code');
    const stillRefused = await own.call('DELETE', '/user/two-factor', { token, json: {} });
    expect(expectShape(api.error, stillRefused.body).step_up_required).toBe(true);
    expect(await twoFactorEnabled(customer)).toBe(true);
  });
});

describe('passkeys', () => {
  const add = async (token: string, device: SoftAuthenticator) => {
    const options = await client.call('POST', '/user/passkeys/options', { token });
    const response = await device.register(expectShape(passkeyAnswers.creationOptions, options.body).data);
    const added = await client.call('POST', '/user/passkeys', { token, json: { name: 'Key', response } });
    expect(added.status).toBe(201);
    return expectShape(passkeyAnswers.passkey, added.body).data;
  };

  it("never lists or removes B's passkeys for A, and B's passkey proves nothing about A", async () => {
    const deviceA = softAuthenticator(client.origin);
    const deviceB = softAuthenticator(client.origin);
    const mine = await add(tokenA, deviceA);
    const theirs = await add(tokenB, deviceB);
    const listed = await client.call('GET', '/user/passkeys', { token: tokenA });
    expect(expectShape(passkeyAnswers.passkeys, listed.body).data.map((p) => p.id)).toEqual([mine.id]);
    expect((await client.call('DELETE', `/user/passkeys/${theirs.id}`, { token: tokenA })).status).toBe(404);

    const options = await client.call('POST', '/user/passkeys/step-up-options', { token: tokenA });
    const proof = await deviceB.assert(expectShape(passkeyAnswers.stepUpOptions, options.body).data);
    const refused = await client.call('POST', '/auth/step-up', { token: tokenA, json: { passkey: proof } });
    expect(refused.status).toBe(422);
    expect(expectShape(api.error, refused.body).errors).toHaveProperty('passkey');
  });

  it.each([
    ['GET', '/user/passkeys'],
    ['POST', '/user/passkeys/options'],
    ['POST', '/user/passkeys'],
    ['POST', '/user/passkeys/step-up-options'],
    ['DELETE', '/user/passkeys/1'],
  ])('%s %s answers 401 without a valid token, a revoked one among them', async (method, path) => {
    const revoked = await client.login('kenji@example.com');
    await client.call('POST', '/auth/logout', { token: revoked });
    for (const token of [undefined, 'not-a-token', revoked]) {
      const answer = await client.call(method, path, { token });
      expect(answer.status).toBe(401);
      expect(expectShape(api.error, answer.body)).toEqual(unauthenticated(token));
    }
  });

  it('lets admins keep passkeys of their own, as their password is theirs', async () => {
    const answer = await client.call('GET', '/user/passkeys', { token: admin });
    expect(expectShape(passkeyAnswers.passkeys, answer.body).data).toEqual([]);
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

  it("lets only admins join the admins' chat channel", async () => {
    expect((await authorise(admin, 'private-chat.admins')).status).toBe(200);
    expect((await authorise(tokenA, 'private-chat.admins')).status).toBe(403);
  });
});

describe('realtime access of a session that ended', () => {
  // A customer no other test here signs in as: its sessions end in every way below.
  const C = { email: 'busy@example.com', id: 7 };
  /** What the realtime sign-in and the authorisation of an own channel answer the token. */
  const realtimeStatuses = async (token: string) =>
    Promise.all(
      [
        client.call('POST', '/broadcasting/user-auth', { token, json: { socket_id: '1.2' } }),
        client.call('POST', '/broadcasting/auth', {
          token,
          json: { socket_id: '1.2', channel_name: `private-user.${C.id}` },
        }),
      ].map(async (answer) => (await answer).status),
    );
  const NEW_PASSWORD = 'new-pass-22';
  const changePassword = (token: string, from: string, to: string) =>
    client.call('POST', '/user/password', {
      token,
      json: { current_password: from, password: to, password_confirmation: to },
    });

  it.each([
    {
      how: 'logout',
      end: (ended: string) => client.call('POST', '/auth/logout', { token: ended }),
      keeps: true,
    },
    {
      how: 'logout-all',
      end: (ended: string) => client.call('POST', '/auth/logout-all', { token: ended }),
      keeps: false,
    },
    { how: '/__demo/revoke', end: () => client.control('POST', '/revoke', { email: C.email }), keeps: false },
    {
      how: "the other session's 'Sign out' of it",
      end: async (_: string, other: string) => {
        const listed = await client.call('GET', '/user/sessions', { token: other });
        const { id } = expectShape(securityAnswers.sessions, listed.body).data.find((s) => !s.current)!;
        return client.call('DELETE', `/user/sessions/${id}`, { token: other });
      },
      keeps: true,
    },
    {
      how: 'logout-others on the other session',
      end: (_: string, other: string) => client.call('POST', '/auth/logout-others', { token: other }),
      keeps: true,
    },
    {
      how: "an admin ending the customer's sessions",
      end: async () => client.call('POST', `/admin/customers/${C.id}/sessions/end`, { token: admin }),
      keeps: false,
    },
    {
      how: 'a password change on another session',
      end: (_: string, changer: string) => changePassword(changer, 'demo-pass-1', NEW_PASSWORD),
      keeps: true,
    },
  ])(
    '$how: the ended token gets 401 from /broadcasting/user-auth and /broadcasting/auth',
    async ({ how, end, keeps }) => {
      const [ended, other] = [await client.login(C.email), await client.login(C.email)];
      expect(await realtimeStatuses(ended)).toEqual([200, 200]);
      expect((await end(ended, other)).status).toBe(200);
      expect(await realtimeStatuses(ended)).toEqual([401, 401]);
      // The session that changed the password, or the other device after a single logout, goes on.
      expect(await realtimeStatuses(other)).toEqual(keeps ? [200, 200] : [401, 401]);
      if (how === 'a password change on another session') {
        expect((await changePassword(other, NEW_PASSWORD, 'demo-pass-1')).status).toBe(200);
      }
    },
  );

  it('deactivation: every session of the account gets 403 from both, and 200 again once reactivated', async () => {
    const tokens = [await client.login(C.email), await client.login(C.email)];
    await client.control('PATCH', '/users', { email: C.email, status: 'deactivated' });
    for (const token of tokens) expect(await realtimeStatuses(token)).toEqual([403, 403]);
    await client.control('PATCH', '/users', { email: C.email, status: 'active' });
    for (const token of tokens) expect(await realtimeStatuses(token)).toEqual([200, 200]);
  });
});

describe('admin routes and admin-only rules', () => {
  it.each(['/push/key', '/push/subscriptions'])(
    'refuses admins on %s: push carries a customer’s notices',
    async (path) => {
      const answer = await client.call('GET', path, { token: admin });
      expect(answer.status).toBe(403);
    },
  );

  it.each(['/admin/users', '/admin/admins'])('refuses customers on %s', async (path) => {
    const answer = await client.call('GET', path, { token: tokenA });
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

describe('calls without a valid token', () => {
  it.each([
    '/open/trades',
    '/closed/trades',
    '/prices/1/history',
    '/prices/999/history',
    '/push/subscriptions',
  ])('GET %s answers 401, before saying whether anything exists', async (path) => {
    for (const token of [undefined, 'not-a-token']) {
      const answer = await client.call('GET', path, { token });
      expect(answer.status).toBe(401);
      expect(expectShape(api.error, answer.body)).toEqual(unauthenticated(token));
    }
  });

  it('lets every active user read price history, admins included', async () => {
    for (const token of [tokenA, tokenB, admin]) {
      const answer = await client.call('GET', '/prices/1/history?points=2', { token });
      expect(expectShape(api.priceHistory, answer.body).data).toHaveLength(2);
    }
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

describe('account status', () => {
  const DISABLED = 'Your account is currently disabled, please contact support.';
  const AWAITING = 'Your account is awaiting approval from the Client Management Team';
  const profile = {
    employment_status: 'employed',
    annual_income: '50k_100k',
    net_worth: '25k_100k',
    source_of_funds: 'salary',
    trading_experience: 'some',
  };

  /** Every customer call with input that an active customer gets a 2xx for. */
  const customerCalls = (user: { id: number; email: string }): Call[] => [
    { method: 'GET', path: '/data' },
    { method: 'POST', path: '/user/heartbeat' },
    { method: 'GET', path: '/user/away' },
    { method: 'POST', path: '/user/away/seen' },
    { method: 'POST', path: '/notifications/:own/read' },
    { method: 'GET', path: '/onboarding' },
    { method: 'GET', path: '/onboarding/next-steps' },
    { method: 'GET', path: '/favourites' },
    { method: 'PUT', path: '/favourites/1' },
    { method: 'DELETE', path: '/favourites/1' },
    { method: 'POST', path: '/onboarding/financial-profile', json: profile },
    {
      method: 'POST',
      path: '/onboarding/documents',
      form: () => formWith({ document_type: 'passport', file: fileOf('id.pdf', 'application/pdf') }),
    },
    { method: 'GET', path: '/open/trades' },
    { method: 'GET', path: '/closed/trades?page=1' },
    { method: 'GET', path: `/open/trades?account_id=NW-${100000 + user.id}` },
    { method: 'GET', path: '/prices/1/history?points=10' },
    { method: 'GET', path: '/chat/messages' },
    { method: 'POST', path: '/chat/messages', json: { message: 'Hello?' } },
    { method: 'POST', path: '/chat/upload', form: () => formWith({ file: fileOf('a.png', 'image/png') }) },
    { method: 'POST', path: '/chat/read', json: {} },
    { method: 'GET', path: '/chat/unread-count' },
    {
      method: 'POST',
      path: '/broadcasting/auth',
      json: { socket_id: '1.2', channel_name: `private-user.${user.id}` },
    },
    { method: 'POST', path: '/broadcasting/user-auth', json: { socket_id: '1.2' } },
    { method: 'GET', path: '/push/key' },
    { method: 'GET', path: '/push/subscriptions' },
    { method: 'POST', path: '/push/subscriptions', json: pushSubscription },
    ...paymentCalls,
  ];

  const callAs = async (email: string, call: Call) => {
    const token = await client.login(email);
    let path = call.path;
    if (path.includes(':own')) {
      const created = await client.control('POST', '/notify', {
        customer_email: email,
        title: 'Note',
        message: 'For you.',
      });
      path = path.replace(':own', (created.body as { data: { id: string } }).data.id);
    }
    return client.call(call.method, path, {
      token,
      json: call.json,
      form: call.form?.(),
      headers: call.headers?.(),
    });
  };

  const setMustVerify = (value: boolean) =>
    client.control('PATCH', '/settings', { must_verify_account: value });
  afterEach(async () => {
    await setMustVerify(true);
  });

  /**
   * What the Awaiting Approval screen needs: support's chat and its realtime, presence, and the
   * verification the approval waits for. A customer awaiting approval may make these calls.
   */
  const awaitingApprovalScreen = new Set([
    'POST /user/heartbeat',
    'GET /onboarding',
    'POST /onboarding/financial-profile',
    'POST /onboarding/documents',
    'GET /verification/documents',
    'GET /chat/messages',
    'POST /chat/messages',
    'POST /chat/upload',
    'POST /chat/read',
    'GET /chat/unread-count',
    'POST /broadcasting/auth',
    'POST /broadcasting/user-auth',
  ]);
  const onAwaitingScreen = (call: Call) => awaitingApprovalScreen.has(`${call.method} ${call.path}`);

  const rows = [
    { email: 'disabled@example.com', id: 3, mustVerify: true, message: DISABLED, screen: false },
    { email: 'disabled@example.com', id: 3, mustVerify: false, message: DISABLED, screen: false },
    { email: 'pending@example.com', id: 2, mustVerify: true, message: AWAITING, screen: true },
  ];

  describe.each(rows)(
    '$email (must_verify_account $mustVerify)',
    ({ email, id, mustVerify, message, screen }) => {
      beforeEach(async () => {
        await setMustVerify(mustVerify);
      });

      it.each(
        [
          ...customerCalls({ id, email }),
          withdrawalCall,
          { method: 'POST', path: '/withdrawals/1/cancel' },
          ...accountReads,
          ...accountChanges,
          passwordCall,
        ]
          .filter((call) => !(screen && onAwaitingScreen(call)))
          .map((call) => [`${call.method} ${call.path}`, call] as const),
      )('is refused %s', async (_, call) => {
        const answer = await callAs(email, call);
        expect(answer.status).toBe(403);
        expect(expectShape(api.error, answer.body)).toEqual({ message });
      });

      it('still reads the user and the settings, and can log out', async () => {
        const token = await client.login(email);
        const user = await client.call('GET', '/user', { token });
        expect(expectShape(api.user, user.body).data).toMatchObject({ id, email });
        expect((await client.call('GET', '/settings', { token })).status).toBe(200);
        expect((await client.call('POST', '/auth/logout', { token })).status).toBe(200);
        expect((await client.call('GET', '/user', { token })).status).toBe(401);
      });
    },
  );

  describe('a pending user while the tenant requires verification', () => {
    const calls = [...customerCalls({ id: 2, email: 'pending@example.com' }), ...accountReads].filter(
      onAwaitingScreen,
    );

    it('has every call of the Awaiting Approval screen to test', () => {
      expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(
        [...awaitingApprovalScreen].sort(),
      );
    });

    it.each(calls.map((c) => [`${c.method} ${c.path}`, c] as const))(
      'may call %s from the Awaiting Approval screen',
      async (_, call) => {
        const answer = await callAs('pending@example.com', call);
        expect(answer.status).toBeGreaterThanOrEqual(200);
        expect(answer.status).toBeLessThan(300);
      },
    );

    it('writes to support and reads the answer, while everything else stays closed', async () => {
      const token = await client.login('pending@example.com');
      const sent = await client.call('POST', '/chat/messages', {
        token,
        json: { message: 'What is missing?' },
      });
      expect(sent.status).toBeLessThan(300);
      const list = await client.call('GET', '/chat/messages', { token });
      expect(JSON.stringify(list.body)).toContain('What is missing?');
      expect((await client.call('GET', '/data', { token })).status).toBe(403);
      const disabled = await client.login('disabled@example.com');
      expect(
        (await client.call('POST', '/chat/messages', { token: disabled, json: { message: 'Hi' } })).status,
      ).toBe(403);
    });
  });

  describe('a pending user while the tenant does not require verification', () => {
    beforeEach(async () => {
      await setMustVerify(false);
    });

    it.each(
      [...customerCalls({ id: 2, email: 'pending@example.com' }), ...accountReads].map(
        (c) => [`${c.method} ${c.path}`, c] as const,
      ),
    )('may call %s', async (_, call) => {
      const answer = await callAs('pending@example.com', call);
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(300);
    });

    it('may not withdraw until verified', async () => {
      const answer = await callAs('pending@example.com', withdrawalCall);
      expect(answer.status).toBe(403);
      expect(expectShape(api.error, answer.body)).toEqual({
        message: 'Your account must be verified before you can withdraw.',
      });
    });
  });

  it('lets an admin use admin calls, and lifts the block as soon as the user is active again', async () => {
    const admin = await client.login('admin@example.com');
    expect((await client.call('GET', '/admin/users', { token: admin })).status).toBe(200);
    const token = await client.login('disabled@example.com');
    expect((await client.call('GET', '/data', { token })).status).toBe(403);
    await client.control('PATCH', '/users', { email: 'disabled@example.com', status: 'active' });
    expect((await client.call('GET', '/data', { token })).status).toBe(200);
    await client.control('PATCH', '/users', { email: 'disabled@example.com', status: 'deactivated' });
  });
});
