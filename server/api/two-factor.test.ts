/**
 * Two-factor through the API: set up with a fresh proof, confirmed with a code (ten recovery codes
 * once), then every sign-in needs a code after the password; codes are accepted once, guesses are
 * throttled with the login's counters, and turning it off takes a code and tells the customer.
 */
import { api, IDEMPOTENCY_HEADER, twoFactorAnswers } from '@contract/schemas';
import { Secret, TOTP } from 'otpauth';
import { apiClient, DEMO_PASSWORD, expectShape, type ApiClient } from '../testing/api-client';
import { STEP_UP_WINDOW_MS } from './domain/step-up';
import { createBackend, type Backend } from '.';

const KENJI = 'kenji@example.com';
const START = Date.parse('2026-03-18T12:00:00Z');

let clock = START;
let backend: Backend;
let client: ApiClient;

beforeAll(() => {
  backend = createBackend({ now: () => clock });
  client = apiClient(backend.app.fetch);
});
beforeEach(() => {
  clock = START;
  backend.reset();
});
afterAll(() => backend.dispose());

const appCode = (secret: string, at = clock) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at,
  });
const post = (path: string, token: string | undefined, json: unknown) =>
  client.call('POST', path, { ...(token ? { token } : {}), json });
const passwordStep = (email = KENJI, password = DEMO_PASSWORD) =>
  post('/auth/login', undefined, { email, password });
const withdraw = (token: string) =>
  client.call('POST', '/withdrawals', {
    token,
    json: { amount: '10.00', destination: { type: 'crypto', address: 'bc1q2fa', network: 'Bitcoin' } },
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  });

/** Kenji with two-factor on: his session, the secret and the recovery codes. */
async function turnedOn() {
  const token = await client.login(KENJI);
  const setup = expectShape(twoFactorAnswers.setup, (await post('/user/two-factor', token, {})).body).data;
  const confirmed = await post('/user/two-factor/confirm', token, { code: appCode(setup.secret) });
  const { recovery_codes } = expectShape(twoFactorAnswers.confirmed, confirmed.body).data;
  // The next sign-in's code must be of a later step than the one just used.
  clock += 30_000;
  return { token, secret: setup.secret, recoveryCodes: recovery_codes };
}

async function challenge(): Promise<string> {
  const answer = await passwordStep();
  expect(answer.status).toBe(200);
  return expectShape(twoFactorAnswers.challenge, answer.body).data.challenge;
}

describe('setting up', () => {
  it('needs a fresh proof or the password, and is on once a code of its secret is confirmed', async () => {
    const token = await client.login(KENJI);
    const status = async () =>
      expectShape(twoFactorAnswers.status, (await client.call('GET', '/user/two-factor', { token })).body)
        .data;
    expect(await status()).toEqual({ enabled: false, recovery_codes_left: 0 });

    clock += STEP_UP_WINDOW_MS;
    expect(await post('/user/two-factor', token, {})).toMatchObject({
      status: 403,
      body: { step_up_required: true, methods: ['password'] },
    });
    expect(await post('/user/two-factor', token, { password: 'wrong-one' })).toMatchObject({
      status: 422,
      body: { errors: { password: ['The password is incorrect.'] } },
    });
    const started = await post('/user/two-factor', token, { password: DEMO_PASSWORD });
    const { secret } = expectShape(twoFactorAnswers.setup, started.body).data;
    expect(await status()).toEqual({ enabled: false, recovery_codes_left: 0 });

    expect(await post('/user/two-factor/confirm', token, { code: '123456' })).toMatchObject({
      status: 422,
      body: { errors: { code: ['The code is not valid.'] } },
    });
    const confirmed = await post('/user/two-factor/confirm', token, { code: appCode(secret) });
    expect(confirmed.status).toBe(200);
    expect(expectShape(twoFactorAnswers.confirmed, confirmed.body).data.recovery_codes).toHaveLength(10);
    expect(await status()).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect(await post('/user/two-factor', token, {})).toMatchObject({
      status: 409,
      body: { message: 'Two-factor authentication is already on.' },
    });
  });

  it('throttles wrong confirmation codes with the login counters, even the right code while it waits', async () => {
    const token = await client.login(KENJI);
    const { secret } = expectShape(
      twoFactorAnswers.setup,
      (await post('/user/two-factor', token, {})).body,
    ).data;
    for (let i = 0; i < 5; i++) {
      expect((await post('/user/two-factor/confirm', token, { code: '000000' })).status).toBe(422);
    }
    const throttled = await post('/user/two-factor/confirm', token, { code: appCode(secret) });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('60');
    expect(expectShape(api.error, throttled.body).errors).toHaveProperty('code');
    // The guesses count against the password too: the same counters as a login.
    expect((await passwordStep()).status).toBe(429);
    clock += 60_000;
    expect((await post('/user/two-factor/confirm', token, { code: appCode(secret) })).status).toBe(200);
  });

  it('once on, a password given earlier no longer proves it is the customer: a withdrawal asks for a code', async () => {
    const { token, secret } = await turnedOn();
    expect(await withdraw(token)).toMatchObject({
      status: 403,
      body: { message: 'Confirm it is you to continue.', step_up_required: true, methods: ['code'] },
    });
    expect(await post('/auth/step-up', token, { password: DEMO_PASSWORD })).toMatchObject({
      status: 422,
      body: { errors: { code: ['Enter a code from your authenticator app or a recovery code.'] } },
    });
    expect((await post('/auth/step-up', token, { code: appCode(secret) })).status).toBe(200);
    expect((await withdraw(token)).status).toBe(201);
  });
});

