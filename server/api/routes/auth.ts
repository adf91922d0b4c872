import {
  accountRequests,
  ADULT_AGE,
  birthDateProblem,
  MAX_AGE,
  passkeyRequests,
  requests,
  twoFactorRequests,
  type BirthDateProblem,
  type SignInMethod,
} from '@contract/schemas';
import { type } from 'arktype';
import { Hono, type Context } from 'hono';
import type { AppEnv, Core } from '../core';
import { DEMO_PASSWORD_HASH, hashPassword, verifyPassword } from '../crypto';
import { accountNumber, openDemoAccount } from '../domain/accounts';
import { signInOptions, signInWithPasskey } from '../domain/passkeys';
import { publishUserUpdated, toUser } from '../domain/users';
import { recordSignOut } from '../domain/presence';
import { deviceOf, loginHistoryOf, recordSignIn, sessionsOf } from '../domain/sign-ins';
import { notify } from '../domain/notifications';
import { recordStepUp, WRONG_CODE } from '../domain/step-up';
import {
  acceptRecoveryCode,
  acceptTotp,
  challengeUser,
  newSignInChallenge,
  twoFactorOn,
} from '../domain/two-factor';
import { authenticate } from '../http/auth';
import { checkWithRules, ok, readBody, validBody } from '../http/body';
import { invalidField, notFound, tooManyAttempts, type FieldErrors } from '../http/errors';
import { clientAddress } from '../http/query';
import { tryAgainIn } from '../http/rate-limit';
import type { UserRecord } from '../types';

const BAD_CREDENTIALS = 'These credentials do not match our records.';
const RESET_SENT = 'If an account exists for that address, we have sent a password reset link.';
const tooManyLogins = (seconds: number) =>
  `Too many login attempts. Please try again in ${tryAgainIn(seconds)}.`;
const tooManyPasswordTries = (seconds: number) =>
  `Too many attempts. Please try again in ${tryAgainIn(seconds)}.`;
const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
const SIGN_IN_EXPIRED = 'This sign-in has expired. Please enter your email and password again.';
/** What the date of birth must be, as the sentence 'The date of birth field must be …' ends. */
const birthDateRules: Record<Exclude<BirthDateProblem, 'invalid'>, string> = {
  future: 'a date in the past',
  'under-age': `a date at least ${ADULT_AGE} years ago`,
  'too-old': `a date within the last ${MAX_AGE} years`,
};
/** Today somewhere on Earth (UTC+14 is the last zone to leave a day): no one is refused on their 18th birthday. */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;
/** No geolocation here: the spec's default country. */
const DEFAULT_COUNTRY = 'US';

