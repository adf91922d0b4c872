/**
 * Sessions and the login history: what a customer sees of their signed-in devices, ending one, the
 * others or (an admin) all of them, the sign-ins and failed attempts kept, and the security notices.
 */
import {
  accountAnswers,
  api,
  LOGIN_HISTORY_LIMIT,
  securityAnswers,
  twoFactorAnswers,
} from '@contract/schemas';
import { Secret, TOTP } from 'otpauth';
import { apiClient, DEMO_PASSWORD, expectShape } from '../testing/api-client';
import { recordSignIn } from './domain/sign-ins';
import { createBackend, type Backend } from '.';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const KENJI = 'kenji@example.com';

let clock = Date.parse('2026-11-25T12:00:00Z');
let backend: Backend;

beforeEach(() => {
  clock = Date.parse('2026-11-25T12:00:00Z');
  backend = createBackend({ now: () => clock });
});
afterEach(() => backend.dispose());

/** A client on one device: its user agent and address on every call. */
function device(userAgent: string, address: string) {
  const client = apiClient((request) => {
    request.headers.set('User-Agent', userAgent);
    return backend.app.fetch(request, { clientAddress: address });
  });
  return client;
}

const phone = () => device(SAFARI_IPHONE, '203.0.113.7');
const laptop = () => device(CHROME_LINUX, '198.51.100.20');

async function sessionsOf(token: string, client = laptop()) {
  const answer = await client.call('GET', '/user/sessions', { token });
  expect(answer.status).toBe(200);
  return expectShape(securityAnswers.sessions, answer.body).data;
}

const securityNotices = (email: string) => {
  const user = backend.store.userByEmail(email)!;
  return backend.store.state.notifications.filter((n) => n.user_id === user.id && n.kind === 'security');
};

describe('GET /user/sessions', () => {
  it("lists every signed-in device with its browser, OS, address, times and the caller's as current", async () => {
    const laptopToken = await laptop().login(KENJI);
    clock += 60_000;
    const phoneToken = await phone().login(KENJI);
    clock += 60_000;

    const sessions = await sessionsOf(laptopToken);
    expect(sessions).toHaveLength(2);
    // The latest active first: the laptop asked just now.
    expect(sessions[0]).toMatchObject({
      browser: 'Chrome',
      os: 'Linux',
      user_agent: CHROME_LINUX,
      address: '198.51.100.20',
      method: 'password',
      signed_in_at: '2026-11-25T12:00:00.000Z',
      last_active_at: '2026-11-25T12:02:00.000Z',
      current: true,
    });
    expect(sessions[1]).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      address: '203.0.113.7',
      signed_in_at: '2026-11-25T12:01:00.000Z',
      last_active_at: '2026-11-25T12:01:00.000Z',
      current: false,
    });
    expect((await sessionsOf(phoneToken, phone())).map((s) => s.current)).toEqual([true, false]);
    // No token or id of another session is in the answer beyond the session's own id.
    expect(JSON.stringify(sessions)).not.toContain(phoneToken);
  });

  it('says a device it cannot read is neither a browser nor an OS, and keeps the user agent as text', async () => {
    const odd = device('<img src=x onerror=alert(1)>', '192.0.2.1');
    const token = await odd.login(KENJI);
    const [session] = await sessionsOf(token, odd);
    expect(session).toMatchObject({ browser: null, os: null, user_agent: '<img src=x onerror=alert(1)>' });
  });
});

