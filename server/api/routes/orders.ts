import { orderRequests } from '@contract/schemas';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { createOnce, replayEarlier } from '../domain/idempotency';
import { changeStops, closePosition, placeOrder } from '../domain/orders';
import { ok } from '../http/answer';
import { authenticate, customerOnly } from '../http/auth';
import { check, readBody, validBody } from '../http/body';
import { idParam } from '../http/query';

/**
 * Orders and positions. Opening and closing carry an Idempotency-Key (a retry after a lost answer must
 * not trade twice); changing the stops sets them to what the body says, which a retry repeats harmlessly.
 */
export function orderRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  routes.post('/orders', auth, customerOnly, replayEarlier(core, 'orders'), (c) => {
    const user = c.get('user');
    return createOnce(core, c, 'orders', {
      read: () => readBody(c),
      commit: (raw) => placeOrder(core, user, check(orderRequests.placeOrder, raw)),
    });
  });

  routes.post('/trades/:id/close', auth, customerOnly, replayEarlier(core, 'trades/close'), (c) => {
    const user = c.get('user');
    const id = idParam(c);
    return createOnce(core, c, 'trades/close', {
      read: () => readBody(c),
      commit: (raw) => closePosition(core, user, id, check(orderRequests.closeTrade, raw)),
      status: 200,
    });
  });

  routes.patch('/trades/:id', auth, customerOnly, async (c) => {
    const id = idParam(c);
    const body = await validBody(c, orderRequests.changeStops);
    return ok(c, changeStops(core, c.get('user'), id, body), 200, 'The stops were changed.');
  });

  return routes;
}
