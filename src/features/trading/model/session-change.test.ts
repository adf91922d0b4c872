import { changeMark, changeSinceOpen, dailyChange, formatChange, formatChangeAmount } from './session-change';

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

describe("a market's change on the day", () => {
  it("is the price less the previous close, in the instrument's digits and in percent", () => {
    // EUR/USD closed yesterday at 1.08000 and trades at 1.08540: +0.00540, 0.0054 / 1.08 = +0.50 %.
    const up = dailyChange(1.08, 1.0854, 5)!;
    expect(up.amount).toBe(0.0054);
    expect(up.direction).toBe('up');
    expect(formatChangeAmount(up, 5)).toBe('+0.00540');
    expect(formatChange(up)).toBe('+0.50%');
    // GER40 closed at 20,000.0 and trades at 19,750.0: −250.0, −1.25 %, written with a real minus.
    const down = dailyChange(20_000, 19_750, 1)!;
    expect(down).toEqual({ amount: -250, percent: -1.25, direction: 'down' });
    expect(formatChangeAmount(down, 1)).toBe('\u2212250.0');
    expect(formatChange(down)).toBe('\u22121.25%');
    expect(changeMark(down)).toBe('\u25BC');
  });

  it('is a move of one step of the price, even where the percentage rounds to 0.00 %', () => {
    // BTC/USD from 60,000.00 to 60,001.00: +1.00, 0.0017 %.
    const step = dailyChange(60_000, 60_001, 2)!;
    expect(step.direction).toBe('up');
    expect(formatChangeAmount(step, 2)).toBe('+1.00');
    expect(formatChange(step)).toBe('0.00%');
    // Less than a step is none: float noise never shows as a change.
    const none = dailyChange(1.1, 1.1000000001, 5)!;
    expect(none).toEqual({ amount: 0, percent: 0, direction: 'flat' });
    expect(formatChangeAmount(none, 5)).toBe('0.00000');
    expect(formatChange(none)).toBe('0.00%');
    expect(changeMark(none)).toBeNull();
  });

  it('is none without a previous close (a first day)', () => {
    expect(dailyChange(null, 1.08, 5)).toBeNull();
  });
});
