import { priceAlertRequests } from '@contract/schemas';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { changePriceAlert, createPriceAlert, deletePriceAlert, priceAlertsOf } from '../domain/price-alerts';
import { authenticate, customerOnly } from '../http/auth';
import { ok, validBody } from '../http/body';
import { idParam } from '../http/query';

/**
 * The customer's price alerts. Setting one twice sets two alerts, which the customer sees in the list
 * and may delete: nothing is traded or paid, so no idempotency key is asked for.
 */
export function priceAlertRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  routes.get('/price-alerts', auth, customerOnly, (c) =>
    c.json({ data: priceAlertsOf(core, c.get('user')) }),
  );

  routes.post('/price-alerts', auth, customerOnly, async (c) => {
    const body = await validBody(c, priceAlertRequests.create);
    return ok(c, createPriceAlert(core, c.get('user'), body), 201, 'The alert was set.');
  });

  routes.patch('/price-alerts/:id', auth, customerOnly, async (c) => {
    const id = idParam(c);
    const body = await validBody(c, priceAlertRequests.change);
    return ok(c, changePriceAlert(core, c.get('user'), id, body), 200, 'The alert was changed.');
  });

  routes.delete('/price-alerts/:id', auth, customerOnly, (c) =>
    ok(c, deletePriceAlert(core, c.get('user'), idParam(c)), 200, 'The alert was deleted.'),
  );

  return routes;
}
