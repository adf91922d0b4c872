import { describe, expect, it } from 'vitest';
import { PRICE_RETRY, PRICE_SOCKET_TIMEOUT_MS, retryDelay } from './retry-policy';

describe('price socket retry policy', () => {
  it('has the spec figures: 20 s time-out, 5 tries, 2 s nominal delay', () => {
    expect(PRICE_SOCKET_TIMEOUT_MS).toBe(20_000);
    expect(PRICE_RETRY.attempts).toBe(5);
    expect(retryDelay(1, 0.5)).toBe(2_000);
  });

  it('grows the delay with each try and keeps every delay within 1-5 s, whatever the jitter', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, 0.5))).toEqual([
      2000, 3000, 4500, 5000, 5000,
    ]);
    for (let attempt = 1; attempt <= 5; attempt++) {
      for (const random of [0, 0.001, 0.25, 0.5, 0.75, 0.999]) {
        const delay = retryDelay(attempt, random)!;
        expect(delay).toBeGreaterThanOrEqual(1_000);
        expect(delay).toBeLessThanOrEqual(5_000);
      }
    }
    expect(retryDelay(1, 0)).toBe(1_000);
  });

  it('gives up after the fifth try', () => {
    expect(retryDelay(6, 0.5)).toBeNull();
    expect(retryDelay(0, 0.5)).toBeNull();
  });
});
