/**
 * Passkeys: adding one (a registration bound to the session that began it), listing and removing
 * them, and signing in with one, through a software authenticator. Every answer is checked with the
 * client's own schemas (`passkeyAnswers`).
 */
import { api, passkeyAnswers } from '@contract/schemas';
import type { type } from 'arktype';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { softAuthenticator, type SoftAuthenticator } from '../testing/passkey-authenticator';
import { PASSKEY_CHALLENGE_MS } from './domain/passkeys';
import { STEP_UP_REQUIRED, STEP_UP_WINDOW_MS } from './domain/step-up';
import { createBackend, type Backend } from '.';

const ORIGIN = 'http://app.test';
const DEMO_ID = 1;

let clock: number;
let backend: Backend;
let client: ApiClient;
let device: SoftAuthenticator;
let demo: string;

beforeEach(async () => {
  clock = Date.parse('2026-11-25T12:00:00Z');
  backend = createBackend({ now: () => clock });
  client = apiClient(backend.app.fetch, ORIGIN);
  device = softAuthenticator(ORIGIN);
  demo = await client.login('demo@example.com');
});
afterEach(() => backend.dispose());

const expectStatus = async (answer: Promise<{ status: number; body: unknown }>, status: number) => {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body)).toBe(status);
  return settled.body;
};

const shaped = <T>(schema: (input: unknown) => T | InstanceType<typeof type.errors>, body: unknown) =>
  expectShape(schema, body);

async function registration(token = demo) {
  const body = await expectStatus(client.call('POST', '/user/passkeys/options', { token }), 200);
  return shaped(passkeyAnswers.creationOptions, body).data;
}

async function addPasskey(name = 'Phone', token = demo, authenticator = device) {
  const response = await authenticator.register(await registration(token));
  const body = await expectStatus(
    client.call('POST', '/user/passkeys', { token, json: { name, response } }),
    201,
  );
  return shaped(passkeyAnswers.passkey, body).data;
}

async function signInChallenge() {
  const body = await expectStatus(client.call('POST', '/auth/passkey/options'), 200);
  return shaped(passkeyAnswers.requestOptions, body).data;
}

const signIn = (json: unknown) => client.call('POST', '/auth/passkey', { json });

describe('adding a passkey', () => {
  it('registers it under its name, lists it with its dates and tells the owner', async () => {
    const options = await registration();
    expect(options.rp).toEqual({ name: backend.store.state.settings.name, id: 'app.test' });
    expect(options.user.name).toBe('demo@example.com');
    expect(options.authenticatorSelection?.residentKey).toBe('required');

    const added = await addPasskey('  Work laptop  ');
    expect(added).toMatchObject({ name: 'Work laptop', last_used_at: null });
    // The store's stamps are strictly increasing: the sign-in before it took this millisecond.
    expect(Date.parse(added.created_at) - clock).toBeGreaterThanOrEqual(0);
    expect(Date.parse(added.created_at) - clock).toBeLessThan(10);

    const list = shaped(
      passkeyAnswers.passkeys,
      await expectStatus(client.call('GET', '/user/passkeys', { token: demo }), 200),
    ).data;
    expect(list).toEqual([added]);
    // The key and the counter stay on the server.
    expect(JSON.stringify(list)).not.toContain(backend.store.state.passkeys[0]!.public_key);

    const notice = backend.store.state.notifications.at(-1)!;
    expect(notice).toMatchObject({ user_id: DEMO_ID, title: 'Passkey added' });
    expect(notice.message).toContain('“Work laptop”');
  });

  it('excludes the passkeys already added from a new registration', async () => {
    await addPasskey();
    const options = await registration();
    expect(options.excludeCredentials?.map((credential) => credential.id)).toEqual([
      device.credentials[0]!.id,
    ]);
  });

  it("accepts only the answer to this session's own challenge, once", async () => {
    const options = await registration();
    const response = await device.register(options);
    // The same user signed in elsewhere cannot finish a registration this session began.
    const other = await client.login('demo@example.com');
    await expectStatus(
      client.call('POST', '/user/passkeys', { token: other, json: { name: 'A', response } }),
      422,
    );
    await expectStatus(
      client.call('POST', '/user/passkeys', { token: demo, json: { name: 'A', response } }),
      201,
    );
    // Answered once: the challenge is gone.
    await expectStatus(
      client.call('POST', '/user/passkeys', { token: demo, json: { name: 'B', response } }),
      422,
    );
    expect(backend.store.state.passkeys).toHaveLength(1);
  });

  it('refuses an answer made for another origin, a challenge past its time and a name that is blank', async () => {
    const foreign = softAuthenticator('http://evil.test');
    const first = await foreign.register(await registration());
    const refused = await expectStatus(
      client.call('POST', '/user/passkeys', { token: demo, json: { name: 'Phone', response: first } }),
      422,
    );
    expect(refused).toMatchObject({
      errors: { response: ['This passkey could not be verified. Try again.'] },
    });

    const late = await device.register(await registration());
    clock += PASSKEY_CHALLENGE_MS + 1;
    expect(
      await expectStatus(
        client.call('POST', '/user/passkeys', { token: demo, json: { name: 'Phone', response: late } }),
        422,
      ),
    ).toMatchObject({ errors: { response: ['The passkey request has expired. Try again.'] } });

    const blank = await device.register(await registration());
    expect(
      await expectStatus(
        client.call('POST', '/user/passkeys', { token: demo, json: { name: ' \u00a0 ', response: blank } }),
        422,
      ),
    ).toHaveProperty('errors.name');
    expect(backend.store.state.passkeys).toEqual([]);
  });

  it('makes its options for the page it is asked from only when that page is the app', async () => {
    const local = apiClient(backend.app.fetch, 'http://127.0.0.1:4173');
    const token = await local.login('demo@example.com');
    const asked = async (origin: string) => {
      const answer = await local.call('POST', '/user/passkeys/options', {
        token,
        headers: { Origin: origin },
      });
      return shaped(passkeyAnswers.creationOptions, answer.body).data.rp.id;
    };
    // Browsers refuse WebAuthn on an IP address: the loopback host is the app at localhost too.
    expect(await asked('http://localhost:4173')).toBe('localhost');
    expect(await asked('http://evil.test')).toBe('127.0.0.1');
    expect(await asked('http://localhost:9999')).toBe('127.0.0.1');
  });
});

