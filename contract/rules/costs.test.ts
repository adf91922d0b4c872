/**
 * Swap, commission and trailing stops with figures worked by hand.
 *
 * A lot of EUR/USD is 100,000 euros. At a bid of 1.08000 (ask 1.08008) a long lot is worth 108,000.00
 * dollars at its closing price; at the demo tenant's long rate of −3.6% a year over 360 days a day of
 * it costs 108,000 × 0.036 ÷ 360 = 10.80.
 */
import {
  checkTrailing,
  commissionMinor,
  pnlWithCostsMinor,
  rolloverAtOrBefore,
  swapDaysAt,
  swapMinor,
  trailedStop,
} from './costs';

const quote = { bid: 1.08, ask: 1.08008 };
const rates = { long: -3.6, short: 0.9 };
const at = (iso: string) => Date.parse(iso);

describe('the rollover', () => {
  it('is at 22:00 UTC: the latest at or before a moment', () => {
    expect(rolloverAtOrBefore(at('2026-11-25T22:00:00Z'))).toBe(at('2026-11-25T22:00:00Z'));
    expect(rolloverAtOrBefore(at('2026-11-25T21:59:59Z'))).toBe(at('2026-11-24T22:00:00Z'));
    expect(rolloverAtOrBefore(at('2026-11-26T03:00:00Z'))).toBe(at('2026-11-25T22:00:00Z'));
  });

  it('counts one day Monday to Friday, three on the triple-swap day and none at the weekend', () => {
    // 23 November 2026 is a Monday.
    const days = [23, 24, 25, 26, 27, 28, 29].map((day) => swapDaysAt(at(`2026-11-${day}T22:00:00Z`)));
    expect(days).toEqual([1, 1, 3, 1, 1, 0, 0]);
    // A week held is seven days of swap.
    expect(days.reduce((sum, day) => sum + day, 0)).toBe(7);
    // A tenant whose triple day is Friday.
    expect(swapDaysAt(at('2026-11-27T22:00:00Z'), 5)).toBe(3);
    expect(swapDaysAt(at('2026-11-25T22:00:00Z'), 5)).toBe(1);
  });
});

describe('swap', () => {
  it('charges a long lot 10.80 a day and 32.40 over the triple-swap day', () => {
    const long = { trade_type: 'buy' as const, volume: 100_000 };
    expect(swapMinor(long, quote, rates, 1, 1)).toBe(-1080n);
    expect(swapMinor(long, quote, rates, 3, 1)).toBe(-3240n);
    expect(swapMinor(long, quote, rates, 0, 1)).toBe(0n);
  });

  it('credits a short at its rate, valued at the ask it closes at', () => {
    // 108,008 × 0.009 ÷ 360 = 2.7002 a day; three days 8.1006 → 8.10.
    const short = { trade_type: 'sell' as const, volume: 100_000 };
    expect(swapMinor(short, quote, rates, 1, 1)).toBe(270n);
    expect(swapMinor(short, quote, rates, 3, 1)).toBe(810n);
  });

  it("converts to the account's currency once, then rounds", () => {
    // A euro account at EUR/USD 1.08: 32.40 dollars are 30.00 euros.
    const long = { trade_type: 'buy' as const, volume: 100_000 };
    expect(swapMinor(long, quote, rates, 3, 1 / 1.08)).toBe(-3000n);
  });
});

describe('commission', () => {
  it('is the amount per lot times the lots, converted and rounded once', () => {
    // 3.00 dollars a lot: a lot 3.00, a tenth 0.30, a thousand euros (0.01 lot) 0.03.
    expect(commissionMinor(100_000, 100_000, 300, 1)).toBe(-300n);
    expect(commissionMinor(10_000, 100_000, 300, 1)).toBe(-30n);
    expect(commissionMinor(1000, 100_000, 300, 1)).toBe(-3n);
    // In euros at 1.08: 3.00 ÷ 1.08 = 2.777… → 2.78.
    expect(commissionMinor(100_000, 100_000, 300, 1 / 1.08)).toBe(-278n);
    expect(commissionMinor(100_000, 100_000, 0, 1)).toBe(0n);
  });

  it("adds to a position's P&L with its swap when asked for the P&L with costs", () => {
    expect(pnlWithCostsMinor(-800n, { swap: -32.4, commission: -6 })).toBe(-4640n);
    expect(pnlWithCostsMinor(1234n, {})).toBe(1234n);
  });
});

describe('trailing stops', () => {
  const TWENTY_PIPS = 0.002;

  it("sets a buy's stop the distance below its bid, raises it as the bid rises, never lowers it", () => {
    let stop = trailedStop('buy', null, 1.08, TWENTY_PIPS, 5);
    expect(stop).toBe(1.078);
    stop = trailedStop('buy', stop, 1.0815, TWENTY_PIPS, 5);
    expect(stop).toBe(1.0795);
    // Back down: it stays.
    expect(trailedStop('buy', stop, 1.0805, TWENTY_PIPS, 5)).toBe(1.0795);
    // A stop closer than the distance already is kept.
    expect(trailedStop('buy', 1.079, 1.08, TWENTY_PIPS, 5)).toBe(1.079);
  });

  it("sets a sell's stop the distance above its ask, lowers it as the ask falls, never raises it", () => {
    const FIFTEEN_PIPS = 0.0015;
    let stop = trailedStop('sell', null, 1.08008, FIFTEEN_PIPS, 5);
    expect(stop).toBe(1.08158);
    stop = trailedStop('sell', stop, 1.07908, FIFTEEN_PIPS, 5);
    expect(stop).toBe(1.08058);
    expect(trailedStop('sell', stop, 1.0805, FIFTEEN_PIPS, 5)).toBe(1.08058);
  });

  it('keeps at least the distance on a price between steps, and no stop at or below zero', () => {
    // 63,000.005 less 100 dollars is 62,900.005: the stop goes to 62,900.00, not a cent closer.
    expect(trailedStop('buy', null, 63_000.005, 100, 2)).toBe(62_900);
    expect(trailedStop('sell', null, 63_000.005, 100, 2)).toBe(63_100.01);
    expect(trailedStop('buy', null, 0.5, 1, 4)).toBeNull();
  });
});

describe('a typed trailing distance', () => {
  const eurusd = { pipSize: 0.0001, digits: 5 };
  const usdjpy = { pipSize: 0.01, digits: 3 };
  const ger40 = { pipSize: 1, digits: 1 };

  it('is none when empty, and the pips typed when the instrument quotes them', () => {
    expect(checkTrailing(' ', eurusd)).toEqual({ ok: true, pips: null });
    expect(checkTrailing('20', eurusd)).toEqual({ ok: true, pips: 20 });
    expect(checkTrailing('12.5', eurusd)).toEqual({ ok: true, pips: 12.5 });
    expect(checkTrailing('1,000', ger40)).toEqual({ ok: true, pips: 1000 });
  });

  it('says why it cannot be kept', () => {
    expect(checkTrailing('abc', eurusd)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkTrailing('-5', eurusd)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkTrailing('0.9', eurusd)).toEqual({ ok: false, problem: 'range' });
    expect(checkTrailing('10000.1', eurusd)).toEqual({ ok: false, problem: 'range' });
    expect(checkTrailing('12.55', eurusd)).toEqual({ ok: false, problem: 'precision' });
    expect(checkTrailing('12.5', usdjpy)).toEqual({ ok: true, pips: 12.5 });
    expect(checkTrailing('12.55', usdjpy)).toEqual({ ok: false, problem: 'precision' });
  });
});
