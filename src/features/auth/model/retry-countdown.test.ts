import { describe, expect, it } from 'vitest';
import { secondsLeft } from './retry-countdown';

describe('secondsLeft', () => {
  const until = 100_000;

  it('counts whole seconds up, so the last second still reads 1', () => {
    expect(secondsLeft(until, until - 45_000)).toBe(45);
    expect(secondsLeft(until, until - 44_001)).toBe(45);
    expect(secondsLeft(until, until - 44_000)).toBe(44);
    expect(secondsLeft(until, until - 1)).toBe(1);
  });

  it('reads 0 once the time has come, and after', () => {
    expect(secondsLeft(until, until)).toBe(0);
    expect(secondsLeft(until, until + 5_000)).toBe(0);
  });
});
