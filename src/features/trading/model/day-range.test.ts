import { createPriceStore } from '@/lib/prices';
import { createDayRanges, widenRange } from './day-range';

const now = (store: ReturnType<typeof createPriceStore>, id: number, price: number) => {
  store.apply([{ id, price, bid: price, ask: price }]);
  store.flush();
};

describe("a market's day range", () => {
  it('is widened by a price above its high or below its low, and kept by one inside it', () => {
    const range = { high: 1.085, low: 1.08 };
    expect(widenRange(range, 1.0862)).toEqual({ high: 1.0862, low: 1.08 });
    expect(widenRange(range, 1.0791)).toEqual({ high: 1.085, low: 1.0791 });
    expect(widenRange(range, 1.082)).toBe(range);
    expect(widenRange(range, 1.085)).toBe(range);
    expect(widenRange(range, Number.NaN)).toBe(range);
  });

  it("starts from /data's figures and follows every tick of a listed market, not the others", () => {
    const prices = createPriceStore({ schedule: () => () => {} });
    const ranges = createDayRanges(prices);
    const eurusd = { id: 1, day: { prev_close: 1.081, high: 1.085, low: 1.08 } };
    const gold = { id: 2, day: { prev_close: 2650, high: 2660.5, low: 2641 } };
    expect(ranges.range(eurusd)).toMatchObject({ high: 1.085, low: 1.08 });

    const stop = ranges.follow([eurusd]);
    now(prices, 1, 1.0862);
    now(prices, 1, 1.0841);
    expect(ranges.range(eurusd)).toMatchObject({ high: 1.0862, low: 1.08 });
    now(prices, 1, 1.0795);
    expect(ranges.range(eurusd)).toMatchObject({ high: 1.0862, low: 1.0795 });
    now(prices, 2, 2700);
    expect(ranges.range(gold)).toMatchObject({ high: 2660.5, low: 2641 });

    // Following again (the list drawn anew, the same answer) keeps what the ticks made.
    stop();
    const again = ranges.follow([eurusd]);
    expect(ranges.range(eurusd)).toMatchObject({ high: 1.0862, low: 1.0795 });
    again();
    // Stopped, the ticks no longer count.
    now(prices, 1, 1.09);
    expect(ranges.range(eurusd)).toMatchObject({ high: 1.0862, low: 1.0795 });
  });

  it("starts again from a new answer's figures: the day's rollover resets the high and low", () => {
    const prices = createPriceStore({ schedule: () => () => {} });
    const ranges = createDayRanges(prices);
    const monday = { id: 1, day: { prev_close: 1.081, high: 1.085, low: 1.08 } };
    const stop = ranges.follow([monday]);
    now(prices, 1, 1.09);
    expect(ranges.range(monday).high).toBe(1.09);
    stop();

    // /data read at 22:00 UTC: Tuesday has traded only at 1.0871, Monday closed at 1.0872.
    const tuesday = { id: 1, day: { prev_close: 1.0872, high: 1.0871, low: 1.0871 } };
    // Before the list follows the new answer, a row reads the answer's own figures.
    expect(ranges.range(tuesday)).toMatchObject({ high: 1.0871, low: 1.0871 });
    ranges.follow([tuesday]);
    expect(ranges.range(tuesday)).toMatchObject({ high: 1.0871, low: 1.0871 });
    now(prices, 1, 1.0866);
    expect(ranges.range(tuesday)).toMatchObject({ high: 1.0871, low: 1.0866 });
  });
});
