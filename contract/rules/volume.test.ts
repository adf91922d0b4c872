import { isOnStep, stepDecimals, stepsOf, volumeOf } from './volume';

describe('volumes in steps', () => {
  it('counts whole steps despite float noise', () => {
    expect(stepsOf(0.07, 0.01)).toBe(7); // 0.07 / 0.01 = 7.000000000000001
    expect(stepsOf(0.3, 0.1)).toBe(3); // 0.3 / 0.1 = 2.9999999999999996
    expect(stepsOf(5000, 1000)).toBe(5);
    expect(stepsOf(1.5, 0.1)).toBe(15);
  });

  it('reads typed volumes as written, thousands separators and all', () => {
    expect(stepsOf('0.07', 0.01)).toBe(7);
    expect(stepsOf('3,000', 1000)).toBe(3);
    expect(stepsOf('1e3', 1000)).toBeUndefined();
    expect(stepsOf(-1000, 1000)).toBeUndefined();
    expect(stepsOf(Number.NaN, 1000)).toBeUndefined();
  });

  it('refuses what is between steps', () => {
    expect(stepsOf(1500, 1000)).toBeUndefined();
    expect(stepsOf(0.015, 0.01)).toBeUndefined();
    expect(stepsOf(0.0701, 0.01)).toBeUndefined();
  });

  it('writes a number of steps back without float noise', () => {
    expect(stepDecimals(0.01)).toBe(2);
    expect(stepDecimals(1000)).toBe(0);
    expect(stepDecimals(1e-7)).toBe(7);
    expect(volumeOf(3, 0.1)).toBe(0.3); // 3 × 0.1 = 0.30000000000000004
    expect(volumeOf(7, 0.01)).toBe(0.07);
    expect(volumeOf(4, 1000)).toBe(4000);
  });
});

describe('isOnStep', () => {
  it('counts steps from 0 in integers at the finer of the two decimals', () => {
    expect(isOnStep(0.07, 0.01)).toBe(true);
    expect(isOnStep(12.5, 0.5)).toBe(true);
    expect(isOnStep(12.25, 0.5)).toBe(false);
    expect(isOnStep('3000', 1000)).toBe(true);
    expect(isOnStep(1e-7, 1e-7)).toBe(true);
  });
});
