import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { ok } from '../http/body';

export function siteRoutes(core: Core) {
  const routes = new Hono<AppEnv>();

  routes.get('/settings', (c) => ok(c, core.store.state.settings));

  /** License check: `success` says whether this tenant knows the code in X-License. */
  routes.get('/get/s', (c) => {
    const code = c.req.header('X-License')?.trim() ?? '';
    if (code === '') return c.json({ success: false, message: 'A license code is required.' });
    if (!core.store.state.licenses.has(code))
      return c.json({ success: false, message: 'This license code is not valid.' });
    return c.json({ success: true });
  });

  return routes;
}