describe('ending sessions', () => {
  it('DELETE /user/sessions/{id} ends that device at once, with the reason, and leaves the caller', async () => {
    const laptopToken = await laptop().login(KENJI);
    const phoneToken = await phone().login(KENJI);
    const phoneSession = (await sessionsOf(laptopToken)).find((s) => !s.current)!;

    const answer = await laptop().call('DELETE', `/user/sessions/${phoneSession.id}`, { token: laptopToken });
    expect(answer.status).toBe(200);
    expect(expectShape(securityAnswers.ended, answer.body).data.ended).toBe(1);

    const after = await phone().call('GET', '/user', { token: phoneToken });
    expect(after.status).toBe(401);
    expect(expectShape(api.error, after.body)).toEqual({
      message: 'Unauthenticated.',
      reason: 'signed_out_elsewhere',
    });
    expect((await sessionsOf(laptopToken)).map((s) => s.current)).toEqual([true]);
    // Ended already: not found.
    const again = await laptop().call('DELETE', `/user/sessions/${phoneSession.id}`, { token: laptopToken });
    expect(again.status).toBe(404);
  });

  it("DELETE /user/sessions/{id} of the caller's own session signs it out", async () => {
    const token = await laptop().login(KENJI);
    const [own] = await sessionsOf(token);
    expect((await laptop().call('DELETE', `/user/sessions/${own!.id}`, { token })).status).toBe(200);
    expect((await laptop().call('GET', '/user', { token })).status).toBe(401);
  });

  it('POST /auth/logout-others ends every other session and keeps the caller', async () => {
    const keep = await laptop().login(KENJI);
    const others = [await phone().login(KENJI), await phone().login(KENJI)];
    const answer = await laptop().call('POST', '/auth/logout-others', { token: keep });
    expect(answer.status).toBe(200);
    expect(expectShape(securityAnswers.ended, answer.body)).toMatchObject({
      message: 'You were signed out on every other device.',
      data: { ended: 2 },
    });
    for (const token of others) {
      const after = await phone().call('GET', '/user', { token });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ reason: 'signed_out_elsewhere' });
    }
    expect((await laptop().call('GET', '/user', { token: keep })).status).toBe(200);
  });

  it("an admin lists a customer's sessions and ends them all; the customer is told support did it", async () => {
    const admin = await laptop().login('admin@example.com');
    const customer = await phone().login(KENJI);
    const id = backend.store.userByEmail(KENJI)!.id;

    const listed = await laptop().call('GET', `/admin/customers/${id}/sessions`, { token: admin });
    const sessions = expectShape(securityAnswers.sessions, listed.body).data;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ browser: 'Safari', os: 'iOS', current: false });

    const ended = await laptop().call('POST', `/admin/customers/${id}/sessions/end`, { token: admin });
    expect(expectShape(securityAnswers.ended, ended.body)).toMatchObject({
      message: 'Ended 1 session.',
      data: { ended: 1 },
    });
    const after = await phone().call('GET', '/user', { token: customer });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ reason: 'signed_out_by_support' });
    expect(
      expectShape(
        securityAnswers.sessions,
        (await laptop().call('GET', `/admin/customers/${id}/sessions`, { token: admin })).body,
      ).data,
    ).toEqual([]);
  });
});

