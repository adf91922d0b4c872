import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Core } from '../core';
import { forbidden, unauthenticated } from './errors';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Resolves the bearer token to a user; a missing, unknown or revoked token is a 401. */
export function authenticate(core: Core): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    const user = token === undefined ? undefined : core.store.userForToken(token);
    if (!user || token === undefined) throw unauthenticated();
    c.set('user', user);
    c.set('token', token);
    await next();
  };
}

export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user').role !== 'admin') throw forbidden();
  await next();
};
