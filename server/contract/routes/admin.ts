import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { customers, toChatUser } from '../domain/users';
import { ok } from '../http/answer';
import { adminOnly, authenticate } from '../http/auth';

export function adminRoutes(core: Core) {
  const routes = new Hono<AppEnv>();

  /** Customers with the latest conversation first, then those who never wrote. */
  routes.get('/admin/users', authenticate(core), adminOnly, (c) => {
    const users = customers(core)
      .map((user) => toChatUser(core, user))
      .sort((a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? '') || a.id - b.id);
    return ok(c, users);
  });

  return routes;
}
