import { accountRequests } from '@contract/schemas';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { createOnce, replayEarlier } from '../domain/idempotency';
import {
  depositToSavings,
  savingsDepositErrors,
  savingsWithdrawalErrors,
  toSavings,
  withdrawFromSavings,
} from '../domain/savings';
import { authenticate, customerOnly } from '../http/auth';
import { checkWithRules, ok, readBody } from '../http/body';

export function savingsRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  routes.get('/savings', auth, customerOnly, (c) => ok(c, toSavings(core, c.get('user'))));

  routes.post('/savings/deposit', auth, customerOnly, replayEarlier(core, 'savings/deposit'), (c) => {
    const user = c.get('user');
    return createOnce(core, c, 'savings/deposit', {
      read: () => readBody(c),
      commit: (raw) => {
        const body = checkWithRules(accountRequests.savingsMove, raw, (accepted) =>
          savingsDepositErrors(core, user, accepted),
        );
        return depositToSavings(core, user, body);
      },
    });
  });

  routes.post('/savings/withdraw', auth, customerOnly, replayEarlier(core, 'savings/withdraw'), (c) => {
    const user = c.get('user');
    return createOnce(core, c, 'savings/withdraw', {
      read: () => readBody(c),
      commit: (raw) => {
        const body = checkWithRules(accountRequests.savingsMove, raw, (accepted) =>
          savingsWithdrawalErrors(core, user, accepted),
        );
        return withdrawFromSavings(core, user, body);
      },
    });
  });

  return routes;
}
