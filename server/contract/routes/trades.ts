import type { TradePage } from '@/lib/contract/schemas';
import { Hono, type Context } from 'hono';
import type { AppEnv, Core } from '../core';
import { ownAccount } from '../domain/accounts';
import { paginate, toTrade, tradesOf, TRADES_PER_PAGE } from '../domain/trades';
import { authenticate } from '../http/auth';
import { pageParam, pageUrl } from '../http/query';

export function tradeRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  /**
   * Laravel's paginator shape, 10 per page, newest first, of the account `?account_id=` names (one
   * of the caller's; the live account when none is named).
   */
  const page = (open: boolean) => (c: Context<AppEnv>) => {
    const current = pageParam(c);
    const user = c.get('user');
    const account = ownAccount(core, user, c.req.query('account_id'));
    const slice = paginate(tradesOf(core, account, open), current, TRADES_PER_PAGE);
    const body: TradePage = {
      data: slice.items.map((record) => toTrade(core, record)),
      meta: { current_page: current, last_page: slice.lastPage, total: slice.total },
      links: { next: slice.hasMore ? pageUrl(c, current + 1) : null },
    };
    return c.json(body);
  };

  routes.get('/open/trades', auth, page(true));
  routes.get('/closed/trades', auth, page(false));
  return routes;
}
