/**
 * A price's change against an earlier one, as a percentage and a direction, written with a sign and
 * marked for the eye: a market's change on the day, against the previous session's close (the
 * server's, in /data), and a market row's line, coloured by its own first point against its last.
 */
import { formatPercent, formatPrice } from '@contract/rules/format';

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

/** The day's change: also the amount, in the instrument's price. */
export interface DailyChange extends SessionChange {
  /** The price less the previous close, rounded to the instrument's digits. */
  amount: number;
}

/**
 * The change of `price` since the previous session's close, or null when the market has no previous
 * close (a first day). A move of one step of the instrument's price is a move: its direction is the
 * amount's, rounded to `digits`, even where the percentage rounds to 0.00 % (a dollar on a bitcoin).
 */
export function dailyChange(prevClose: number | null, price: number, digits: number): DailyChange | null {
  if (prevClose === null || !(prevClose > 0) || !Number.isFinite(price)) return null;
  const amount = Number((price - prevClose).toFixed(digits));
  if (amount === 0) return { amount: 0, percent: 0, direction: 'flat' };
  return { amount, percent: ((price - prevClose) / prevClose) * 100, direction: amount > 0 ? 'up' : 'down' };
}

/** "+0.00123", "−12.50", "0.00": the day's change in the instrument's digits, signed. */
export const formatChangeAmount = ({ amount }: DailyChange, digits: number): string =>
  (amount > 0 ? '+' : '') + formatPrice(amount, digits);

/** "+1.25%", "−0.40%", "0.00%": the signed percentage every change is written as. */
export const formatChange = ({ percent }: SessionChange): string => formatPercent(percent, { signed: true });

/**
 * The mark drawn before a change for the eye (▲ for a rise, ▼ for a fall), or null for none: an
 * unchanged price reads "0.00%" alone, since any dash before it reads as a minus.
 */
export const changeMark = ({ direction }: SessionChange): string | null =>
  direction === 'up' ? '\u25B2' : direction === 'down' ? '\u25BC' : null;
