/**
 * /__demo/*: test controls for e2e tests and demos. Each goes through the same domain functions as
 * the API, so events and answers are what a real change would produce.
 */
import { PUSH_KINDS, settingsSchema } from '@contract/schemas';
import { type } from 'arktype';
import { Hono } from 'hono';
import { API_BASE, type AppEnv, type Core } from '../core';
import { sendMessage } from '../domain/chat';
import { notify } from '../domain/notifications';
import { forgetStepUps } from '../domain/step-up';
import { ownAccount } from '../domain/accounts';
import { demoTrade } from '../domain/trades';
import { publishUserUpdated, toUser } from '../domain/users';
import { ok, validBody } from '../http/body';
import { ApiError, invalid, invalidField } from '../http/errors';
import { requestOrigin } from '../http/query';
import { accountControlRoutes } from './account';
import type { Controls } from './controls';
import { instrumentOf, marketControlRoutes } from './markets';
import { paymentControlRoutes } from './payments';
import { settingsLimitErrors } from './settings-limits';

const schemas = {
  settings: settingsSchema.partial().onUndeclaredKey('reject'),
  fault: type({
    path: /^\/\S*$/,
    status: type('0').or('400 <= number.integer <= 599'),
    'times?': '1 <= number.integer <= 1000',
  }),
  drop: type({ ms: '1 <= number.integer <= 600000' }),
  email: type({ email: 'string.email' }),
  chat: type({ customer_email: 'string.email', message: 'string >= 1' }),
  trade: type({ customer_email: 'string.email', 'account_id?': 'string', 'symbol?': '1 <= string <= 32' }),
  userStatus: type({ email: 'string.email', status: "'active' | 'pending' | 'deactivated'" }),
  away: type({ email: 'string.email', minutes: '1 <= number.integer <= 525600' }),
  // Judged once trimmed, as the API's own free text is: a title of spaces is no title.
  notify: type({
    customer_email: 'string.email',
    title: type('string.trim').to('string >= 1'),
    message: type('string.trim').to('string >= 1'),
    'color?': 'string >= 1',
    /** The trading account it is about (one of the customer's), as a broker's notice may name one. */
    'account_id?': 'string >= 1',
    /** Which devices' pushes carry it (those that chose the kind); a broker notification unless said. */
    'kind?': type.enumerated(...PUSH_KINDS),
  }),
};

export function controlRoutes(core: Core, controls: Controls, reset: () => Promise<void>) {
  const { store } = core;
  const routes = new Hono<AppEnv>();

  const userNamed = (field: string, email: string) => {
    const user = store.userByEmail(email);
    if (!user) throw invalidField(field, 'No user has this email address.');
    return user;
  };
  const firstAdmin = () => {
    const admin = store.users().find((user) => user.role === 'admin');
    if (!admin) throw new ApiError(409, { message: 'The tenant has no admin to write as.' });
    return admin;
  };

  routes.post('/reset', async (c) => {
    await reset();
    return c.json({ success: true, message: 'The demo tenant was reseeded.' });
  });

  routes.patch('/settings', async (c) => {
    const changes = await validBody(c, schemas.settings);
    const errors = settingsLimitErrors(changes);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    store.state.settings = { ...store.state.settings, ...changes };
    return ok(c, store.state.settings);
  });

  routes.post('/faults', async (c) => {
    const fault = await validBody(c, schemas.fault);
    // Both '/settings' and '/api/v1/settings' name the same call.
    const path = fault.path.startsWith(`${API_BASE}/`) ? fault.path.slice(API_BASE.length) : fault.path;
    const times = fault.times ?? 1;
    controls.setFault(path, fault.status, times);
    return c.json({ success: true, data: { path, status: fault.status, times } });
  });

  // Ends every armed fault at once: a test that must see a failure whatever retries the client
  // makes arms many, then clears them when it wants the call to succeed.
  routes.delete('/faults', (c) => {
    controls.clearFaults();
    return c.json({ success: true });
  });

  routes.post('/realtime/drop', async (c) => {
    const { ms } = await validBody(c, schemas.drop);
    if (!controls.dropRealtime(ms)) {
      throw new ApiError(501, { message: 'This host runs no realtime servers.' });
    }
    return c.json({ success: true, data: { ms } });
  });

  routes.post('/revoke', async (c) => {
    const { email } = await validBody(c, schemas.email);
    // Support ending a customer's sessions, as an admin tool would.
    const revoked = store.revokeTokensOf(userNamed('email', email).id, 'signed_out_by_support');
    return c.json({ success: true, data: { revoked } });
  });

  routes.post('/step-up/expire', async (c) => {
    const { email } = await validBody(c, schemas.email);
    // As if five minutes had passed: the user's sessions must prove it is them again (a browser test
    // cannot wait them out).
    forgetStepUps(core, userNamed('email', email));
    return c.json({ success: true });
  });

  routes.post('/chat', async (c) => {
    const body = await validBody(c, schemas.chat);
    const { message } = sendMessage(core, {
      sender: firstAdmin(),
      customer: userNamed('customer_email', body.customer_email),
      text: body.message,
      attachmentUrls: [],
      clientId: null,
      origin: requestOrigin(c),
    });
    return ok(c, message, 201);
  });

  routes.post('/trade', async (c) => {
    const { customer_email, account_id, symbol } = await validBody(c, schemas.trade);
    const user = userNamed('customer_email', customer_email);
    const asset = symbol === undefined ? undefined : instrumentOf(core, symbol);
    return ok(c, demoTrade(core, user, ownAccount(core, user, account_id), asset));
  });

  routes.patch('/users', async (c) => {
    const body = await validBody(c, schemas.userStatus);
    const user = userNamed('email', body.email);
    user.status = body.status;
    // The event first: the user's open apps learn of the block (and show its screen) over the
    // connection that a deactivation then closes. One awaiting approval keeps it, for the chat with
    // support and the news of the approval.
    publishUserUpdated(core, user);
    if (user.status === 'deactivated') store.endRealtimeOf(user.id);
    return ok(c, toUser(core, user));
  });

  // As if the customer's apps last looked `minutes` ago: what happened since is their time away.
  routes.post('/away', async (c) => {
    const { email, minutes } = await validBody(c, schemas.away);
    const user = userNamed('email', email);
    user.looked_at = store.now() - minutes * 60_000;
    return c.json({ success: true });
  });

  /** A sign-in link for the customer, as a back office sends one: it signs in whoever opens it first. */
  routes.post('/sign-in-link', async (c) => {
    const body = await validBody(c, schemas.email);
    const token = store.issueSignInLink(userNamed('email', body.email).id);
    const url = new URL('/auto-login', requestOrigin(c));
    url.searchParams.set('token', token);
    return ok(c, { token, url: url.href }, 201);
  });

  routes.post('/notify', async (c) => {
    const body = await validBody(c, schemas.notify);
    const user = userNamed('customer_email', body.customer_email);
    const notification = notify(core, user, {
      title: body.title,
      message: body.message,
      color: body.color ?? 'success',
      ...(body.kind === undefined ? {} : { kind: body.kind }),
      ...(body.account_id === undefined ? {} : { account: ownAccount(core, user, body.account_id) }),
    });
    return ok(c, notification, 201);
  });

  routes.route('/', paymentControlRoutes(core, userNamed));
  routes.route('/', accountControlRoutes(core, userNamed));
  routes.route('/', marketControlRoutes(core));

  return routes;
}