describe('signing in with a passkey', () => {
  it('answers a session of the passkey’s user and records its use', async () => {
    const added = await addPasskey();
    clock += 60_000;
    const { challenge_id, options } = await signInChallenge();
    expect(options.rpId).toBe('app.test');
    const response = await device.assert(options);
    const body = await expectStatus(signIn({ challenge_id, response }), 200);
    const { token, user } = shaped(api.auth, body).data;
    expect(user.email).toBe('demo@example.com');
    await expectStatus(client.call('GET', '/user', { token }), 200);

    const [listed] = shaped(
      passkeyAnswers.passkeys,
      (await client.call('GET', '/user/passkeys', { token })).body,
    ).data;
    expect(listed).toMatchObject({ id: added.id, last_used_at: new Date(clock).toISOString() });
  });

  it('takes each challenge once, and not after its time', async () => {
    await addPasskey();
    const { challenge_id, options } = await signInChallenge();
    await expectStatus(signIn({ challenge_id, response: await device.assert(options) }), 200);
    expect(
      await expectStatus(signIn({ challenge_id, response: await device.assert(options) }), 422),
    ).toMatchObject({ errors: { challenge_id: ['The passkey request has expired. Try again.'] } });

    const late = await signInChallenge();
    clock += PASSKEY_CHALLENGE_MS;
    await expectStatus(
      signIn({ challenge_id: late.challenge_id, response: await device.assert(late.options) }),
      422,
    );
  });

  it('refuses an authenticator whose counter did not move on (a cloned passkey)', async () => {
    await addPasskey();
    const first = await signInChallenge();
    await expectStatus(
      signIn({ challenge_id: first.challenge_id, response: await device.assert(first.options) }),
      200,
    );
    device.credentials[0]!.counter -= 1;
    const second = await signInChallenge();
    await expectStatus(
      signIn({ challenge_id: second.challenge_id, response: await device.assert(second.options) }),
      422,
    ); // The owner's login history has it, a failed passkey sign-in, after the one that succeeded.
    const history = backend.store.state.signIns.get(DEMO_ID)!;
    expect(history.slice(-2).map(({ method, result }) => [method, result])).toEqual([
      ['passkey', 'success'],
      ['passkey', 'failure'],
    ]);
  });

  it('refuses a passkey never added, one that names another user, and a signature made elsewhere', async () => {
    const maria = await client.login('maria@example.com');
    await addPasskey('Mine');
    const mariaDevice = softAuthenticator(ORIGIN);
    await addPasskey('Maria’s', maria, mariaDevice);

    const stranger = softAuthenticator(ORIGIN);
    await stranger.register(await registration(await client.login('kenji@example.com')));
    const unknown = await signInChallenge();
    expect(
      await expectStatus(
        signIn({ challenge_id: unknown.challenge_id, response: await stranger.assert(unknown.options) }),
        422,
      ),
    ).toMatchObject({ errors: { response: ['This passkey is not registered for an account here.'] } });

    // Maria's credential presented as demo's user: the handle must be the passkey's own user's.
    const swapped = await signInChallenge();
    const answer = await mariaDevice.assert(swapped.options);
    answer.response.userHandle = device.credentials[0]!.userHandle;
    await expectStatus(signIn({ challenge_id: swapped.challenge_id, response: answer }), 422);

    const phishing = softAuthenticator('http://evil.test');
    phishing.credentials.push(device.credentials[0]!);
    const elsewhere = await signInChallenge();
    await expectStatus(
      signIn({ challenge_id: elsewhere.challenge_id, response: await phishing.assert(elsewhere.options) }),
      422,
    );
  });
});

