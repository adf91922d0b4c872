/**
 * An account statement's rules, shared by the server that answers GET /statement and the form that
 * asks for one: which kinds of entry there are, and which ranges a statement may cover. The range is
 * two moments, `from` inclusive and `to` exclusive, so a statement of calendar days in the customer's
 * time zone is their first midnight to the midnight after the last, and two statements of adjacent
 * ranges never count an entry twice.
 */
import { isIsoInstant, STATEMENT_KINDS, type StatementKind } from '../schemas/predicates';

export { STATEMENT_KINDS, type StatementKind };

export const isStatementKind = (text: string): text is StatementKind =>
  (STATEMENT_KINDS as readonly string[]).includes(text);

/** The longest statement, in days: a year of entries, leap day included. */
export const MAX_STATEMENT_DAYS = 366;
const DAY_MS = 86_400_000;
/**
 * A range of calendar days in a zone that moves its clocks is an hour longer than its days when it
 * crosses the change back: 366 such days still fit.
 */
const CLOCK_CHANGE_MS = 3_600_000;

export type StatementRangeProblem = 'from' | 'to' | 'reversed' | 'too-long';

/** What is wrong with a statement's range, or undefined when a statement may cover it. */
export function statementRangeProblem(from: string, to: string): StatementRangeProblem | undefined {
  if (!isIsoInstant(from)) return 'from';
  if (!isIsoInstant(to)) return 'to';
  const span = Date.parse(to) - Date.parse(from);
  if (!(span > 0)) return 'reversed';
  if (span > MAX_STATEMENT_DAYS * DAY_MS + CLOCK_CHANGE_MS) return 'too-long';
  return undefined;
}
