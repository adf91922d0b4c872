/**
 * Query keys of the account pages: every key is built here, each under `accountKeys.all`, so
 * invalidating a prefix reaches every query beneath it.
 */
export const accountKeys = {
  all: ['account'] as const,
  accounts: () => [...accountKeys.all, 'accounts'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  documents: () => [...accountKeys.all, 'documents'] as const,
  savings: () => [...accountKeys.all, 'savings'] as const,
  autoTrader: () => [...accountKeys.all, 'auto-trader'] as const,
  /** What happened while the customer was away (GET /user/away). */
  away: () => [...accountKeys.all, 'away'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  loginHistory: () => [...accountKeys.all, 'login-history'] as const,
  /** Whether two-factor is on and how many recovery codes are left: never the secret or the codes. */
  twoFactor: () => [...accountKeys.all, 'two-factor'] as const,
  /** An account's statement of a period (local days) and kinds ('' for all). */
  statement: (accountId: string, from: string, to: string, kinds: string) =>
    [...accountKeys.all, 'statement', accountId, from, to, kinds] as const,
};
