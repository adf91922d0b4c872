/**
 * A sliding-window limit: at most `limit` events per key within any `windowMs`. It remembers the
 * time of each counted event (at most `limit` per key), so a burst at the end of one window cannot
 * be followed by a second burst at the start of the next, as a fixed window would allow.
 */
export interface RateLimiter {
  /** Counts one event for `key` if the limit allows it: 0, or else how many ms until it would. */
  take(key: string): number;
  clear(): void;
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now: () => number;
}): RateLimiter {
  const events = new Map<string, number[]>();
  return {
    take(key) {
      const now = options.now();
      const recent = (events.get(key) ?? []).filter((at) => at > now - options.windowMs);
      if (recent.length >= options.limit) {
        events.set(key, recent);
        // The oldest counted event leaves the window first.
        return recent[0]! + options.windowMs - now;
      }
      recent.push(now);
      events.set(key, recent);
      return 0;
    },
    clear() {
      events.clear();
    },
  };
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
