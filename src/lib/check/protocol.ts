import type { Verdict } from './verdict';

/** The page to the checker's worker: check `value` against the schema named `key`. */
export interface CheckRequest {
  id: number;
  key: string;
  value: unknown;
}

export type CheckResponse = { id: number } & Verdict;
