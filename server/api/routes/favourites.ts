import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { ok } from '../http/body';
import { authenticate, customerOnly } from '../http/auth';
import { notFound } from '../http/errors';
import { idParam } from '../http/query';
import type { UserRecord } from '../types';

/**
 * The customer's favourite instruments, kept here so they follow the customer to another device.
 * Marking is idempotent both ways: a star tapped twice on two devices ends as one favourite, and
 * taking away one that is not there is no error.
 */
export function favouriteRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);
  const answer = (user: UserRecord) => ({ asset_ids: [...user.favourites] });
  const instrument = (id: number) => {
    if (!core.prices.assets.some((asset) => asset.id === id)) throw notFound();
    return id;
  };

  routes.get('/favourites', auth, customerOnly, (c) => ok(c, answer(c.get('user'))));

  routes.put('/favourites/:id', auth, customerOnly, (c) => {
    const user = c.get('user');
    const id = instrument(idParam(c));
    if (!user.favourites.includes(id)) user.favourites.push(id);
    return ok(c, answer(user));
  });

  routes.delete('/favourites/:id', auth, customerOnly, (c) => {
    const user = c.get('user');
    const id = idParam(c);
    user.favourites = user.favourites.filter((favourite) => favourite !== id);
    return ok(c, answer(user));
  });

  return routes;
}
