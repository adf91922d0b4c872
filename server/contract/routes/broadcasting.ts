import { requests } from '@/lib/contract/schemas';
import { Hono } from 'hono';
import { canJoin, channelSignature } from '../channels';
import type { AppEnv, Core } from '../core';
import { authenticate } from '../http/auth';
import { validBody } from '../http/body';
import { forbidden } from '../http/errors';

export function broadcastingRoutes(core: Core) {
  const routes = new Hono<AppEnv>();

  routes.post('/broadcasting/auth', authenticate(core), async (c) => {
    const body = await validBody(c, requests.broadcastingAuth);
    if (!canJoin(c.get('user'), body.channel_name)) throw forbidden();
    return c.json({ auth: await channelSignature(core.pusher, body.socket_id, body.channel_name) });
  });

  return routes;
}