export function authRoutes(core: Core) {
  const { store } = core;
  const routes = new Hono<AppEnv>();
  const latestToday = () => new Date(store.now() + LATEST_ZONE_MS).toISOString().slice(0, 10);
  // The contract's schema knows the date is real; how old that makes someone depends on our clock.
  const registration = requests.register.and({
    date_of_birth: type('string').narrow((date, ctx) => {
      const problem = birthDateProblem(date, latestToday());
      return problem === undefined || problem === 'invalid' || ctx.mustBe(birthDateRules[problem]);
    }),
  });
  /**
   * Signs the user in on the calling device: a session recorded in their login history, and its token.
   * Signing in is a proof that it is the user, as fresh as a step-up; an automatic sign-in is not.
   */
  const session = (c: Context<AppEnv>, user: UserRecord, method: SignInMethod) => {
    const device = deviceOf(c);
    recordSignIn(core, user, { device, method, result: 'success' });
    const token = store.issueToken(user.id, method, device);
    if (method !== 'auto_login') recordStepUp(core, token);
    return { token, user: toUser(core, user) };
  };

  routes.post('/auth/login', async (c) => {
    const body = await validBody(c, requests.login);
    const attempt = { email: body.email, address: clientAddress(c) };
    const wait = store.loginThrottle.retryAfter(attempt);
    if (wait !== undefined) throw tooManyAttempts('email', tooManyLogins(wait), wait);
    const user = store.userByEmail(body.email);
    // Unknown addresses cost one hash too, so the time taken does not tell which addresses have accounts.
    const matches = await verifyPassword(body.password, user?.password ?? DEMO_PASSWORD_HASH);
    if (!user || !matches) {
      store.loginThrottle.fail(attempt);
      if (user) recordSignIn(core, user, { device: deviceOf(c), method: 'password', result: 'failure' });
      throw invalidField('email', BAD_CREDENTIALS);
    }
    // With two-factor on, the password is half the sign-in: its failures stay counted until the
    // code is right too, so alternating a right password with guessed codes clears nothing.
    if (twoFactorOn(core, user)) {
      return ok(c, { two_factor_required: true, challenge: newSignInChallenge(core, user) });
    }
    store.loginThrottle.succeed(attempt);
    return ok(c, session(c, user, 'password'));
  });

  /** The second step of a sign-in with two-factor on: the app's code, or one of the recovery codes. */
  routes.post('/auth/two-factor', async (c) => {
    const body = await validBody(c, twoFactorRequests.signIn);
    const field = body.recovery_code === undefined ? 'code' : 'recovery_code';
    const user = challengeUser(core, body.challenge);
    if (!user) throw invalidField(field, SIGN_IN_EXPIRED);
    const attempt = { email: user.email, address: clientAddress(c) };
    const wait = store.loginThrottle.retryAfter(attempt);
    if (wait !== undefined) throw tooManyAttempts(field, tooManyLogins(wait), wait);
    const record = store.state.twoFactor.get(user.id);
    const accepted =
      record?.enabled === true &&
      (body.recovery_code === undefined
        ? acceptTotp(core, user, record, body.code ?? '')
        : await acceptRecoveryCode(record, body.recovery_code));
    const method = field === 'code' ? 'two_factor' : 'recovery_code';
    if (!accepted) {
      store.loginThrottle.fail(attempt);
      recordSignIn(core, user, { device: deviceOf(c), method, result: 'failure' });
      throw invalidField(field, WRONG_CODE);
    }
    store.state.signInChallenges.delete(body.challenge);
    store.loginThrottle.succeed(attempt);
    return ok(c, session(c, user, method));
  });

  /** The start of a sign-in with a passkey: its options, and the id its answer must name. */
  routes.post('/auth/passkey/options', async (c) => ok(c, await signInOptions(core, c)));

  /** A passkey's answer to a sign-in challenge: the session of the user whose passkey it is. */
  routes.post('/auth/passkey', async (c) => {
    const body = await validBody(c, passkeyRequests.signIn);
    const user = await signInWithPasskey(core, c, body.challenge_id, body.response);
    return ok(c, session(c, user, 'passkey'));
  });

  routes.post('/auth/register', async (c) => {
    const body = await validBody(c, registration);
    if (store.userByEmail(body.email)) throw invalidField('email', 'The email has already been taken.');
    const id = store.nextId('user');
    const user: UserRecord = {
      id,
      email: body.email.trim().toLowerCase(),
      password: await hashPassword(body.password),
      role: 'customer',
      status: 'active',
      first_name: body.first_name,
      last_name: body.last_name,
      avatar: null,
      account_id: accountNumber(id),
      balance: 0,
      credit_balance: 0,
      last_seen_at: null,
      profile: {
        phone: body.phone,
        date_of_birth: body.date_of_birth,
        country_of_residence: body.country_of_residence,
        nationality: body.nationality,
      },
      financial_profile: null,
      documents: [],
      favourites: [],
      chat: { status: 'open', assignee_id: null },
    };
    store.state.users.set(id, user);
    store.state.accounts.set(id, [
      {
        id: store.nextId('account'),
        account_id: user.account_id,
        type: 'live',
        currency: 'USD',
        client_category: 'retail',
      },
    ]);
    openDemoAccount(core, user, accountNumber(id, 'demo'), 'USD');
    return ok(c, session(c, user, 'password'), 201);
  });

  routes.post('/auth/check-email', async (c) => {
    const body = await validBody(c, requests.checkEmail);
    const available = store.userByEmail(body.email) === undefined;
    return c.json({
      success: available,
      message: available ? 'Email is available.' : 'Email is already registered',
      data: { available, country: DEFAULT_COUNTRY },
    });
  });

  routes.post('/auth/forgot-password', async (c) => {
    await validBody(c, requests.forgotPassword);
    return c.json({ success: true, message: RESET_SENT });
  });

  // A blocked account can always sign out.
  routes.post('/auth/logout', authenticate(core, { anyStatus: true }), (c) => {
    store.revokeToken(c.get('token'));
    recordSignOut(core, c.get('user'));
    return c.json({ success: true, message: 'Logged out.' });
  });

  // Also for a blocked account: someone who fears a lost phone must be able to end its session.
  routes.post('/auth/logout-all', authenticate(core, { anyStatus: true }), (c) => {
    const user = c.get('user');
    store.revokeTokensOf(user.id, 'signed_out_everywhere');
    recordSignOut(core, user);
    // The other open sessions refetch the user, get 401 and sign out without waiting for a click.
    publishUserUpdated(core, user);
    return c.json({ success: true, message: 'You were signed out on every device.' });
  });

  // Also for a blocked account, as above; the calling session stays signed in.
  routes.post('/auth/logout-others', authenticate(core, { anyStatus: true }), (c) => {
    const ended = store.revokeTokensOf(c.get('user').id, 'signed_out_elsewhere', c.get('token'));
    return c.json({ success: true, message: 'You were signed out on every other device.', data: { ended } });
  });

  routes.get('/user/sessions', authenticate(core, { anyStatus: true }), (c) =>
    ok(c, sessionsOf(core, c.get('user'), c.get('token'))),
  );

  /** Another user's session, or one that ended, is not found. The caller's own is a sign-out. */
  routes.delete('/user/sessions/:id', authenticate(core, { anyStatus: true }), (c) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (store.state.tokens.get(c.get('token'))?.id === id) {
      store.revokeToken(c.get('token'));
    } else if (!store.revokeSession(user.id, id, 'signed_out_elsewhere')) {
      throw notFound();
    }
    recordSignOut(core, user);
    return c.json({ success: true, message: 'The session was signed out.', data: { ended: 1 } });
  });

  routes.get('/user/login-history', authenticate(core, { anyStatus: true }), (c) =>
    ok(c, loginHistoryOf(core, c.get('user'))),
  );

  /**
   * The current password is checked like a login, throttled by the same counters: a stolen session
   * must not become a way to guess the password without limit.
   */
  routes.post('/user/password', authenticate(core), async (c) => {
    const user = c.get('user');
    const raw = await readBody(c);
    const typed =
      typeof raw === 'object' && raw !== null && 'current_password' in raw ? raw.current_password : undefined;
    let currentWrong = false;
    if (typeof typed === 'string' && typed !== '') {
      const attempt = { email: user.email, address: clientAddress(c) };
      const wait = store.loginThrottle.retryAfter(attempt);
      if (wait !== undefined) throw tooManyAttempts('current_password', tooManyPasswordTries(wait), wait);
      currentWrong = !(await verifyPassword(typed, user.password));
      if (currentWrong) store.loginThrottle.fail(attempt);
      else store.loginThrottle.succeed(attempt);
    }
    const body = checkWithRules(accountRequests.password, raw, (accepted): FieldErrors => {
      const errors: FieldErrors = {};
      if (accepted.current_password === '')
        errors.current_password = ['The current password field is required.'];
      else if (currentWrong) errors.current_password = [WRONG_CURRENT_PASSWORD];
      if (accepted.password !== undefined && accepted.password === accepted.current_password) {
        errors.password = ['The new password must be different from the current password.'];
      }
      if (
        accepted.password !== undefined &&
        accepted.password_confirmation !== undefined &&
        accepted.password !== accepted.password_confirmation
      ) {
        errors.password_confirmation = ['The password confirmation does not match.'];
      }
      return errors;
    });
    user.password = await hashPassword(body.password);
    // The caller stays signed in; any other session may be the reason the password changed.
    store.revokeTokensOf(user.id, 'password_changed', c.get('token'));
    publishUserUpdated(core, user);
    notify(core, user, {
      title: 'Your password was changed',
      message:
        'The password of your account was changed and your other devices were signed out. If this was not you, contact support at once.',
      color: 'warning',
      kind: 'security',
    });
    return c.json({
      success: true,
      message: 'Your password was changed. Your other sessions were signed out.',
    });
  });

  return routes;
}
