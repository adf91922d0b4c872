import { twoFactorRequests } from '@contract/schemas';
import { Hono, type Context } from 'hono';
import type { AppEnv, Core } from '../core';
import { notify } from '../domain/notifications';
import {
  forgetStepUps,
  proveItIsYou,
  stepUpRequired,
  steppedUp,
  tooManyTries,
  WRONG_CODE,
} from '../domain/step-up';
import { confirmTwoFactor, startTwoFactor, turnOffTwoFactor, twoFactorOn } from '../domain/two-factor';
import { authenticate } from '../http/auth';
import { ok, validBody } from '../http/body';
import { ApiError, invalidField, tooManyAttempts } from '../http/errors';
import { clientAddress } from '../http/query';

const ALREADY_ON = 'Two-factor authentication is already on.';
const NOT_STARTED = 'Start setting up two-factor authentication first.';
const NOT_ON = 'Two-factor authentication is not on.';

export function twoFactorRoutes(core: Core) {
  const { store } = core;
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  /** The proof given with the call itself, or else one the session gave within the window. */
  const proven = async (c: Context<AppEnv>, proof: { password?: string; code?: string }) => {
    if (proof.password !== undefined || proof.code !== undefined) await proveItIsYou(core, c, proof);
    else if (!steppedUp(core, c.get('token'))) throw stepUpRequired(core, c.get('user'));
  };

  routes.get('/user/two-factor', auth, (c) => {
    const record = store.state.twoFactor.get(c.get('user').id);
    const enabled = record?.enabled === true;
    return ok(c, { enabled, recovery_codes_left: enabled ? record.recoveryCodes.length : 0 });
  });

  /** Starts the setup: a new secret, shown until a code of it is confirmed. */
  routes.post('/user/two-factor', auth, async (c) => {
    const body = await validBody(c, twoFactorRequests.start);
    const user = c.get('user');
    if (twoFactorOn(core, user)) throw new ApiError(409, { message: ALREADY_ON });
    await proven(c, body);
    return ok(c, startTwoFactor(core, user));
  });

  /**
   * Wrong codes are throttled by the login's counters, as every other code is: a stolen session that
   * started a setup must not guess its way to turning two-factor on.
   */
  routes.post('/user/two-factor/confirm', auth, async (c) => {
    const body = await validBody(c, twoFactorRequests.code);
    const user = c.get('user');
    const record = store.state.twoFactor.get(user.id);
    if (!record) throw new ApiError(409, { message: NOT_STARTED });
    if (record.enabled) throw new ApiError(409, { message: ALREADY_ON });
    const attempt = { email: user.email, address: clientAddress(c) };
    const wait = store.loginThrottle.retryAfter(attempt);
    if (wait !== undefined) throw tooManyAttempts('code', tooManyTries(wait), wait);
    const codes = await confirmTwoFactor(core, user, record, body.code);
    if (!codes) {
      store.loginThrottle.fail(attempt);
      throw invalidField('code', WRONG_CODE);
    }
    store.loginThrottle.succeed(attempt);
    // A password typed earlier no longer proves enough: from now on only a code does.
    forgetStepUps(core, user);
    return c.json({
      success: true,
      message: 'Two-factor authentication is on.',
      data: { recovery_codes: codes },
    });
  });

  /** Turned off with a code (or a fresh step-up by one): never with the password alone. */
  routes.delete('/user/two-factor', auth, async (c) => {
    const body = await validBody(c, twoFactorRequests.turnOff);
    const user = c.get('user');
    if (!twoFactorOn(core, user)) throw new ApiError(409, { message: NOT_ON });
    await proven(c, body);
    turnOffTwoFactor(core, user);
    notify(core, user, {
      title: 'Two-factor authentication turned off',
      message:
        'Two-factor authentication was turned off for your account. If it was not you, change your password and contact support.',
      color: 'warning',
      kind: 'security',
    });
    return c.json({ success: true, message: 'Two-factor authentication is off.' });
  });

  return routes;
}
