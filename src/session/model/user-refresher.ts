/**
 * Runs the user refreshes realtime events ask for. Several events at once make one call (and one
 * more if another arrives while it runs, so the last change is never missed); a failed call is tried
 * again after `retryMs` (5 s by default). Timers are injected so tests can drive time.
 */
export const USER_RETRY_MS = 5000;

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface UserRefresher {
  refresh(): void;
  /** No more calls or retries (sign-out, another user). */
  stop(): void;
}

export function createUserRefresher(
  load: () => Promise<void>,
  { retryMs = USER_RETRY_MS, timers = realTimers }: { retryMs?: number; timers?: Timers } = {},
): UserRefresher {
  let running = false;
  let again = false;
  let stopped = false;
  let retry: unknown = null;

  const cancelRetry = () => {
    if (retry !== null) timers.clearTimeout(retry);
    retry = null;
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    cancelRetry();
    running = true;
    again = false;
    load().then(
      () => {
        running = false;
        if (again) run();
      },
      (error: unknown) => {
        running = false;
        if (stopped) return;
        console.error('[session] user refresh failed, trying again shortly', error);
        if (again) return run();
        retry = timers.setTimeout(() => {
          retry = null;
          run();
        }, retryMs);
      },
    );
  };

  return {
    refresh: run,
    stop: () => {
      stopped = true;
      cancelRetry();
    },
  };
}
