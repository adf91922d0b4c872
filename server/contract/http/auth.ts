import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Core } from '../core';
import { accountBlock } from '../domain/users';
import { ApiError, forbidden, unauthenticated } from './errors';

const BEARER = /^Bearer\s+(\S+)$/i;

export interface AuthenticateOptions {
  /**
   * Let a blocked account through. Only the calls its gate screen needs (the user, logout) set this:
   * the client's gate is a convenience, the server is what keeps a blocked account out.
   */
  anyStatus?: boolean;
}

/**
 * Resolves the bearer token to a user (a missing, unknown or revoked token is a 401), then refuses
 * a deactivated account, or a pending one while the tenant requires verification, with a 403.
 */
export function authenticate(core: Core, options: AuthenticateOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    const user = token === undefined ? undefined : core.store.userForToken(token);
    if (!user || token === undefined) throw unauthenticated();
    if (!options.anyStatus) {
      const block = accountBlock(user, core.store.state.settings);
      if (block) throw new ApiError(403, { message: block });
    }
    c.set('user', user);
    c.set('token', token);
    await next();
  };
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
