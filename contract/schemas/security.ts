/**
 * Account security: the signed-in sessions (devices) of a user and their login history. Browser and
 * OS are the server's reading of the user agent (null when it knows neither); the user agent itself
 * is sent too, as typed by whatever signed in, so a page shows it as text.
 */
import { type } from 'arktype';
import { SIGN_IN_METHODS } from './predicates.ts';

const device = {
  browser: 'string | null',
  os: 'string | null',
  user_agent: 'string',
  address: 'string',
} as const;

export const sessionSchema = type({
  id: 'string',
  ...device,
  method: type.enumerated(...SIGN_IN_METHODS),
  signed_in_at: 'string',
  last_active_at: 'string',
  /** The session that asked: 'This device'. */
  current: 'boolean',
});
export type UserSession = typeof sessionSchema.infer;

/** One sign-in or failed attempt. */
export const signInSchema = type({
  at: 'string',
  ...device,
  method: type.enumerated(...SIGN_IN_METHODS),
  result: "'success' | 'failure'",
});
export type SignInEntry = typeof signInSchema.infer;

export const securityAnswers = {
  /** GET /user/sessions, GET /admin/customers/{id}/sessions */
  sessions: type({ 'success?': 'boolean', data: sessionSchema.array() }),
  /** GET /user/login-history: newest first */
  loginHistory: type({ 'success?': 'boolean', data: signInSchema.array() }),
  /** DELETE /user/sessions/{id}, POST /auth/logout-others, POST /admin/customers/{id}/sessions/end */
  ended: type({ success: 'boolean', 'message?': 'string', data: { ended: 'number.integer >= 0' } }),
} as const;
