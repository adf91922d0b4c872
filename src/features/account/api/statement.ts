/** GET /statement: an account's statement over a period, with the kinds of entry it lists. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { accountAnswers } from '@contract';
import type { StatementKind } from '@contract/rules/statement';
import { statementInstants, type StatementDays } from '../model/statement-range';
import { accountKeys } from './keys';

export interface StatementAsk extends StatementDays {
  accountId: string;
  /** The kinds listed; empty: all. */
  kinds: readonly StatementKind[];
}

export const fetchStatement = async ({ accountId, kinds, ...days }: StatementAsk, signal?: AbortSignal) =>
  (
    await request(accountAnswers.statement, '/statement', {
      query: { account_id: accountId, ...statementInstants(days), kinds: kinds.join(',') },
      signal,
    })
  ).data;

export const statementQuery = (ask: StatementAsk) =>
  queryOptions({
    queryKey: accountKeys.statement(ask.accountId, ask.from, ask.to, ask.kinds.join(',')),
    queryFn: ({ signal }) => fetchStatement(ask, signal),
    // A statement is asked for when it is read; a year of entries is no load for IndexedDB to carry.
    meta: { persist: false },
  });
