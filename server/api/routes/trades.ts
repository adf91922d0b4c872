import { isIsoInstant } from '@contract/schemas/predicates';
import type { TradePage } from '@contract/schemas';
import { Hono, type Context } from 'hono';
import type { AppEnv, Core } from '../core';
import { ownAccount } from '../domain/accounts';
import { paginate, toTrade, tradesOf, TRADES_PER_PAGE, type TradeFilter } from '../domain/trades';
import { authenticate } from '../http/auth';
import { invalidField } from '../http/errors';
import { strategyById } from '../strategies';
import { pageParam, pageUrl } from '../http/query';

/** The lists' filters; an empty one is no filter, an unknown strategy or a time not in ISO 8601 a 422. */
function tradeFilter(c: Context<AppEnv>): TradeFilter {
  const strategyId = c.req.query('strategy_id') || undefined;
  const openedSince = c.req.query('opened_since') || undefined;
  if (strategyId !== undefined && !strategyById(strategyId)) {
    throw invalidField('strategy_id', 'The selected strategy id is invalid.');
  }
  if (openedSince !== undefined && !isIsoInstant(openedSince)) {
    throw invalidField('opened_since', 'The opened since must be a date and time in ISO 8601.');
  }
  return { strategyId, openedSince };
}

export function tradeRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  /**
   * Laravel's paginator shape, 10 per page, newest first, of the account `?account_id=` names (one
   * of the caller's; the live account when none is named); `?strategy_id=` keeps the trades that
   * strategy opened, `?opened_since=` those opened at or after that time.
   */
  const page = (open: boolean) => (c: Context<AppEnv>) => {
    const current = pageParam(c);
    const user = c.get('user');
    const account = ownAccount(core, user, c.req.query('account_id'));
    const filter = tradeFilter(c);
    const slice = paginate(tradesOf(core, account, open, filter), current, TRADES_PER_PAGE);
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
