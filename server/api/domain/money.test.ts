import { decimalOf, minorOf, moneyOf, moneyText, toMinor, unitsOf } from './money';

it.each([
  ['100', 2, 10000n],
  ['99.5', 2, 9950n],
  ['0.01', 2, 1n],
  ['000012.30', 2, 1230n],
  ['999999999999.99', 2, 99999999999999n],
  ['0.00000001', 8, 1n],
  ['123456789012.12345678', 8, 12345678901212345678n],
])('reads %s at %i decimals as %s units, without floats', (amount, decimals, units) => {
  expect(unitsOf(amount, decimals)).toBe(units);
});

it('refuses more decimals than asked for rather than rounding them away', () => {
  expect(() => unitsOf('1.005', 2)).toThrow(RangeError);
});

it.each([
  [1n, 2, false, '0.01'],
  [-1234n, 2, false, '-12.34'],
  [50000n, 8, true, '0.0005'],
  [100000000n, 8, true, '1'],
  [0n, 2, false, '0.00'],
])('writes %s units at %i decimals (trim %s) as %s', (units, decimals, trim, text) => {
  expect(decimalOf(units, decimals, trim)).toBe(text);
});

it('sums cents exactly where floats drift', () => {
  const cents = ['0.10', '0.20', '0.30'].map(minorOf).reduce((a, b) => a + b, 0);
  expect(moneyOf(cents)).toBe('0.60');
  expect(0.1 + 0.2 + 0.3).not.toBe(0.6);
});

it.each([
  [1.005, 101],
  [-1.005, -101],
  [0.005, 1],
  [-0.004, 0],
  [10000, 1000000],
  [1234.565, 123457],
])('rounds %d to %i cents half away from zero, as the client does', (amount, cents) => {
  expect(toMinor(amount)).toBe(cents);
  expect(Object.is(toMinor(amount), -0)).toBe(false);
});

it('formats amounts for messages with the currency and thousands', () => {
  expect(moneyText(1_000_000, 'USD')).toBe('$10,000.00');
  expect(moneyText(0, 'USD')).toBe('$0.00');
  expect(moneyText(1_234_567, 'EUR')).toBe('€12,345.67');
});
