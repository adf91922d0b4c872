/**
 * Candles: how prices are grouped into open/high/low/close bars, one rule for the server that keeps
 * them and the page that draws the forming one from the live feed.
 *
 * The trading day rolls at 22:00 UTC, as forex brokers' days do (New York's close): a daily candle
 * runs from 22:00 UTC to 22:00 UTC the next day and is stamped with its start, and the 4-hour candles
 * divide that day (22:00, 02:00, 06:00 … UTC). Shorter ones start on the whole minute, 5, 15 minutes
 * or hour. A candle's `time` is its start, in unix seconds.
 */

export const TIMEFRAMES = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** How long each candle lasts, in seconds. */
export const timeframeSeconds: Record<Timeframe, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3600,
  '4h': 14_400,
  '1d': 86_400,
};

export const isTimeframe = (value: unknown): value is Timeframe =>
  typeof value === 'string' && (TIMEFRAMES as readonly string[]).includes(value);

/** Where the trading day starts, in seconds after midnight UTC. */
export const TRADING_DAY_START = 22 * 3600;

/** The start (unix seconds) of the candle of `timeframe` that holds the moment `time` (unix seconds). */
export function candleTime(time: number, timeframe: Timeframe): number {
  const length = timeframeSeconds[timeframe];
  // Every length divides a day, so shifting by the day's start lines each one up with the trading day.
  const offset = TRADING_DAY_START % length;
  return Math.floor((time - offset) / length) * length + offset;
}

export interface Ohlc {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * A tick of `price` at `time` (unix seconds) folded into the newest candle `last`: that candle moved
 * (its close, and its high or low if passed) while the tick falls in it, else a new candle opening at
 * the price. A tick older than `last` (a clock behind the server's) counts in `last`, never a candle
 * before it.
 */
export function foldTick(last: Ohlc | undefined, price: number, time: number, timeframe: Timeframe): Ohlc {
  const start = candleTime(time, timeframe);
  if (!last || start > last.time) return { time: start, open: price, high: price, low: price, close: price };
  return {
    time: last.time,
    open: last.open,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
    close: price,
  };
}
