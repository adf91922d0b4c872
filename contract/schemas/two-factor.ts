/**
 * Account security: the fresh proof a sensitive call needs (step-up) and the authenticator app's
 * second step at sign-in (two-factor, RFC 6238 codes, with ten one-time recovery codes).
 */
import { type } from 'arktype';
import { api } from './endpoints.ts';
import { passkeyAssertionSchema } from './passkeys.ts';

/** What a user types from their app: six digits, spaces allowed between. */
const typedCode = type('string > 0').and('string <= 32');

export const twoFactorRequests = {
  /**
   * POST /auth/step-up: one proof, of a kind the 403 that asked for it listed; `passkey` answers the
   * challenge of POST /user/passkeys/step-up-options.
   */
  stepUp: type({ 'password?': 'string', 'code?': typedCode, 'passkey?': passkeyAssertionSchema }),
  /** POST /user/two-factor: starts setting up; the password unless the session has a fresh proof. */
  start: type({ 'password?': 'string' }),
  /** POST /user/two-factor/confirm */
  code: type({ code: typedCode }),
  /** DELETE /user/two-factor: a code, unless the session stepped up with one moments ago. */
  turnOff: type({ 'code?': typedCode }),
  /** POST /auth/two-factor: the second step of a sign-in. */
  signIn: type({ challenge: 'string > 0', 'code?': typedCode, 'recovery_code?': typedCode }),
} as const;

/** POST /auth/login with the right password, when two-factor is on: no session yet. */
const challenge = type({
  'success?': 'boolean',
  data: { two_factor_required: 'true', challenge: 'string > 0' },
});

export const twoFactorAnswers = {
  /** POST /auth/step-up */
  stepUp: type({ success: 'boolean', message: 'string' }),
  challenge,
  /** POST /auth/login: a session, or, when two-factor is on, the challenge its second step answers. */
  login: api.auth.or(challenge),
  /** GET /user/two-factor */
  status: type({
    success: 'boolean',
    data: { enabled: 'boolean', recovery_codes_left: 'number.integer >= 0' },
  }),
  /** POST /user/two-factor: the secret, base32, and the URI an authenticator app reads from a QR code. */
  setup: type({ success: 'boolean', data: { secret: 'string > 0', uri: 'string > 0' } }),
  /** POST /user/two-factor/confirm: the recovery codes, shown this once. */
  confirmed: type({ success: 'boolean', message: 'string', data: { recovery_codes: 'string[]' } }),
  /** DELETE /user/two-factor */
  disabled: type({ success: 'boolean', message: 'string' }),
} as const;
