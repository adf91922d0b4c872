import { twoFactorRequests } from '@contract/schemas';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { proveItIsYou } from '../domain/step-up';
import { authenticate } from '../http/auth';
import { validBody } from '../http/body';

export function stepUpRoutes(core: Core) {
  const routes = new Hono<AppEnv>();

  /** A fresh proof for this session, good for STEP_UP_WINDOW_MS. */
  routes.post('/auth/step-up', authenticate(core), async (c) => {
    await proveItIsYou(core, c, await validBody(c, twoFactorRequests.stepUp));
    return c.json({ success: true, message: 'Confirmed.' });
  });

  return routes;
}