describe('signing in', () => {
  it('asks for a code after the right password, with no session until it is given', async () => {
    const { secret } = await turnedOn();
    const answer = await passwordStep();
    expect(answer.body).not.toHaveProperty('data.token');
    const id = expectShape(twoFactorAnswers.challenge, answer.body).data.challenge;
    const signedIn = await post('/auth/two-factor', undefined, { challenge: id, code: appCode(secret) });
    expect(signedIn.status).toBe(200);
    const { token } = expectShape(api.auth, signedIn.body).data;
    // A sign-in with the code is itself a fresh proof.
    expect((await withdraw(token)).status).toBe(201);
    // The challenge is spent with its sign-in.
    expect(
      await post('/auth/two-factor', undefined, { challenge: id, code: appCode(secret, clock + 30_000) }),
    ).toMatchObject({ status: 422, body: { errors: { code: [expect.stringContaining('expired')] } } });
  });

  it('accepts a code once: the same code replayed in its 30 s is refused', async () => {
    const { secret } = await turnedOn();
    const code = appCode(secret);
    expect((await post('/auth/two-factor', undefined, { challenge: await challenge(), code })).status).toBe(
      200,
    );
    clock += 10_000;
    expect(await post('/auth/two-factor', undefined, { challenge: await challenge(), code })).toMatchObject({
      status: 422,
      body: { errors: { code: ['The code is not valid.'] } },
    });
  });

  it('throttles wrong codes with the login counters, which a right password does not clear', async () => {
    const { secret } = await turnedOn();
    for (let i = 0; i < 5; i++) {
      const id = await challenge();
      expect((await post('/auth/two-factor', undefined, { challenge: id, code: '000000' })).status).toBe(422);
    }
    expect((await passwordStep()).status).toBe(429);
    clock += 60_000;
    const id = await challenge();
    expect((await post('/auth/two-factor', undefined, { challenge: id, code: appCode(secret) })).status).toBe(
      200,
    );
  });

  it('takes each recovery code once instead of a code', async () => {
    const { recoveryCodes } = await turnedOn();
    const [first] = recoveryCodes as [string];
    const signedIn = await post('/auth/two-factor', undefined, {
      challenge: await challenge(),
      recovery_code: first,
    });
    expect(signedIn.status).toBe(200);
    const { token } = expectShape(api.auth, signedIn.body).data;
    expect(
      expectShape(twoFactorAnswers.status, (await client.call('GET', '/user/two-factor', { token })).body)
        .data,
    ).toEqual({ enabled: true, recovery_codes_left: 9 });
    expect(
      await post('/auth/two-factor', undefined, { challenge: await challenge(), recovery_code: first }),
    ).toMatchObject({ status: 422, body: { errors: { recovery_code: ['The code is not valid.'] } } });
  });

  it('lets a challenge wait five minutes at most', async () => {
    const { secret } = await turnedOn();
    const id = await challenge();
    clock += 5 * 60_000;
    expect(await post('/auth/two-factor', undefined, { challenge: id, code: appCode(secret) })).toMatchObject(
      {
        status: 422,
        body: { errors: { code: ['This sign-in has expired. Please enter your email and password again.'] } },
      },
    );
  });
});

describe('turning it off', () => {
  it('takes a code (or a step-up by one), and tells the customer', async () => {
    const { token, secret } = await turnedOn();
    clock += STEP_UP_WINDOW_MS;
    expect(await client.call('DELETE', '/user/two-factor', { token, json: {} })).toMatchObject({
      status: 403,
      body: { step_up_required: true, methods: ['code'] },
    });
    expect(
      await client.call('DELETE', '/user/two-factor', { token, json: { code: '000000' } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { code: ['The code is not valid.'] } },
    });
    const off = await client.call('DELETE', '/user/two-factor', { token, json: { code: appCode(secret) } });
    expect(expectShape(twoFactorAnswers.disabled, off.body).message).toBe(
      'Two-factor authentication is off.',
    );
    expect(backend.store.state.twoFactor.has(backend.store.userByEmail(KENJI)!.id)).toBe(false);
    const { notifications } = expectShape(api.user, (await client.call('GET', '/user', { token })).body).data;
    expect(notifications?.at(-1)).toMatchObject({ title: 'Two-factor authentication turned off' });
    // Signing in needs the password alone again.
    expect(expectShape(api.auth, (await passwordStep()).body).data.token).toBeTruthy();
  });

  it('is refused for a customer without it, and the calls need a session', async () => {
    const token = await client.login(KENJI);
    expect((await client.call('DELETE', '/user/two-factor', { token, json: {} })).status).toBe(409);
    for (const [method, path] of [
      ['GET', '/user/two-factor'],
      ['POST', '/user/two-factor'],
      ['POST', '/user/two-factor/confirm'],
      ['DELETE', '/user/two-factor'],
      ['POST', '/auth/step-up'],
    ] as const) {
      const json = method === 'GET' ? {} : { json: { code: '123456' } };
      expect((await client.call(method, path, json)).status).toBe(401);
    }
  });
});
