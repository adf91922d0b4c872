import { requests } from '@contract/schemas';
import { Hono, type Context } from 'hono';
import { canJoin, channelSignature, USER_SIGNIN, userSignature } from '../bus';
import type { AppEnv, Core } from '../core';
import { authenticate, stillAdmitted } from '../http/auth';
import { validBody } from '../http/body';
import { forbidden, unauthenticated } from '../http/errors';

export function broadcastingRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  /**
   * The Pusher user id of the calling session, asked again after the signature was computed: the
   * session may have ended or the account been blocked meanwhile, and a grant announced after its
   * end would outlive it. From here to the announcement nothing awaits.
   */
  const callerOf = (c: Context<AppEnv>) => {
    stillAdmitted(c);
    const user = core.store.realtimeUserOf(c.get('token'));
    if (user === undefined) throw unauthenticated();
    return user;
  };

  routes.post('/broadcasting/auth', authenticate(core, { pendingToo: true }), async (c) => {
    const body = await validBody(c, requests.broadcastingAuth);
    if (!canJoin(c.get('user'), body.channel_name)) throw forbidden();
    const auth = await channelSignature(core.pusher, body.socket_id, body.channel_name);
    // The Pusher host lets the socket use it only while signed in as this same session.
    core.bus.announce({
      kind: 'signed',
      socketId: body.socket_id,
      grant: body.channel_name,
      user: callerOf(c),
    });
    return c.json({ auth });
  });

  /**
   * Pusher's user authentication: the socket signs in as this session (`pusher:signin`), so the
   * session's end can terminate its connections. A deactivated account gets the 403 of every call: it
   * may not be live. A pending one may, for its chat with support and the news of its approval.
   */
  routes.post('/broadcasting/user-auth', authenticate(core, { pendingToo: true }), async (c) => {
    const body = await validBody(c, requests.userAuth);
    const user = callerOf(c);
    const userData = JSON.stringify({ id: user });
    const auth = await userSignature(core.pusher, body.socket_id, userData);
    callerOf(c);
    core.bus.announce({ kind: 'signed', socketId: body.socket_id, grant: USER_SIGNIN, user });
    return c.json({ auth, user_data: userData });
  });

  return routes;
}
