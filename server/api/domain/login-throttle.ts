/**
 * Throttling of failed logins, per account and per client address. Only failures count, so a user
 * who signs in correctly over and over is never slowed down; a success clears its account's failures.
 */
import { createRateLimiter, retryAfterSeconds } from '../http/rate-limit';

/** All the numbers in one place. An address is shared by a household or office, so it gets more. */
export const LOGIN_LIMITS = {
  windowMs: 60_000,
  failuresPerAccount: 5,
  failuresPerAddress: 20,
} as const;

export interface LoginAttempt {
  /** The email as typed; compared trimmed and lower case. */
  email: string;
  /** The caller's network address, or 'unknown' when the host does not give one. */
  address: string;
}

export class LoginThrottle {
  private readonly accounts;
  private readonly addresses;

  constructor(now: () => number, limits: typeof LOGIN_LIMITS = LOGIN_LIMITS) {
    this.accounts = createRateLimiter({ limit: limits.failuresPerAccount, windowMs: limits.windowMs, now });
    this.addresses = createRateLimiter({ limit: limits.failuresPerAddress, windowMs: limits.windowMs, now });
  }

  private static account(attempt: LoginAttempt): string {
    return attempt.email.trim().toLowerCase();
  }

  /** Whole seconds until this attempt may be tried, or undefined when it may be tried now. */
  retryAfter(attempt: LoginAttempt): number | undefined {
    const waitMs = Math.max(
      this.accounts.wait(LoginThrottle.account(attempt)),
      this.addresses.wait(attempt.address),
    );
    return waitMs > 0 ? retryAfterSeconds(waitMs) : undefined;
  }

  fail(attempt: LoginAttempt): void {
    this.accounts.hit(LoginThrottle.account(attempt));
    this.addresses.hit(attempt.address);
  }

  /** The address keeps its failures: one good account must not unlock guessing at others. */
  succeed(attempt: LoginAttempt): void {
    this.accounts.forget(LoginThrottle.account(attempt));
  }

  clear(): void {
    this.accounts.clear();
    this.addresses.clear();
  }
}
