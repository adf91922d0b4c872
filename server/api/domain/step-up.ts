/**
 * Step-up: a call that moves money out or weakens the account's protection needs the session to have
 * proved, a short while ago, that its user is still at the keyboard; a session stolen hours ago then
 * cannot take the money. The proof is kept on the session itself, so it ends with the session.
 */
import type { PasskeyAssertion, StepUpMethod } from '@contract/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Core } from '../core';
import { verifyPassword } from '../crypto';
import { ApiError, invalidField, tooManyAttempts } from '../http/errors';
import { clientAddress } from '../http/query';
import { tryAgainIn } from '../http/rate-limit';
import type { UserRecord } from '../types';
import { passkeysOf, proveWithPasskey } from './passkeys';
import { acceptRecoveryCode, acceptTotp, twoFactorOn } from './two-factor';

export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;
export const STEP_UP_REQUIRED = 'Confirm it is you to continue.';
export const WRONG_PASSWORD = 'The password is incorrect.';
export const WRONG_CODE = 'The code is not valid.';
const ENTER_CODE = 'Enter a code from your authenticator app or a recovery code.';
const ENTER_PASSWORD = 'Enter your password.';
export const tooManyTries = (seconds: number) =>
  `Too many attempts. Please try again in ${tryAgainIn(seconds)}.`;

/**
 * The proofs this user may give: the strongest they have set up, else the password, which anyone who
 * read it over a shoulder could also type. A passkey is always one when they have one; without
 * two-factor the password stays one beside it, as it alone signs them in, and their passkey may be
 * on another device.
 */
export function stepUpMethods(core: Core, user: UserRecord): StepUpMethod[] {
  const passkey: StepUpMethod[] = passkeysOf(core, user).length > 0 ? ['passkey'] : [];
  return twoFactorOn(core, user) ? ['code', ...passkey] : [...passkey, 'password'];
}

/** The session of `token` has just proved it is its user (a sign-in, or POST /auth/step-up). */
export function recordStepUp(core: Core, token: string): void {
  const session = core.store.state.tokens.get(token);
  if (session) session.steppedUpAt = core.store.now();
}

/** Proofs given before a change of what counts as one (two-factor turned on) no longer count. */
export function forgetStepUps(core: Core, user: UserRecord): void {
  for (const session of core.store.state.tokens.values())
    if (session.userId === user.id) delete session.steppedUpAt;
}

/** Whether the session of `token` proved it is its user within the window. */
export function steppedUp(core: Core, token: string): boolean {
  const at = core.store.state.tokens.get(token)?.steppedUpAt;
  return at !== undefined && core.store.now() - at < STEP_UP_WINDOW_MS;
}

export const stepUpRequired = (core: Core, user: UserRecord) =>
  new ApiError(403, {
    message: STEP_UP_REQUIRED,
    step_up_required: true,
    methods: stepUpMethods(core, user),
  });

/**
 * Checks the proof the caller gave, of the kind stepUpMethods asks of its user, and records it on the
 * session; a wrong or missing one is a 422 on its field. Guesses are throttled by the login's
 * counters: a stolen session must not become a way to guess the password or a code without limit.
 */
export async function proveItIsYou(
  core: Core,
  c: Context<AppEnv>,
  proof: { password?: string | undefined; code?: string | undefined; passkey?: PasskeyAssertion | undefined },
): Promise<void> {
  const { store } = core;
  const user = c.get('user');
  if (proof.passkey !== undefined && stepUpMethods(core, user).includes('passkey')) {
    // A signature over the session's own challenge, by one of the user's own passkeys: nothing to guess.
    await proveWithPasskey(core, c, proof.passkey);
    recordStepUp(core, c.get('token'));
    return;
  }
  const field = stepUpMethods(core, user).includes('code') ? 'code' : 'password';
  const typed = proof[field];
  if (typed === undefined || typed === '')
    throw invalidField(field, field === 'code' ? ENTER_CODE : ENTER_PASSWORD);
  const attempt = { email: user.email, address: clientAddress(c) };
  const wait = store.loginThrottle.retryAfter(attempt);
  if (wait !== undefined) throw tooManyAttempts(field, tooManyTries(wait), wait);
  let proved: boolean;
  if (field === 'password') proved = await verifyPassword(typed, user.password);
  else {
    const record = store.state.twoFactor.get(user.id)!;
    proved = acceptTotp(core, user, record, typed) || (await acceptRecoveryCode(record, typed));
  }
  if (!proved) {
    store.loginThrottle.fail(attempt);
    throw invalidField(field, field === 'code' ? WRONG_CODE : WRONG_PASSWORD);
  }
  store.loginThrottle.succeed(attempt);
  recordStepUp(core, c.get('token'));
}

/** After `authenticate`: refuses the call (403, what proof to give) unless the session proved itself lately. */
export function requireStepUp(core: Core): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!steppedUp(core, c.get('token'))) throw stepUpRequired(core, c.get('user'));
    await next();
  };
}
