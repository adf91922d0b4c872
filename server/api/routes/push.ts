import { pushRequests } from '@contract/schemas';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { changeKinds, devicesOf, subscribe, unsubscribe, vapidPublicKey } from '../domain/push';
import { authenticate, customerOnly } from '../http/auth';
import { ok, validBody } from '../http/body';
import { idParam } from '../http/query';

/**
 * Web Push subscriptions, a customer's own (domain/push.ts): the server's key to subscribe with, and
 * each device subscribed, with the kinds of notice it wants. Another user's subscription is not found.
 */
export function pushRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  routes.get('/push/key', auth, customerOnly, (c) => ok(c, { public_key: vapidPublicKey(core) }));

  routes.get('/push/subscriptions', auth, customerOnly, (c) =>
    ok(c, devicesOf(core, c.get('user'), c.get('token'))),
  );

  routes.post('/push/subscriptions', auth, customerOnly, async (c) => {
    const body = await validBody(c, pushRequests.subscribe);
    const device = subscribe(core, c.get('user'), c.get('token'), body, c.req.header('User-Agent'));
    return ok(c, device, 201);
  });

  routes.patch('/push/subscriptions/:id', auth, customerOnly, async (c) => {
    const id = idParam(c);
    const body = await validBody(c, pushRequests.change);
    return ok(c, changeKinds(core, c.get('user'), c.get('token'), id, body.kinds));
  });

  routes.delete('/push/subscriptions/:id', auth, customerOnly, (c) =>
    ok(c, unsubscribe(core, c.get('user'), c.get('token'), idParam(c))),
  );

  return routes;
}
