import { changeMark, changeSinceOpen, formatChange } from './session-change';

describe('a change of price', () => {
  it('is the percent move from the first price, with its direction', () => {
    expect(changeSinceOpen(100, 101.25)).toEqual({ percent: 1.25, direction: 'up' });
    const down = changeSinceOpen(1.25, 1.2);
    expect(down.direction).toBe('down');
    expect(down.percent).toBeCloseTo(-4, 10);
  });

  it('is flat when the price has not moved, or moved less than shows at two decimals', () => {
    expect(changeSinceOpen(100, 100)).toEqual({ percent: 0, direction: 'flat' });
    expect(changeSinceOpen(100, 100.004)).toEqual({ percent: 0, direction: 'flat' });
    expect(changeSinceOpen(100, 100.006).direction).toBe('up');
  });

  it('is flat rather than infinite or NaN for an unusable open price', () => {
    expect(changeSinceOpen(0, 5)).toEqual({ percent: 0, direction: 'flat' });
    expect(changeSinceOpen(Number.NaN, 5)).toEqual({ percent: 0, direction: 'flat' });
  });

  it('is written with a sign and two decimals', () => {
    expect(formatChange(changeSinceOpen(100, 101.25))).toBe('+1.25%');
    expect(formatChange(changeSinceOpen(200, 199.2))).toBe('\u22120.40%');
    expect(formatChange(changeSinceOpen(100, 100))).toBe('0.00%');
  });

  it('marks a rise and a fall, and puts nothing before an unchanged price', () => {
    expect(changeMark(changeSinceOpen(100, 101))).toBe('\u25B2');
    expect(changeMark(changeSinceOpen(100, 99))).toBe('\u25BC');
    expect(changeMark(changeSinceOpen(100, 100.001))).toBeNull();
  });
});
