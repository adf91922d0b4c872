/**
 * Checking data against the contract before anything uses it: every answer, realtime event, stored
 * state and config file goes through `checked`, with the validator generated from its schema when the
 * app was built (`api.user`, `stored.session` ... from @contract). Synchronous, on the page's thread.
 */
import type { Validator } from '@contract';

/** The value does not match its schema; `problem` says where (for the log, never for the user). */
export class Mismatch extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'Mismatch';
  }
}

/** The value, typed, once it passed; throws `Mismatch` otherwise. */
export function checked<T>(validator: Validator<T>, value: unknown): T {
  if (validator.test(value)) return value as T;
  const error = validator.test.errors?.[0];
  const where = error
    ? `${error.instancePath || 'the value'} fails ${error.keyword} ${JSON.stringify(error.params)}`
    : 'it does not match';
  throw new Mismatch(`${validator.name}: ${where}`);
}
