import { describe, expect, it } from 'vitest';
import { progressAt } from './loading-progress';

describe('progressAt', () => {
  it('climbs 1 % every 30 ms and stops at 100', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(29)).toBe(0);
    expect(progressAt(30)).toBe(1);
    expect(progressAt(1500)).toBe(50);
    expect(progressAt(3000)).toBe(100);
    expect(progressAt(60_000)).toBe(100);
  });
});
