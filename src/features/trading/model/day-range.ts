/**
 * The day's high and low of each market on screen, kept live: /data's figures for the trading day
 * are the start, and a bid above the high raises it (below the low lowers it; the server's figures
 * are of bids too) until the next answer
 * of /data, which is read again at the day's rollover (site-data.ts) and replaces them. The figures
 * follow every tick of the listed markets, not only of the rows in view, so a row scrolled back into
 * view shows the peak it missed.
 */
import type { Asset } from '@contract';
import { priceStore, type PriceStore } from '@/lib/prices';

export type DayFigures = Asset['day'];
export type DayRange = Pick<DayFigures, 'high' | 'low'>;

/** The range widened by a price outside it; the same object when the price is inside. */
export function widenRange(range: DayRange, price: number): DayRange {
  if (!(price > 0) || (price <= range.high && price >= range.low)) return range;
  return { high: Math.max(range.high, price), low: Math.min(range.low, price) };
}

type Listed = Pick<Asset, 'id' | 'day'>;

export interface DayRanges {
  /**
   * Widens each market's range with its ticks from now on, from its /data figures (a new answer's
   * figures start it again); returns the stop.
   */
  follow(markets: readonly Listed[]): () => void;
  /** The market's range: its /data figures widened by the ticks since. */
  range(market: Listed): DayRange;
}

export function createDayRanges(prices: PriceStore): DayRanges {
  /** Each market's range and the /data figures it started from (the answer's own object). */
  const ranges = new Map<number, { from: DayFigures; range: DayRange }>();
  return {
    follow(markets) {
      const stops = markets.map(({ id, day }) => {
        if (ranges.get(id)?.from !== day) ranges.set(id, { from: day, range: day });
        return prices.subscribe(id, () => {
          const entry = ranges.get(id);
          const tick = prices.get(id);
          if (entry?.from === day && tick) entry.range = widenRange(entry.range, tick.bid);
        });
      });
      return () => stops.forEach((stop) => stop());
    },
    range({ id, day }) {
      const entry = ranges.get(id);
      return entry?.from === day ? entry.range : day;
    },
  };
}

/** The app's one: the market watch follows its markets, and each row reads its own. */
export const dayRanges = createDayRanges(priceStore);
