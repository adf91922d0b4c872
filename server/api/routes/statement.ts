import { Hono } from 'hono';
import { isStatementKind, MAX_STATEMENT_DAYS, statementRangeProblem } from '@contract/rules/statement';
import type { StatementKind } from '@contract/rules/statement';
import type { AppEnv, Core } from '../core';
import { ownAccount } from '../domain/accounts';
import { statementOf } from '../domain/statement';
import { ok } from '../http/body';
import { authenticate, customerOnly } from '../http/auth';
import { invalidField } from '../http/errors';

const RANGE_ERRORS = {
  from: ['from', 'The from must be a date and time in ISO 8601.'],
  to: ['to', 'The to must be a date and time in ISO 8601.'],
  reversed: ['to', 'The to must be a date after from.'],
  'too-long': ['to', `A statement covers at most ${MAX_STATEMENT_DAYS} days.`],
} as const;

/** `?kinds=deposit,trade`: the kinds of entry to list; none (or empty) lists every kind. */
function kindsOf(raw: string | undefined): ReadonlySet<StatementKind> | undefined {
  if (raw === undefined || raw === '') return undefined;
  const kinds = new Set<StatementKind>();
  for (const kind of raw.split(',')) {
    if (!isStatementKind(kind)) throw invalidField('kinds', 'The selected kinds is invalid.');
    kinds.add(kind);
  }
  return kinds;
}

export function statementRoutes(core: Core) {
  const routes = new Hono<AppEnv>();

  /**
   * The statement of the account `?account_id=` names (one of the caller's; the live account when
   * none is named) from `?from=` (inclusive) to `?to=` (exclusive), ISO instants at most a year apart.
   */
  routes.get('/statement', authenticate(core), customerOnly, (c) => {
    const from = c.req.query('from') ?? '';
    const to = c.req.query('to') ?? '';
    const problem = statementRangeProblem(from, to);
    if (problem) {
      const [field, message] = RANGE_ERRORS[problem];
      throw invalidField(field, message);
    }
    const kinds = kindsOf(c.req.query('kinds'));
    const user = c.get('user');
    const account = ownAccount(core, user, c.req.query('account_id'));
    return ok(c, statementOf(core, user, account, { from, to, kinds }));
  });

  return routes;
}
