/**
 * The chart's line: one point a second. lightweight-charts needs strictly increasing times (it throws
 * otherwise), and ticks arrive several times a second, so a tick in the same second as the last point
 * replaces its price, and only a later second adds a point.
 */
import type { PricePoint } from '@contract';

/** A history as the chart needs it: sorted by time, one point per second (the latest price wins). */
export function toSeconds(points: readonly PricePoint[]): PricePoint[] {
  const sorted = points
    .filter((p) => Number.isFinite(p.time) && p.price > 0)
    .map((p) => ({ time: Math.floor(p.time), price: p.price }))
    .sort((a, b) => a.time - b.time);
  const out: PricePoint[] = [];
  for (const point of sorted) {
    if (out.at(-1)?.time === point.time) out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}

/**
 * Where a live tick (received at `atMs`, the client's clock) goes after `last`. The history's times
 * are the server's clock: a client clock behind it would put ticks before the last point, so such a
 * tick updates the last point instead of being dropped or breaking the chart.
 */
export function mergeTick(last: PricePoint | undefined, price: number, atMs: number): PricePoint {
  const time = Math.floor(atMs / 1000);
  return { time: last && time < last.time ? last.time : time, price };
}

/** Below this span on screen, marks a few seconds apart would repeat one minute without their seconds. */
const SECONDS_SPAN = 10 * 60;

/**
 * Whether the time axis writes its marks with seconds: every mark with them while the visible span (in
 * seconds) is under ten minutes, none of them above it, so the axis never mixes "15:08" and "15:08:14".
 */
export const axisShowsSeconds = (from: number, to: number) => to - from < SECONDS_SPAN;
