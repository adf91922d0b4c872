import { fromMinor, roundTo, toMinor } from './money';

describe('money in minor units', () => {
  it('rounds to cents half away from zero, through the binary noise of doubles', () => {
    expect(toMinor(1.005)).toBe(101); // 1.005 × 100 = 100.49999999999999
    expect(toMinor(-1.005)).toBe(-101);
    expect(toMinor(1.005 - 1)).toBe(1); // 0.004999999999999893
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1234567.894)).toBe(123456789);
  });

  it('never answers -0', () => {
    expect(Object.is(toMinor(-0.001), 0)).toBe(true);
    expect(Object.is(toMinor(-0), 0)).toBe(true);
  });

  it('turns cents back into the amount', () => {
    expect(fromMinor(123456789)).toBe(1234567.89);
    expect(fromMinor(-5)).toBe(-0.05);
  });

  it('rounds percentages to 2 decimals the same way', () => {
    expect(roundTo((10_005 / 11.05) * 100, 2)).toBe(90542.99);
    expect(roundTo((-100 / 118) * 100, 2)).toBe(-84.75);
  });
});
