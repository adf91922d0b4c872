import { formatMoney, formatVolume } from './format';

describe('number formats', () => {
  it('show a volume with the decimals it has, at most four', () => {
    expect(formatVolume(2)).toBe('2');
    expect(formatVolume(0.25)).toBe('0.25');
    expect(formatVolume(1.23456)).toBe('1.2346');
  });

  it('show money with two decimals and its currency', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-3.456, 'EUR')).toBe('-€3.46');
  });
});
