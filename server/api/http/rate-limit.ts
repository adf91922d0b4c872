/**
 * A sliding-window limit: at most `limit` events per key within any `windowMs`. It remembers the
 * time of each counted event (at most `limit` per key), so a burst at the end of one window cannot
 * be followed by a second burst at the start of the next, as a fixed window would allow.
 */
export interface RateLimiter {
  /** How many ms until `key` may have another event: 0 when it may now. Counts nothing. */
  wait(key: string): number;
  /** Counts one event for `key`. */
  hit(key: string): void;
  /** Counts one event for `key` if the limit allows it: 0, or else how many ms until it would. */
  take(key: string): number;
  /** Drops what `key` has counted (a login that succeeded). */
  forget(key: string): void;
  clear(): void;
}

/** Keys kept before idle ones are swept, so spraying made-up keys (addresses) cannot grow memory for long. */
const SWEEP_ABOVE = 10_000;

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now: () => number;
}): RateLimiter {
  const events = new Map<string, number[]>();
  const recent = (key: string, now: number) =>
    (events.get(key) ?? []).filter((at) => at > now - options.windowMs);
  const sweep = (now: number) => {
    for (const key of [...events.keys()]) if (recent(key, now).length === 0) events.delete(key);
  };
  const limiter: RateLimiter = {
    wait(key) {
      const now = options.now();
      const counted = recent(key, now);
      // The oldest counted event leaves the window first.
      return counted.length >= options.limit ? counted[0]! + options.windowMs - now : 0;
    },
    hit(key) {
      const now = options.now();
      if (events.size > SWEEP_ABOVE) sweep(now);
      events.set(key, [...recent(key, now), now].slice(-options.limit));
    },
    take(key) {
      const waitMs = limiter.wait(key);
      if (waitMs === 0) limiter.hit(key);
      return waitMs;
    },
    forget(key) {
      events.delete(key);
    },
    clear() {
      events.clear();
    },
  };
  return limiter;
}

/** Retry-After is whole seconds, rounded up so a client that waits exactly that long is let in. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** "in 42 seconds" / "in 7 minutes": how a refusal tells a person when to try again. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
