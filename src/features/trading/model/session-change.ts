/**
 * A price's change against an earlier one, as a percentage and a direction, written with a sign and
 * marked for the eye. A market row's line is coloured by its own first point against its last. (No
 * row shows a change since the page loaded: a reload started it again, so no trader could read a
 * market by it.)
 */
import { formatPercent } from '@contract/rules/format';

export type Direction = 'up' | 'down' | 'flat';

export interface SessionChange {
  /** Percent change, e.g. 1.25 for +1.25 %. */
  percent: number;
  direction: Direction;
}

/** `open` is the earlier price, `now` the latest; an unusable open price is no change. */
export function changeSinceOpen(open: number, now: number): SessionChange {
  if (!(open > 0) || !Number.isFinite(now)) return { percent: 0, direction: 'flat' };
  const percent = ((now - open) / open) * 100;
  // What rounds to 0.00 % on screen is shown as flat, so a "+0.00 %" never sits in green.
  if (Math.abs(percent) < 0.005) return { percent: 0, direction: 'flat' };
  return { percent, direction: percent > 0 ? 'up' : 'down' };
}

/** "+1.25%", "−0.40%", "0.00%": the signed percentage every change is written as. */
export const formatChange = ({ percent }: SessionChange): string => formatPercent(percent, { signed: true });

/**
 * The mark drawn before a change for the eye (▲ for a rise, ▼ for a fall), or null for none: an
 * unchanged price reads "0.00%" alone, since any dash before it reads as a minus.
 */
export const changeMark = ({ direction }: SessionChange): string | null =>
  direction === 'up' ? '\u25B2' : direction === 'down' ? '\u25BC' : null;
