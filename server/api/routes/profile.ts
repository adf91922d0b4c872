import { accountRequests } from '@contract/schemas';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { ownAccount, resetDemoAccount } from '../domain/accounts';
import { accountOverview, accountOverviews } from '../domain/account-overview';
import { changeProfile, changesContact, profileErrors, profileKeyErrors, toProfile } from '../domain/profile';
import { stepUpRequired, steppedUp } from '../domain/step-up';
import { publishUserUpdated } from '../domain/users';
import { authenticate, customerOnly } from '../http/auth';
import { checkWithRules, ok, readBody } from '../http/body';
import { invalidField } from '../http/errors';

/** The account pages' own reads, the demo account's reset and the personal information form. */
export function profileRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  routes.get('/accounts', auth, customerOnly, (c) => ok(c, accountOverviews(core, c.get('user'))));

  routes.post('/accounts/:account_id/reset', auth, customerOnly, (c) => {
    const user = c.get('user');
    const account = ownAccount(core, user, c.req.param('account_id'));
    resetDemoAccount(core, account);
    // The account's trades are gone: the open apps refetch what they show of it.
    publishUserUpdated(core, user);
    return ok(c, accountOverview(core, user, account), 200, 'The demo account starts again.');
  });

  routes.get('/profile', auth, customerOnly, (c) => ok(c, toProfile(c.get('user'))));

  routes.patch('/profile', auth, customerOnly, async (c) => {
    const user = c.get('user');
    const raw = await readBody(c);
    // Every field is optional, so the schema would take a list for an empty change.
    if (Array.isArray(raw)) throw invalidField('body', 'The request body must be a JSON object.');
    const changes = checkWithRules(accountRequests.profile, raw, (accepted) => ({
      ...profileKeyErrors(raw),
      ...profileErrors(accepted),
    }));
    // Checked after the input, so a typing mistake is said beside its field before any proof is asked.
    if (changesContact(user, changes) && !steppedUp(core, c.get('token'))) throw stepUpRequired(core, user);
    if (changeProfile(user, changes)) publishUserUpdated(core, user);
    return ok(c, toProfile(user), 200, 'Your details were saved.');
  });

  return routes;
}
