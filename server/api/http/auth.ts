import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Core } from '../core';
import { openSignInLink } from '../domain/sign-ins';
import { accountBlock } from '../domain/users';
import type { UserRecord } from '../types';
import { ApiError, forbidden, unauthenticated } from './errors';

const BEARER = /^Bearer\s+(\S+)$/i;

export interface AuthenticateOptions {
  /**
   * Let a blocked account through. Only the calls its gate screen needs (the user, logout) set this:
   * the client's gate is a convenience, the server is what keeps a blocked account out.
   */
  anyStatus?: boolean;
  /**
   * Let a pending account through even while the tenant requires verification: the calls the Awaiting
   * Approval screen needs (support's chat and its realtime, presence, the documents still to review),
   * so a customer waiting for approval can ask what is missing. A deactivated account stays out.
   */
  pendingToo?: boolean;
  /**
   * Only an `active` account, refused with this message otherwise: taking money out needs a verified
   * account even while the tenant lets pending ones in.
   */
  activeOnly?: string;
}

/** The token's user as of now, or the 401/403 the caller gets. */
function admit(core: Core, token: string | undefined, options: AuthenticateOptions): UserRecord {
  if (token === undefined) throw unauthenticated();
  const user = core.store.userForToken(token);
  // A token the server knew says why it no longer works, so its device can tell the user.
  if (!user) throw unauthenticated(core.store.endReasonOf(token));
  core.store.touch(token);
  if (!options.anyStatus) {
    const block = accountBlock(user, core.store.state.settings);
    if (block && !(options.pendingToo && user.status === 'pending'))
      throw new ApiError(403, { message: block });
  }
  if (options.activeOnly !== undefined && user.status !== 'active') {
    throw new ApiError(403, { message: options.activeOnly });
  }
  return user;
}

/**
 * Resolves the bearer token to a user (a missing, unknown or revoked token is a 401), then refuses
 * a deactivated account, or a pending one while the tenant requires verification, with a 403.
 *
 * Headers arrive before the body, and a body can take as long as its sender likes: the session may
 * end meanwhile (sign-out everywhere, a password change, deactivation). So the same admission is kept
 * on the request and run again by `stillAdmitted` whenever the request has waited (http/body.ts
 * after reading the body, createOnce before it commits): a change is judged by the session and
 * status it has at that moment, not at its first byte.
 */
export function authenticate(core: Core, options: AuthenticateOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    const readmit = () => admit(core, token, options);
    c.set('user', readmit());
    c.set('token', token ?? '');
    if (token !== undefined) openSignInLink(core, c, token, c.get('user'));
    c.set('readmit', readmit);
    await next();
  };
}

/**
 * Runs the request's admission again (a no-op for calls without a session) and refreshes its user:
 * throws the 401 or 403 a call started now would get.
 */
export function stillAdmitted(c: Context): void {
  const readmit = (c as Context<AppEnv>).get('readmit');
  if (readmit) (c as Context<AppEnv>).set('user', readmit());
}

export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user').role !== 'admin') throw forbidden();
  await next();
};

/** Calls about a customer's own money: an admin has no trading account to pay into or out of. */
export const customerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user').role !== 'customer') throw forbidden();
  await next();
};
