import { orderRequests, pendingOrderRequests } from '@contract/schemas';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { createOnce, replayEarlier } from '../domain/idempotency';
import { changeStops, closePosition, placeOrder } from '../domain/orders';
import { ownAccount } from '../domain/accounts';
import {
  cancelPendingOrder,
  changePendingOrder,
  pendingOrdersOf,
  placePendingOrder,
} from '../domain/pending-orders';
import { invalidField } from '../http/errors';
import { authenticate, customerOnly } from '../http/auth';
import { check, ok, readBody, validBody } from '../http/body';
import { idParam } from '../http/query';

/**
 * Orders, pending orders and positions. Opening, placing and closing carry an Idempotency-Key (a retry after a lost answer must
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

  routes.post('/pending-orders', auth, customerOnly, replayEarlier(core, 'pending-orders'), (c) => {
    const user = c.get('user');
    return createOnce(core, c, 'pending-orders', {
      read: () => readBody(c),
      commit: (raw) => placePendingOrder(core, user, check(pendingOrderRequests.place, raw)),
    });
  });

  // The account's pending orders (`status=pending`, the default) or those that came to an end.
  routes.get('/pending-orders', auth, customerOnly, (c) => {
    const status = c.req.query('status') || 'pending';
    if (status !== 'pending' && status !== 'history') {
      throw invalidField('status', 'The status must be pending or history.');
    }
    const account = ownAccount(core, c.get('user'), c.req.query('account_id'));
    return c.json({ data: pendingOrdersOf(core, account, status) });
  });

  // Changing sets the price, stops and expiry to what the body says, which a retry repeats harmlessly;
  // a cancel of an order already cancelled is refused (409) and changes nothing.
  routes.patch('/pending-orders/:id', auth, customerOnly, async (c) => {
    const id = idParam(c);
    const body = await validBody(c, pendingOrderRequests.change);
    return ok(c, changePendingOrder(core, c.get('user'), id, body), 200, 'The order was changed.');
  });

  routes.delete('/pending-orders/:id', auth, customerOnly, (c) => {
    const order = cancelPendingOrder(core, c.get('user'), idParam(c));
    return ok(c, order, 200, 'The order was cancelled.');
  });

  return routes;
}
