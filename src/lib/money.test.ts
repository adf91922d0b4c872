import { amountProblem, amountText, formatMinor, minorOf, parseAmount, toDecimalString } from '@/lib/money';

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
  });

  it('formats money with its currency and crypto with its symbol', () => {
    expect(formatMinor(123450n, 'USD')).toBe('$1,234.50');
    expect(formatMinor(100000000000001n, 'USD')).toBe('$1,000,000,000,000.01');
    expect(amountText('250.00', 'USD')).toBe('$250.00');
    expect(amountText('0.015', 'BTC')).toBe('0.015 BTC');
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

describe('negative amounts', () => {
  it('carry their sign in front of the currency', () => {
    expect(amountText('-1234.50', 'USD')).toBe('-$1,234.50');
  });
});