describe('removing a passkey', () => {
  it("removes the caller's own only: another user's is not found", async () => {
    const mine = await addPasskey();
    const maria = await client.login('maria@example.com');
    await expectStatus(client.call('DELETE', `/user/passkeys/${mine.id}`, { token: maria }), 404);
    await expectStatus(client.call('DELETE', '/user/passkeys/999', { token: demo }), 404);
    await expectStatus(client.call('DELETE', `/user/passkeys/${mine.id}`, { token: demo }), 200);
    expect(backend.store.state.passkeys).toEqual([]);

    // A removed passkey signs no one in.
    const { challenge_id, options } = await signInChallenge();
    await expectStatus(signIn({ challenge_id, response: await device.assert(options) }), 422);
  });
});

describe('step-up with a passkey', () => {
  const stepUpOptions = async (token = demo) =>
    shaped(
      passkeyAnswers.stepUpOptions,
      await expectStatus(client.call('POST', '/user/passkeys/step-up-options', { token }), 200),
    ).data;
  const stepUp = (json: unknown, token = demo) => client.call('POST', '/auth/step-up', { token, json });

  it('asks for a fresh proof before removing one, and takes one of the caller’s passkeys as that proof', async () => {
    const added = await addPasskey();
    clock += STEP_UP_WINDOW_MS;
    const refused = await expectStatus(
      client.call('DELETE', `/user/passkeys/${added.id}`, { token: demo }),
      403,
    );
    // Without two-factor the password stays a proof beside the passkey.
    expect(refused).toEqual({
      message: STEP_UP_REQUIRED,
      step_up_required: true,
      methods: ['passkey', 'password'],
    });

    const options = await stepUpOptions();
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([device.credentials[0]!.id]);
    await expectStatus(stepUp({ passkey: await device.assert(options) }), 200);
    await expectStatus(client.call('DELETE', `/user/passkeys/${added.id}`, { token: demo }), 200);
  });

  it("refuses another user's passkey, an answer to no challenge of this session, and a proof past its window", async () => {
    await addPasskey();
    const maria = await client.login('maria@example.com');
    const mariaDevice = softAuthenticator(ORIGIN);
    await addPasskey('Maria’s', maria, mariaDevice);
    clock += STEP_UP_WINDOW_MS;

    // Maria's passkey, answering demo's own challenge, proves nothing about demo.
    const options = await stepUpOptions();
    expect(await expectStatus(stepUp({ passkey: await mariaDevice.assert(options) }), 422)).toMatchObject({
      errors: { passkey: ['This passkey is not registered for an account here.'] },
    });
    // The challenge went with that answer; demo's own passkey cannot reuse it.
    await expectStatus(stepUp({ passkey: await device.assert(options) }), 422);
    // Another session's challenge is not this one's.
    const other = await client.login('demo@example.com');
    const theirs = await stepUpOptions(other);
    await expectStatus(stepUp({ passkey: await device.assert(theirs) }), 422);

    await expectStatus(stepUp({ passkey: await device.assert(await stepUpOptions()) }), 200);
    const [mine] = backend.store.state.passkeys;
    clock += STEP_UP_WINDOW_MS;
    await expectStatus(client.call('DELETE', `/user/passkeys/${mine!.id}`, { token: demo }), 403);
  });
});

describe('who may call', () => {
  const calls: [string, string][] = [
    ['GET', '/user/passkeys'],
    ['POST', '/user/passkeys/options'],
    ['POST', '/user/passkeys'],
    ['POST', '/user/passkeys/step-up-options'],
    ['DELETE', '/user/passkeys/1'],
  ];

  it.each(calls)('%s %s needs a live session', async (method, path) => {
    await expectStatus(client.call(method, path), 401);
    const ended = await client.login('demo@example.com');
    await client.call('POST', '/auth/logout', { token: ended });
    await expectStatus(client.call(method, path, { token: ended }), 401);
  });

  it('forgets every passkey and open challenge at a reset', async () => {
    await addPasskey();
    await signInChallenge();
    await backend.reset();
    expect(backend.store.state.passkeys).toEqual([]);
    expect(backend.store.state.passkeyChallenges.size).toBe(0);
  });
});
