import {
  amountText,
  formatMoney,
  formatPercent,
  formatPrice,
  formatSignedMoney,
  formatTime,
  formatVolume,
  formatOpening,
  readerEnglish,
  formatRecent,
  formatAge,
  formatBytes,
  formatCalendarDate,
  MINUS_SIGN,
} from './format';

describe('number formats', () => {
  it('show a volume with the decimals it has, at most four', () => {
    expect(formatVolume(2)).toBe('2');
    expect(formatVolume(0.25)).toBe('0.25');
    expect(formatVolume(1.23456)).toBe('1.2346');
  });
});

describe('money', () => {
  it('is shown with two decimals, grouped, and its currency', () => {
    expect(formatMoney(123_450n, 'USD')).toBe('$1,234.50');
    expect(formatMoney(5n, 'USD')).toBe('$0.05');
    expect(formatMoney(0n, 'USD')).toBe('$0.00');
    expect(formatMoney(346n, 'EUR')).toBe('€3.46');
    expect(formatMoney(100n, 'GBP')).toBe('£1.00');
  });

  it('keeps every cent of a large amount (no float on the way)', () => {
    expect(formatMoney(100_000_000_000_001n, 'USD')).toBe('$1,000,000,000,000.01');
    // 2^53 + 1 cents: a double would say …992.
    expect(formatMoney(9_007_199_254_740_993n, 'USD')).toBe('$90,071,992,547,409.93');
  });

  it('writes a negative amount with a true minus sign in front of the currency', () => {
    expect(MINUS_SIGN).toBe('\u2212');
    expect(formatMoney(-681n, 'USD')).toBe('\u2212$6.81');
    expect(formatMoney(-346n, 'EUR')).toBe('\u2212€3.46');
  });

  it('names a currency Intl does not know by its code', () => {
    expect(formatMoney(150n, 'NOT-A-CODE')).toBe('1.50 NOT-A-CODE');
  });
});

describe('signed money', () => {
  it('shows a change with its sign, and none for no change', () => {
    expect(formatSignedMoney(100n, 'USD')).toBe('+$1.00');
    expect(formatSignedMoney(-681n, 'USD')).toBe('\u2212$6.81');
    expect(formatSignedMoney(0n, 'USD')).toBe('$0.00');
    expect(formatSignedMoney(-0n, 'USD')).toBe('$0.00');
    expect(formatSignedMoney(270_458n, 'USD')).toBe('+$2,704.58');
  });
});

describe('API amounts', () => {
  it('are money when the currency is, and keep a crypto amount as it came', () => {
    expect(amountText('250.00', 'USD')).toBe('$250.00');
    expect(amountText('250', 'USD')).toBe('$250.00');
    expect(amountText('-1234.50', 'USD')).toBe('\u2212$1,234.50');
    expect(amountText('-0.00', 'USD')).toBe('$0.00');
    expect(amountText('0.015', 'BTC')).toBe('0.015 BTC');
    // Three decimals are no US dollar amount: shown as sent rather than rounded.
    expect(amountText('1.005', 'USD')).toBe('1.005 USD');
  });
});

describe('percentages', () => {
  it('have two decimals and no space before the sign', () => {
    expect(formatPercent(611.35)).toBe('611.35%');
    expect(formatPercent(90_542.99)).toBe('90,542.99%');
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(-84.75)).toBe('\u221284.75%');
  });

  it('show a change with its sign, and 0.00% for none', () => {
    expect(formatPercent(0.04, { signed: true })).toBe('+0.04%');
    expect(formatPercent(-0.05, { signed: true })).toBe('\u22120.05%');
    expect(formatPercent(0, { signed: true })).toBe('0.00%');
  });

  it('round half away from zero, and what rounds to zero has no sign', () => {
    expect(formatPercent(0.125)).toBe('0.13%');
    expect(formatPercent(-0.125, { signed: true })).toBe('\u22120.13%');
    expect(formatPercent(0.004, { signed: true })).toBe('0.00%');
    expect(formatPercent(-0.004, { signed: true })).toBe('0.00%');
    expect(formatPercent(-0)).toBe('0.00%');
    // (1.1 − 1.1049) ÷ 1.1 × 100 = −0.44545…
    expect(formatPercent(((1.1 - 1.1049) / 1.1) * 100, { signed: true })).toBe('\u22120.45%');
  });

  it('read the API decimal strings exactly', () => {
    expect(formatPercent('3.50')).toBe('3.50%');
    expect(formatPercent('3.5')).toBe('3.50%');
    expect(formatPercent('14.50', { signed: true })).toBe('+14.50%');
    expect(formatPercent('-2.10', { signed: true })).toBe('\u22122.10%');
    expect(formatPercent('0.00', { signed: true })).toBe('0.00%');
  });
});

