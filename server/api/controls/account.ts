/**
 * /__demo controls for the account pages: the back office's review of identity documents, the
 * monthly savings interest, the auto-trader's next move and an account's client category and
 * close-out level. Each goes through the same domain
 * functions as the API and publishes what a real change would.
 */
import { isPlainText, tradingAccountSchema } from '@contract/schemas';
import { type } from 'arktype';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { autoTraderTick } from '../domain/auto-trader';
import { decideDocument, DEFAULT_DOCUMENT_REJECTION, documentById, documentsOf } from '../domain/documents';
import { creditInterest } from '../domain/savings';
import { notFound } from '../http/errors';
import { check, ok, validBody } from '../http/body';
import { idParam } from '../http/query';
import type { UserRecord } from '../types';

const schemas = {
  rejection: type({
    'reason?': type('1 <= string <= 500').narrow(
      (text, ctx) => isPlainText(text) || ctx.mustBe('text without control characters'),
    ),
  }),
  customer: type({ customer_email: 'string.email' }),
  accountTerms: tradingAccountSchema
    .pick('client_category', 'margin_close_out_level')
    .onUndeclaredKey('reject'),
};

export function accountControlRoutes(core: Core, userNamed: (field: string, email: string) => UserRecord) {
  const routes = new Hono<AppEnv>();

  routes.get('/documents', (c) => {
    const { customer_email } = check(schemas.customer, c.req.query());
    return ok(c, documentsOf(userNamed('customer_email', customer_email)));
  });

  routes.post('/documents/:id/approve', (c) =>
    ok(c, decideDocument(core, documentById(core, idParam(c)), { status: 'approved' })),
  );

  routes.post('/documents/:id/reject', async (c) => {
    const found = documentById(core, idParam(c));
    const { reason } = await validBody(c, schemas.rejection);
    return ok(
      c,
      decideDocument(core, found, {
        status: 'rejected',
        reason: reason?.trim() || DEFAULT_DOCUMENT_REJECTION,
      }),
    );
  });

  routes.post('/savings/interest', async (c) => {
    const { customer_email } = await validBody(c, schemas.customer);
    return ok(c, creditInterest(core, userNamed('customer_email', customer_email)));
  });

  routes.post('/auto-trader/tick', async (c) => {
    const { customer_email } = await validBody(c, schemas.customer);
    return ok(c, autoTraderTick(core, userNamed('customer_email', customer_email)));
  });

  // The broker classes a customer (a professional waives the retail protections) and may set an
  // account's own close-out level.
  routes.patch('/accounts/:number', async (c) => {
    const terms = await validBody(c, schemas.accountTerms);
    const account = [...core.store.state.accounts.values()]
      .flat()
      .find((candidate) => candidate.account_id === c.req.param('number'));
    if (!account) throw notFound();
    Object.assign(account, terms);
    return ok(c, account);
  });

  return routes;
}
