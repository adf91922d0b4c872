import { accountRequests } from '@contract/schemas';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import {
  assertNoneActive,
  autoTraderStartErrors,
  pauseAutoTrader,
  resumeAutoTrader,
  startAutoTrader,
  stopAutoTrader,
  toAutoTrader,
} from '../domain/auto-trader';
import { createOnce, replayEarlier } from '../domain/idempotency';
import { authenticate, customerOnly } from '../http/auth';
import { checkWithRules, ok, readBody } from '../http/body';

export function autoTraderRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  routes.get('/auto-trader', auth, customerOnly, (c) => ok(c, toAutoTrader(core, c.get('user'))));

  routes.post('/auto-trader', auth, customerOnly, replayEarlier(core, 'auto-trader'), (c) => {
    const user = c.get('user');
    return createOnce(core, c, 'auto-trader', {
      read: () => readBody(c),
      commit: (raw) => {
        // The state's conflict first: no correction of the body could make a second one acceptable.
        assertNoneActive(core, user);
        const body = checkWithRules(accountRequests.autoTraderStart, raw, (accepted) =>
          autoTraderStartErrors(core, user, accepted),
        );
        return startAutoTrader(core, user, body);
      },
    });
  });

  routes.post('/auto-trader/pause', auth, customerOnly, (c) => ok(c, pauseAutoTrader(core, c.get('user'))));
  routes.post('/auto-trader/resume', auth, customerOnly, (c) => ok(c, resumeAutoTrader(core, c.get('user'))));
  routes.post('/auto-trader/stop', auth, customerOnly, (c) => ok(c, stopAutoTrader(core, c.get('user'))));

  return routes;
}
