/**
 * Throttling of failed logins, per account and per client address, in fixed windows that start at
 * the first failure (as Laravel's RateLimiter does). Only failures count, so a user who signs in
 * correctly over and over is never slowed down; a success clears its account's failures.
 */

/** All the numbers in one place. An address is shared by a household or office, so it gets more. */
export const LOGIN_LIMITS = {
  windowMs: 60_000,
  failuresPerAccount: 5,
  failuresPerAddress: 20,
} as const;

/** Entries kept before expired ones are swept, so spraying made-up addresses cannot grow memory for long. */
const SWEEP_ABOVE = 10_000;

export interface LoginAttempt {
  /** The email as typed; compared trimmed and lower case. */
  email: string;
  /** The caller's network address, or 'unknown' when the host does not give one. */
  address: string;
}

interface Bucket {
  failures: number;
  resetAt: number;
}

export class LoginThrottle {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly now: () => number,
    private readonly limits: typeof LOGIN_LIMITS = LOGIN_LIMITS,
  ) {}

  private keys(attempt: LoginAttempt): [string, number][] {
    return [
      [`account:${attempt.email.trim().toLowerCase()}`, this.limits.failuresPerAccount],
      [`address:${attempt.address}`, this.limits.failuresPerAddress],
    ];
  }

  private live(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= this.now()) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  /** Whole seconds until this attempt may be tried, or undefined when it may be tried now. */
  retryAfter(attempt: LoginAttempt): number | undefined {
    let waitMs = 0;
    for (const [key, limit] of this.keys(attempt)) {
      const bucket = this.live(key);
      if (bucket && bucket.failures >= limit) waitMs = Math.max(waitMs, bucket.resetAt - this.now());
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : undefined;
  }

  fail(attempt: LoginAttempt): void {
    if (this.buckets.size > SWEEP_ABOVE) for (const key of [...this.buckets.keys()]) this.live(key);
    for (const [key] of this.keys(attempt)) {
      const bucket = this.live(key);
      if (bucket) bucket.failures += 1;
      else this.buckets.set(key, { failures: 1, resetAt: this.now() + this.limits.windowMs });
    }
  }

  /** The address keeps its failures: one good account must not unlock guessing at others. */
  succeed(attempt: LoginAttempt): void {
    const [account] = this.keys(attempt);
    if (account) this.buckets.delete(account[0]);
  }

  clear(): void {
    this.buckets.clear();
  }
}