describe("a market's opening", () => {
  const monday = new Date('2026-11-30T07:00:00Z');

  it("is its weekday, date and time in the reader's English, naming the time zone", () => {
    // The zone's short name as this machine's time zone gives it at that moment.
    const zone = new Intl.DateTimeFormat('en', { timeZoneName: 'short' })
      .formatToParts(monday)
      .find((part) => part.type === 'timeZoneName')!.value;
    const british = formatOpening(monday, 'en-GB');
    expect(british).toMatch(/^\w{3} \d{1,2} \w{3}, \d{2}:\d{2} /);
    expect(british.endsWith(zone)).toBe(true);
    expect(formatOpening(monday, 'en-US')).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M /);
  });

  it('reads the first English the browser asks for, else plain English', () => {
    expect(readerEnglish(['de-DE', 'en-GB', 'en-US'])).toBe('en-GB');
    expect(readerEnglish(['fr-FR'])).toBe('en');
    expect(readerEnglish([])).toBe('en');
    expect(readerEnglish(['en-', 'en-AU'])).toBe('en');
  });

  it("asks the browser once for a reader's languages, however many openings it writes", () => {
    const asked = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    for (let row = 0; row < 20; row += 1) expect(readerEnglish(['de-DE', 'en-IE'])).toBe('en-IE');
    expect(asked).toHaveBeenCalledTimes(1);
    asked.mockRestore();
  });
});

describe('formatPrice', () => {
  it('writes the instrument’s digits with thousands separators and a true minus', () => {
    expect(formatPrice(63913, 2)).toBe('63,913.00');
    expect(formatPrice(1.084745, 5)).toBe('1.08475');
    expect(formatPrice(151.1, 3)).toBe('151.100');
    expect(formatPrice(18250.4, 1)).toBe('18,250.4');
    expect(formatPrice(1234567, 0)).toBe('1,234,567');
    expect(formatPrice(-0.5, 5)).toBe('−0.50000');
  });
});

describe('an age', () => {
  it('is whole seconds under a minute, whole minutes under an hour, then hours', () => {
    expect(formatAge(400)).toBe('0 seconds ago');
    expect(formatAge(1_000)).toBe('1 second ago');
    expect(formatAge(14_999)).toBe('14 seconds ago');
    expect(formatAge(60_000)).toBe('1 minute ago');
    expect(formatAge(150_000)).toBe('2 minutes ago');
    expect(formatAge(2 * 3_600_000 + 59 * 60_000)).toBe('2 hours ago');
  });

  it('is never in the future, even if the clock stepped back', () => {
    expect(formatAge(-5_000)).toBe('0 seconds ago');
  });
});

describe('sizes', () => {
  const KB = 1024;
  it('are bytes under a kilobyte, then one decimal of the largest unit that is at least one', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2 * KB)).toBe('2.0 KB');
    expect(formatBytes(3.5 * KB * KB)).toBe('3.5 MB');
    expect(formatBytes(1000.5 * KB * KB)).toBe('1,000.5 MB');
    expect(formatBytes(10_243.4 * KB * KB)).toBe('10.0 GB');
  });
});

describe('calendar dates', () => {
  it('write a date of birth as dates are written, without a weekday, whatever the time zone', () => {
    expect(formatCalendarDate('1988-04-12')).toBe('Apr 12, 1988');
    expect(formatCalendarDate('2000-01-01')).toBe('Jan 1, 2000');
  });

  it('show text that is no calendar date as it came', () => {
    expect(formatCalendarDate('1988-02-30')).toBe('1988-02-30');
    expect(formatCalendarDate('12/04/1988')).toBe('12/04/1988');
  });
});

describe('times', () => {
  it('have no leading zero on the hour', () => {
    const threePm = new Date(2026, 10, 27, 15, 0);
    expect(formatTime(threePm)).toBe('3:00 PM');
  });
});

describe('formatRecent', () => {
  // Local times: the rule is about the reader's days, whatever the machine's zone.
  const now = new Date(2026, 10, 27, 15, 30).getTime();

  it('is the time today', () => {
    const morning = new Date(2026, 10, 27, 0, 5);
    expect(formatRecent(morning, now)).toBe(formatTime(morning));
  });

  it('is the weekday within the last six days, and the date before that', () => {
    expect(formatRecent(new Date(2026, 10, 26, 23, 59), now)).toBe('Thu');
    expect(formatRecent(new Date(2026, 10, 21, 0, 0), now)).toBe('Sat');
    expect(formatRecent(new Date(2026, 10, 20, 23, 59), now)).toBe('Nov 20, 2026');
    expect(formatRecent(new Date(2025, 0, 2, 9, 0), now)).toBe('Jan 2, 2025');
  });

  it('dates a moment in the future (a clock set wrong) rather than calling it today', () => {
    expect(formatRecent(new Date(2026, 10, 28, 9, 0), now)).toBe('Nov 28, 2026');
  });
});
