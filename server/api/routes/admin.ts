import { Hono, type Context } from 'hono';
import { requests } from '@contract/schemas';
import type { AppEnv, Core } from '../core';
import { liveAccount } from '../domain/accounts';
import { accountOverview } from '../domain/account-overview';
import { toChatMessage } from '../domain/chat';
import { changeConversation } from '../domain/desk';
import { verificationState } from '../domain/documents';
import { deskAdmins, recordSignOut } from '../domain/presence';
import { sessionsOf } from '../domain/sign-ins';
import { tradesOf } from '../domain/trades';
import { customers, toChatUser } from '../domain/users';
import { adminOnly, authenticate } from '../http/auth';
import { ok, validBody } from '../http/body';
import { invalidField, notFound } from '../http/errors';
import { idParam } from '../http/query';

const SEARCH_LIMIT = 20;

export function adminRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  /** The customer the path names; anyone else (an admin, nobody) is not found. */
  const customerParam = (c: Context) => {
    const customer = core.store.user(idParam(c));
    if (!customer || customer.role !== 'customer') throw notFound();
    return customer;
  };

  /** Customers with the latest conversation first, then those who never wrote. */
  routes.get('/admin/users', authenticate(core), adminOnly, (c) => {
    const users = customers(core)
      .map((user) => toChatUser(core, user))
      .sort((a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? '') || a.id - b.id);
    return ok(c, users);
  });

  /** The admins a conversation can be assigned to, and who of them is online. */
  routes.get('/admin/admins', authenticate(core), adminOnly, (c) => ok(c, deskAdmins(core)));

  /**
   * The desk's search in every conversation's text: the newest messages that hold the query (2 to
   * 100 characters, any case), at most 20, each with its customer, for opening the conversation there.
   */
  routes.get('/admin/chat/search', authenticate(core), adminOnly, (c) => {
    const query = (c.req.query('q') ?? '').trim();
    if (query.length < 2 || query.length > 100)
      throw invalidField('q', 'The search must be 2 to 100 characters long.');
    const results = core.store.searchMessages(query.toLowerCase(), SEARCH_LIMIT).flatMap((message) => {
      const customer = core.store.user(message.customer_id);
      return customer
        ? [
            {
              message: toChatMessage(core, message),
              customer: { id: customer.id, first_name: customer.first_name, last_name: customer.last_name },
            },
          ]
        : [];
    });
    return ok(c, results);
  });

  /** What the desk shows beside a conversation: who the customer is and where their account stands. */
  routes.get('/admin/customers/:id', authenticate(core), adminOnly, (c) => {
    const customer = customerParam(c);
    const live = liveAccount(core, customer);
    return ok(c, {
      id: customer.id,
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
      account_id: customer.account_id,
      status: customer.status,
      country: customer.profile.country_of_residence ?? null,
      live: accountOverview(core, customer, live),
      open_trades: tradesOf(core, live, true).length,
      verification: verificationState(customer),
    });
  });

  /** The customer's signed-in devices, as their own Settings list them (none is the admin's). */
  routes.get('/admin/customers/:id/sessions', authenticate(core), adminOnly, (c) =>
    ok(c, sessionsOf(core, customerParam(c))),
  );

  /** Ends every session of the customer: each device is back at its login page, told support did it. */
  routes.post('/admin/customers/:id/sessions/end', authenticate(core), adminOnly, (c) => {
    const customer = customerParam(c);
    const ended = core.store.revokeTokensOf(customer.id, 'signed_out_by_support');
    recordSignOut(core, customer);
    return c.json({
      success: true,
      message: ended === 1 ? 'Ended 1 session.' : `Ended ${ended} sessions.`,
      data: { ended },
    });
  });

  /** Resolves or reopens a customer's conversation, assigns or unassigns it. */
  routes.patch('/admin/chat/conversations/:id', authenticate(core), adminOnly, async (c) => {
    const customer = customerParam(c);
    const change = await validBody(c, requests.conversationChange);
    changeConversation(core, customer, change);
    return ok(c, toChatUser(core, customer));
  });

  return routes;
}
