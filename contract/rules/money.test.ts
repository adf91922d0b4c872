import {
  amountProblem,
  divideRounded,
  minorOf,
  minorOfNumber,
  parseAmount,
  roundToMinor,
  toAmount,
  toDecimalString,
} from '@contract/rules/money';

describe('amounts in minor units', () => {
  it('reads what people type, without floating point', () => {
    expect(parseAmount('100')).toBe(10000n);
    expect(parseAmount(' 1,234.5 ')).toBe(123450n);
    expect(parseAmount('20.')).toBe(2000n);
    expect(parseAmount('0.1')).toBe(10n);
    // 0.1 + 0.2 as cents is exact.
    expect(parseAmount('0.1')! + parseAmount('0.2')!).toBe(parseAmount('0.3'));
    expect(parseAmount('999999999999.99')).toBe(99999999999999n);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.005', '1e3', '-5', '1,2', '12.3.4', '$5', '1 000']) {
      expect(parseAmount(bad), bad).toBeUndefined();
    }
    expect(parseAmount('0.0005', 8)).toBe(50000n);
  });

  it('writes the API decimal strings back', () => {
    expect(toDecimalString(123450n)).toBe('1234.50');
    expect(toDecimalString(5n)).toBe('0.05');
    expect(toDecimalString(50000n, 8)).toBe('0.00050000');
    expect(minorOf('10.00')).toBe(1000n);
    expect(minorOf('10')).toBe(1000n);
    expect(minorOf('0.0005', 8)).toBe(50000n);
    expect(minorOf('-3.20')).toBe(-320n);
    expect(minorOf('-0.00')).toBe(0n);
    expect(toDecimalString(-5n)).toBe('-0.05');
    expect(() => minorOf('1e3')).toThrow();
  });

  it('checks a typed amount against inclusive limits', () => {
    const range = { min: 1000n, max: 1_000_000n };
    expect(amountProblem('', range)).toBe('empty');
    expect(amountProblem('ten', range)).toBe('invalid');
    expect(amountProblem('9.99', range)).toBe('too-small');
    expect(amountProblem('10', range)).toBeNull();
    expect(amountProblem('10000.00', range)).toBeNull();
    expect(amountProblem('10000.01', range)).toBe('too-large');
  });
});

describe('numbers from the API', () => {
  it('are read as the decimal the server wrote, once', () => {
    expect(minorOfNumber(1234.56)).toBe(123456n);
    expect(minorOfNumber(-77.7)).toBe(-7770n);
    expect(minorOfNumber(10_000)).toBe(1_000_000n);
    expect(minorOfNumber(0.1 + 0.2)).toBe(30n); // 0.30000000000000004
    // 12,345,678,901.23 is no float-safe figure at 12 digits, but its decimal form is exact.
    expect(minorOfNumber(12_345_678_901.23)).toBe(1_234_567_890_123n);
  });

  it('round a third decimal half away from zero, and a sign with no amount is zero', () => {
    expect(minorOfNumber(1.005)).toBe(101n);
    expect(minorOfNumber(-1.005)).toBe(-101n);
    expect(minorOfNumber(1.004)).toBe(100n);
    expect(minorOfNumber(-0.004)).toBe(0n);
    expect(minorOfNumber(-0)).toBe(0n);
    expect(minorOfNumber(5e-7)).toBe(0n);
  });

  it('refuse what is no amount', () => {
    expect(() => minorOfNumber(Number.NaN)).toThrow();
    expect(() => minorOfNumber(Infinity)).toThrow();
    expect(() => minorOfNumber(1e21)).toThrow();
  });
});

describe('figures computed from prices', () => {
  it('round once to cents, half away from zero, through the binary noise of doubles', () => {
    expect(roundToMinor(1.005)).toBe(101n); // 1.005 × 100 = 100.49999999999999
    expect(roundToMinor(-1.005)).toBe(-101n);
    expect(roundToMinor(1.005 - 1)).toBe(1n); // 0.004999999999999893 is half a cent
    expect(roundToMinor((1.1 - 1.1049) * 1000)).toBe(-490n); // −4.899999999999904
    expect(roundToMinor(1234567.894)).toBe(123456789n);
    expect(roundToMinor(1234567.895)).toBe(123456790n);
  });

  it('give zero, not a negative zero, for less than half a cent', () => {
    expect(roundToMinor(-0.004)).toBe(0n);
    expect(roundToMinor(-0)).toBe(0n);
  });

  it('round percentages to 2 decimals the same way', () => {
    expect(roundToMinor((10_005 / 11.05) * 100, 2)).toBe(9_054_299n); // 90542.986…
    expect(roundToMinor((-100 / 118) * 100, 2)).toBe(-8475n); // −84.7457…
  });
});

describe('exact division', () => {
  it('rounds half away from zero whatever the signs', () => {
    expect(divideRounded(7n, 2n)).toBe(4n); // 3.5
    expect(divideRounded(-7n, 2n)).toBe(-4n);
    expect(divideRounded(7n, -2n)).toBe(-4n);
    expect(divideRounded(-7n, -2n)).toBe(4n);
    expect(divideRounded(10n, 3n)).toBe(3n); // 3.33…
    expect(divideRounded(20n, 3n)).toBe(7n); // 6.66…
    expect(divideRounded(-1n, 3n)).toBe(0n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('amounts as numbers', () => {
  it('are the nearest double to the cents, for shapes that hold numbers', () => {
    expect(toAmount(123456789n)).toBe(1234567.89);
    expect(toAmount(-5n)).toBe(-0.05);
    expect(toAmount(0n)).toBe(0);
  });
});
