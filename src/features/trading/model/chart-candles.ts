/**
 * The chart's candles: the pages of history as one list, the live candle on its end, and what the
 * visible stretch says in words (its open, high, low, close and change) for those who cannot see it.
 */
import type { Candle } from '@contract';

/**
 * The pages of an infinite candle query (the newest first, each older one before it) as one list,
 * oldest first with strictly increasing times: lightweight-charts throws on anything else, so a
 * candle a later page repeats (the history moved on between two asks) is kept once.
 */
export function candlesOf(pages: readonly (readonly Candle[])[]): Candle[] {
  const out: Candle[] = [];
  for (let p = pages.length - 1; p >= 0; p--) {
    for (const candle of pages[p]!) {
      const last = out.at(-1);
      if (last && candle.time <= last.time) {
        if (candle.time === last.time) out[out.length - 1] = candle;
        continue;
      }
      out.push(candle);
    }
  }
  return out;
}

/**
 * The history with the candle forming from the live feed on its end: it replaces the history's newest
 * when it is the same candle (it has seen later ticks) and follows it when newer. An older one (left
 * from before a refetch) is dropped.
 */
export function withLive(history: readonly Candle[], live: Candle | undefined): Candle[] {
  const last = history.at(-1);
  if (!live || (last && live.time < last.time)) return [...history];
  if (last && live.time === last.time) return [...history.slice(0, -1), live];
  return [...history, live];
}

export interface RangeSummary {
  from: number;
  to: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Close less open. */
  change: number;
  /** The change in per cent of the open. */
  percent: number;
}

/**
 * The candles from index `from` to index `to` (logical positions on the chart, clamped to the data;
 * fractions count the candle they fall in), summed up; null when none is in view.
 */
export function summarise(candles: readonly Candle[], from: number, to: number): RangeSummary | null {
  const first = Math.max(0, Math.ceil(from));
  const last = Math.min(candles.length - 1, Math.floor(to));
  if (first > last) return null;
  let high = -Infinity;
  let low = Infinity;
  for (let i = first; i <= last; i++) {
    high = Math.max(high, candles[i]!.high);
    low = Math.min(low, candles[i]!.low);
  }
  const open = candles[first]!.open;
  const close = candles[last]!.close;
  return {
    from: candles[first]!.time,
    to: candles[last]!.time,
    open,
    high,
    low,
    close,
    change: close - open,
    percent: ((close - open) / open) * 100,
  };
}

/** The logical range in view: bar indexes, fractional at the edges (lightweight-charts' own). */
export interface BarRange {
  from: number;
  to: number;
}

/** The fewest bars a zoom leaves in view, so a key never zooms into a single candle. */
const MIN_BARS = 10;

/**
 * What a key does to the candles in view, as a trader's platforms do: the arrows move a tenth of the
 * view back or forward in time (at least a bar), + and − zoom in and out by a fifth around the
 * newest bar in view, End returns to the live price. Null for any other key (it is left alone).
 */
export function keyedRange(range: BarRange, key: string): BarRange | 'live' | null {
  const width = range.to - range.from;
  const step = Math.max(1, width / 10);
  switch (key) {
    case 'ArrowLeft':
      return { from: range.from - step, to: range.to - step };
    case 'ArrowRight':
      return { from: range.from + step, to: range.to + step };
    case '+':
    case '=': {
      const next = Math.max(MIN_BARS, width * 0.8);
      return { from: range.to - next, to: range.to };
    }
    case '-':
    case '_':
      return { from: range.to - width * 1.25, to: range.to };
    case 'End':
      return 'live';
    default:
      return null;
  }
}
