/**
 * /__demo/deposits and /__demo/withdrawals: the back office's decisions on payment requests, so tests
 * and demos can see a deposit credited or a withdrawal paid out. Each goes through the same domain
 * functions a real back office would and publishes `user.updated` on `private-user.{id}`.
 */
import { isPlainText } from '@contract/schemas';
import { type } from 'arktype';
import { Hono, type Context } from 'hono';
import type { AppEnv, Core } from '../core';
import {
  approveDeposit,
  approveWithdrawal,
  declineDeposit,
  depositById,
  newestFirst,
  rejectWithdrawal,
  toDeposit,
  toWithdrawal,
  withdrawalById,
} from '../domain/payments';
import { check, ok, validBody } from '../http/body';
import type { UserRecord } from '../types';
import { idParam } from '../http/query';

export const DEFAULT_DECLINE_REASON = 'The deposit was declined.';
export const DEFAULT_REJECT_REASON = 'The withdrawal was rejected.';

const schemas = {
  decision: type({
    'reason?': type('1 <= string <= 500').narrow(
      (text, ctx) => isPlainText(text) || ctx.mustBe('text without control characters'),
    ),
  }),
  list: type({ 'customer_email?': 'string.email' }),
};

export function paymentControlRoutes(core: Core, userNamed: (field: string, email: string) => UserRecord) {
  const { store } = core;
  const routes = new Hono<AppEnv>();

  /** Whose requests to list: the customer named, or everyone's. */
  const ownerFilter = (c: Context<AppEnv>) => {
    const query = check(schemas.list, c.req.query());
    if (query.customer_email === undefined) return () => true;
    const { id } = userNamed('customer_email', query.customer_email);
    return (record: { user_id: number }) => record.user_id === id;
  };

  routes.get('/deposits', (c) => {
    const owned = ownerFilter(c);
    return ok(c, newestFirst(store.state.deposits.filter(owned)).map(toDeposit));
  });

  routes.get('/withdrawals', (c) => {
    const owned = ownerFilter(c);
    return ok(c, newestFirst(store.state.withdrawals.filter(owned)).map(toWithdrawal));
  });

  routes.post('/deposits/:id/approve', (c) => ok(c, approveDeposit(core, depositById(core, idParam(c)))));

  routes.post('/deposits/:id/decline', async (c) => {
    const record = depositById(core, idParam(c));
    const { reason } = await validBody(c, schemas.decision);
    return ok(c, declineDeposit(core, record, reason?.trim() || DEFAULT_DECLINE_REASON));
  });

  routes.post('/withdrawals/:id/approve', (c) =>
    ok(c, approveWithdrawal(core, withdrawalById(core, idParam(c)))),
  );

  routes.post('/withdrawals/:id/reject', async (c) => {
    const record = withdrawalById(core, idParam(c));
    const { reason } = await validBody(c, schemas.decision);
    return ok(c, rejectWithdrawal(core, record, reason?.trim() || DEFAULT_REJECT_REASON));
  });

  return routes;
}
