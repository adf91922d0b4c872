/**
 * When the price socket tries again: a connection attempt times out after 20 s, and up to 5 tries
 * follow, 1 s to 5 s apart. The nominal delay is 2 s and grows by half each try, a random factor of
 * 0.5-1.5 spreads clients out after a server restart, and the result is kept within 1-5 s. After 5
 * failed tries the feed is unavailable until the customer (or the network coming back) asks again.
 */
export const PRICE_SOCKET_TIMEOUT_MS = 20_000;
export const PRICE_RETRY = {
  attempts: 5,
  baseDelayMs: 2_000,
  growth: 1.5,
  minDelayMs: 1_000,
  maxDelayMs: 5_000,
  jitter: 0.5,
} as const;

export type RetryPolicy = { [K in keyof typeof PRICE_RETRY]: number };

/**
 * The wait before try number `attempt` (1-based), or null when the tries are used up. `random` is a
 * number in [0, 1) (Math.random by default; tests pass fixed values).
 */
export function retryDelay(
  attempt: number,
  random: number = Math.random(),
  policy: RetryPolicy = PRICE_RETRY,
): number | null {
  if (attempt < 1 || attempt > policy.attempts) return null;
  const nominal = policy.baseDelayMs * policy.growth ** (attempt - 1);
  const spread = 1 - policy.jitter + 2 * policy.jitter * random;
  return Math.round(Math.min(policy.maxDelayMs, Math.max(policy.minDelayMs, nominal * spread)));
}
