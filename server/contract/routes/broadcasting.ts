import { requests } from '@/lib/contract';
import { Hono } from 'hono';
import { canJoin } from '../channels';
import type { AppEnv, Core } from '../core';
import { hmacSha256Hex } from '../crypto';
import { authenticate } from '../http/auth';
import { validBody } from '../http/body';
import { forbidden } from '../http/errors';

/** The signature a Pusher-protocol server checks when a socket subscribes to a private channel. */
export async function channelSignature(core: Core, socketId: string, channelName: string): Promise<string> {
  return `${core.pusher.key}:${await hmacSha256Hex(core.pusher.secret, `${socketId}:${channelName}`)}`;
}

export function broadcastingRoutes(core: Core) {
  const routes = new Hono<AppEnv>();

  routes.post('/broadcasting/auth', authenticate(core), async (c) => {
    const body = await validBody(c, requests.broadcastingAuth);
    if (!canJoin(c.get('user'), body.channel_name)) throw forbidden();
    return c.json({ auth: await channelSignature(core, body.socket_id, body.channel_name) });
  });

  return routes;
}