describe('GET /user/login-history', () => {
  it('keeps sign-ins and failed attempts with device, address, method and result, newest first', async () => {
    await laptop().login(KENJI);
    clock += 1000;
    const wrong = await phone().call('POST', '/auth/login', {
      json: { email: KENJI, password: 'wrong-pass-1' },
    });
    expect(wrong.status).toBe(422);
    clock += 1000;
    const token = await phone().login(KENJI);

    const answer = await phone().call('GET', '/user/login-history', { token });
    const history = expectShape(securityAnswers.loginHistory, answer.body).data;
    expect(history.map((e) => [e.browser, e.os, e.address, e.method, e.result])).toEqual([
      ['Safari', 'iOS', '203.0.113.7', 'password', 'success'],
      ['Safari', 'iOS', '203.0.113.7', 'password', 'failure'],
      ['Chrome', 'Linux', '198.51.100.20', 'password', 'success'],
    ]);
    expect(history[2]!.at).toBe('2026-11-25T12:00:00.000Z');
  });

  const historyOf = async (token: string, client = phone()) =>
    expectShape(
      securityAnswers.loginHistory,
      (await client.call('GET', '/user/login-history', { token })).body,
    ).data;

  it('records a sign-in link as a sign-in of the device that opens it, when it opens it', async () => {
    const sent = await laptop().control('POST', '/sign-in-link', { email: KENJI });
    expect(sent.status).toBe(201);
    const { token, url } = (sent.body as { data: { token: string; url: string } }).data;
    expect(new URL(url).pathname).toBe('/auto-login');
    expect(new URL(url).searchParams.get('token')).toBe(token);
    // Sent, not yet opened: no sign-in, and no device of its own in the sessions.
    const kenji = backend.store.userByEmail(KENJI)!;
    expect(backend.store.state.signIns.get(kenji.id) ?? []).toEqual([]);
    const noticesBefore = securityNotices(KENJI).length;

    clock += 60_000;
    // The page that opens the link stores its token and reads the user, as with any token.
    expect((await phone().call('GET', '/user', { token })).status).toBe(200);
    const history = await historyOf(token);
    expect(history).toEqual([
      {
        at: expect.stringMatching(/^2026-11-25T12:01:00\.00/),
        browser: 'Safari',
        os: 'iOS',
        user_agent: SAFARI_IPHONE,
        address: '203.0.113.7',
        method: 'auto_login',
        result: 'success',
      },
    ]);
    const [own] = await sessionsOf(token, phone());
    expect(own).toMatchObject({ method: 'auto_login', address: '203.0.113.7', current: true });
    expect(own!.signed_in_at).toBe('2026-11-25T12:01:00.000Z');
    // The first sign-in the history has seen: no device to call new.
    expect(securityNotices(KENJI)).toHaveLength(noticesBefore);

    // Opened once: later calls, from anywhere, are that session's calls, not sign-ins.
    clock += 60_000;
    await laptop().call('GET', '/user', { token });
    expect(await historyOf(token)).toHaveLength(1);
  });

  it('records two-factor and recovery-code sign-ins, and wrong codes, with their method', async () => {
    const setupToken = await laptop().login(KENJI);
    const setup = await laptop().call('POST', '/user/two-factor', { token: setupToken, json: {} });
    const { secret } = expectShape(twoFactorAnswers.setup, setup.body).data;
    const codeAt = (at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
    const confirmed = await laptop().call('POST', '/user/two-factor/confirm', {
      token: setupToken,
      json: { code: codeAt(clock) },
    });
    const [recoveryCode] = expectShape(twoFactorAnswers.confirmed, confirmed.body).data.recovery_codes;
    const challenge = async () => {
      const answer = await phone().call('POST', '/auth/login', {
        json: { email: KENJI, password: DEMO_PASSWORD },
      });
      return expectShape(twoFactorAnswers.challenge, answer.body).data.challenge;
    };
    const secondStep = async (json: Record<string, string>) =>
      phone().call('POST', '/auth/two-factor', { json: { challenge: await challenge(), ...json } });

    clock += 30_000;
    expect((await secondStep({ code: '000000' })).status).toBe(422);
    expect((await secondStep({ code: codeAt(clock) })).status).toBe(200);
    clock += 30_000;
    const byRecovery = await secondStep({ recovery_code: recoveryCode! });
    const { token } = expectShape(api.auth, byRecovery.body).data;

    const history = await historyOf(token);
    expect(history.slice(0, 3).map((e) => [e.method, e.result, e.browser, e.address])).toEqual([
      ['recovery_code', 'success', 'Safari', '203.0.113.7'],
      ['two_factor', 'success', 'Safari', '203.0.113.7'],
      ['two_factor', 'failure', 'Safari', '203.0.113.7'],
    ]);
    // The right password alone is half a sign-in: it is no entry of its own.
    expect(history.map((e) => e.method)).toEqual(['recovery_code', 'two_factor', 'two_factor', 'password']);
  });

  it(`keeps the newest ${LOGIN_HISTORY_LIMIT}`, async () => {
    // Failed attempts as the login records them (a wrong password costs a hash each: too slow here).
    const kenji = backend.store.userByEmail(KENJI)!;
    const device = { user_agent: CHROME_LINUX, address: '198.51.100.20' };
    for (let i = 0; i < LOGIN_HISTORY_LIMIT + 5; i++) {
      recordSignIn(backend, kenji, { device, method: 'password', result: 'failure' });
    }
    const token = await laptop().login(KENJI);
    const history = expectShape(
      securityAnswers.loginHistory,
      (await laptop().call('GET', '/user/login-history', { token })).body,
    ).data;
    expect(history).toHaveLength(LOGIN_HISTORY_LIMIT);
    expect(history[0]!.result).toBe('success');
    expect(history.slice(1).every((e) => e.result === 'failure')).toBe(true);
  });

  it("is each user's own", async () => {
    await laptop().login(KENJI);
    const token = await laptop().login('maria@example.com');
    const history = expectShape(
      securityAnswers.loginHistory,
      (await laptop().call('GET', '/user/login-history', { token })).body,
    ).data;
    expect(history).toHaveLength(1);
  });
});

describe('security notices', () => {
  it('a sign-in from a device the history has not seen sign in is a notice; a known one is not', async () => {
    await laptop().login(KENJI);
    await laptop().login(KENJI);
    expect(securityNotices(KENJI)).toEqual([]);
    // A failed attempt from the phone does not make it known.
    await phone().call('POST', '/auth/login', { json: { email: KENJI, password: 'wrong-pass-1' } });
    await phone().login(KENJI);
    expect(securityNotices(KENJI)).toMatchObject([
      {
        title: 'New sign-in to your account',
        message:
          'Safari on iOS (203.0.113.7) signed in to your account. If this was not you, change your password and sign out of the other devices in Settings.',
        color: 'warning',
      },
    ]);
    await phone().login(KENJI);
    expect(securityNotices(KENJI)).toHaveLength(1);
  });

  it('a password change is a notice', async () => {
    const token = await laptop().login(KENJI);
    const answer = await laptop().call('POST', '/user/password', {
      token,
      json: {
        current_password: DEMO_PASSWORD,
        password: 'other-pass-22',
        password_confirmation: 'other-pass-22',
      },
    });
    expect(expectShape(accountAnswers.done, answer.body).success).toBe(true);
    expect(securityNotices(KENJI)).toMatchObject([{ title: 'Your password was changed', color: 'warning' }]);
  });
});

describe('last active', () => {
  it('moves with every authenticated call', async () => {
    const token = await laptop().login(KENJI);
    clock += 5 * 60_000;
    await laptop().call('GET', '/user', { token });
    const phoneToken = await phone().login(KENJI);
    const laptopSession = (await sessionsOf(phoneToken, phone())).find((s) => !s.current)!;
    expect(laptopSession.last_active_at).toBe('2026-11-25T12:05:00.000Z');
  });
});
