/**
 * Checking data against the contract's schemas, off the main thread. The schema library and the
 * schemas live in a worker (check-worker.ts): evaluating them was the longest work of the app's
 * start, and a page that holds only names (`SchemaRef`) never does it. Measured with `npm run bench`
 * (longest task at 4× CPU): with arktype and schemas built on first use on the page's thread, 1905 ms
 * on / and 2038 ms on the dashboard (React alone: 283 ms); with this worker, 132 and 183 ms (React
 * alone: 199 ms). Every answer, realtime event,
 * stored state and config file goes through `checked` before anything uses it.
 */
import type { CheckRequest, CheckResponse } from './protocol';
import type { SchemaRef } from './ref';
import type { Verdict } from './verdict';

export { refsOf, type RefsOf, type SchemaRef } from './ref';

/** The value does not match its schema; `problem` says how (for the log, never for the user). */
export class Mismatch extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'Mismatch';
  }
}

/** The checker itself could not run (its worker failed to load): nothing is known about the value. */
export class CheckerUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CheckerUnavailable';
  }
}

/** Answers whether `value` passes the schema named `key`; rejects with CheckerUnavailable. */
export type Checker = (key: string, value: unknown) => Promise<Verdict>;

let checker: Checker | undefined;

/** The value, typed, once it passed; rejects with `Mismatch` or `CheckerUnavailable`. */
export async function checked<T>(ref: SchemaRef<T>, value: unknown): Promise<T> {
  startChecker();
  const verdict = await checker!(ref.key, value);
  if (!verdict.ok) throw new Mismatch(verdict.problem);
  return value as T;
}

/** Starts the worker ahead of the first check, so the schema library loads while the page starts. */
export function startChecker(): void {
  checker ??= workerChecker();
}

/** Tests check in-process (tests/support), where there are no workers. */
export function setChecker(next: Checker | undefined): void {
  checker = next;
}

function workerChecker(): Checker {
  const worker = new Worker(new URL('./check-worker.ts', import.meta.url), {
    type: 'module',
    name: 'checker',
  });
  const waiting = new Map<number, { resolve: (verdict: Verdict) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  const self: Checker = (key, value) =>
    new Promise((resolve, reject) => {
      const id = (lastId += 1);
      waiting.set(id, { resolve, reject });
      try {
        worker.postMessage({ id, key, value } satisfies CheckRequest);
      } catch (error) {
        // Not cloneable: no answer of the network or of storage is like that.
        waiting.delete(id);
        resolve({ ok: false, problem: String(error) });
      }
    });
  worker.addEventListener('message', (event: MessageEvent<CheckResponse>) => {
    const { id, ...verdict } = event.data;
    waiting.get(id)?.resolve(verdict);
    waiting.delete(id);
  });
  // It could not load (offline before the app was cached, say): whatever waits fails, and the next
  // check starts a new worker.
  worker.addEventListener('error', (event) => {
    console.error('[check] the checker stopped', event.message);
    worker.terminate();
    if (checker === self) checker = undefined;
    for (const { reject } of waiting.values())
      reject(new CheckerUnavailable(event.message || 'worker error'));
    waiting.clear();
  });
  return self;
}
