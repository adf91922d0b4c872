import { describe, expect, it } from 'vitest';
import { sparklinePath } from './sparkline';

describe('sparkline path', () => {
  it('runs across the box, the highest point at the top and the lowest at the bottom, inside the stroke', () => {
    expect(sparklinePath([1, 3, 2], 64, 20)).toBe('M0 19L32 1L64 10');
  });

  it('draws a level series across the middle', () => {
    expect(sparklinePath([5, 5, 5, 5], 60, 20)).toBe('M0 10L20 10L40 10L60 10');
  });

  it('draws nothing for a single point or none', () => {
    expect(sparklinePath([7], 64, 20)).toBe('');
    expect(sparklinePath([], 64, 20)).toBe('');
  });

  it('keeps coordinates short: two decimals at most', () => {
    expect(sparklinePath([0, 1, 2, 3], 10, 8)).toBe('M0 7L3.33 5L6.67 3L10 1');
  });
});
