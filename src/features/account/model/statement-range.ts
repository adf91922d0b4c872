/**
 * A statement's period as the customer picks it: two calendar days in their own time zone, the last
 * one included. The server takes two moments (contract/rules/statement.ts): the first day's midnight
 * and the midnight after the last day, both where the customer is.
 */
import { isCalendarDate } from '@contract/schemas/predicates';
import { statementRangeProblem, type StatementRangeProblem } from '@contract/rules/statement';

export interface StatementDays {
  /** `YYYY-MM-DD`, the first day. */
  from: string;
  /** `YYYY-MM-DD`, the last day, included. */
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local day as `YYYY-MM-DD`. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Local midnight at the start of `day`, `plusDays` later. */
export function localDay(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays);
}

/** This month so far: its first day to today. */
export function defaultStatementDays(now: Date): StatementDays {
  return { from: dayOf(new Date(now.getFullYear(), now.getMonth(), 1)), to: dayOf(now) };
}

/** What is wrong with the days picked, as the server's rule judges the moments they make. */
export function statementDaysProblem(days: StatementDays): StatementRangeProblem | undefined {
  if (!isCalendarDate(days.from)) return 'from';
  if (!isCalendarDate(days.to)) return 'to';
  const { from, to } = statementInstants(days);
  return statementRangeProblem(from, to);
}

/** The moments the server is asked for: the first day's local midnight, the midnight after the last. */
export function statementInstants(days: StatementDays): { from: string; to: string } {
  return { from: localDay(days.from).toISOString(), to: localDay(days.to, 1).toISOString() };
}
