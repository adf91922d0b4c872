/**
 * Step-up: a withdrawal needs the session to have proved it is its user within five minutes (the
 * store's clock), by signing in or by POST /auth/step-up; the proof ends with the window and the session.
 */
import { IDEMPOTENCY_HEADER } from '@contract/schemas';
import { apiClient, DEMO_PASSWORD, type ApiClient } from '../testing/api-client';
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

const withdraw = (token: string) =>
  client.call('POST', '/withdrawals', {
    token,
    json: { amount: '10.00', destination: { type: 'crypto', address: 'bc1qstepup', network: 'Bitcoin' } },
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  });
const stepUp = (token: string, json: unknown) => client.call('POST', '/auth/step-up', { token, json });

const REFUSED = {
  message: 'Confirm it is you to continue.',
  step_up_required: true,
  methods: ['password'],
};

describe('step-up', () => {
  it('lets a withdrawal through in the five minutes after the sign-in, and refuses it after', async () => {
    const token = await client.login(KENJI);
    clock += STEP_UP_WINDOW_MS - 1;
    expect((await withdraw(token)).status).toBe(201);
    clock += 1;
    const refused = await withdraw(token);
    expect(refused).toMatchObject({ status: 403, body: REFUSED });
  });

  it('a proof by the password opens a new window of five minutes, on that session only', async () => {
    const token = await client.login(KENJI);
    const other = await client.login(KENJI);
    clock += STEP_UP_WINDOW_MS;
    expect(await stepUp(token, { password: DEMO_PASSWORD })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await withdraw(token)).status).toBe(201);
    expect((await withdraw(other)).status).toBe(403);
    clock += STEP_UP_WINDOW_MS;
    expect((await withdraw(token)).body).toMatchObject(REFUSED);
  });

  it('a wrong password is a 422 that proves nothing, and guesses are throttled with the login', async () => {
    const token = await client.login(KENJI);
    clock += STEP_UP_WINDOW_MS;
    for (let i = 0; i < 5; i++) {
      expect(await stepUp(token, { password: 'not-it' })).toMatchObject({
        status: 422,
        body: { errors: { password: ['The password is incorrect.'] } },
      });
    }
    const throttled = await stepUp(token, { password: DEMO_PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('60');
    expect((await withdraw(token)).status).toBe(403);
    expect(await stepUp(token, {})).toMatchObject({
      status: 422,
      body: { errors: { password: ['Enter your password.'] } },
    });
  });

  it('ends with its session: a signed-out token is a 401, not a step-up', async () => {
    const token = await client.login(KENJI);
    await client.call('POST', '/auth/logout', { token });
    expect((await withdraw(token)).status).toBe(401);
    expect((await stepUp(token, { password: DEMO_PASSWORD })).status).toBe(401);
  });
});
