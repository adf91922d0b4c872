/**
 * When an instrument trades. A broker defines each instrument's week as sessions in UTC: a session
 * opens on `day` (0 = Sunday … 6 = Saturday) at `open` and closes at the first `close` after that: the
 * same day when `close` is later than `open`, otherwise the next day. So a session may cross midnight
 * (Sun 23:00 → Mon 22:00 is `{ day: 0, open: '23:00', close: '22:00' }`), and `close` equal to `open`
 * is a whole day. Sessions that meet or overlap make one stretch of trading: forex's week is five
 * whole-day sessions from Sunday 22:00 to Friday 22:00, crypto's seven, which never close.
 *
 * The reference backend answers each instrument's state from this module, at its own clock, in /data
 * and on the price feed; the client shows that state as it is sent, never reading the hours on a
 * device clock that may be wrong.
 */

/** One weekly session, in UTC. Times are 'HH:MM' from '00:00' to '23:59'. */
export interface TradingSession {
  day: number;
  open: string;
  close: string;
}

/** Where the hours put a market at a moment; `next_open` is epoch ms, null while open or if it never opens. */
export interface MarketClock {
  state: 'open' | 'closed';
  next_open: number | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-04, the first Sunday of the epoch, 00:00 UTC: weeks are counted from there. */
const FIRST_SUNDAY_MS = 3 * DAY_MS;

/** 'HH:MM' to milliseconds after midnight. */
const timeOfDay = (hhmm: string): number => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return ((hours ?? 0) * 60 + (minutes ?? 0)) * MINUTE_MS;
};

/** A non-negative remainder: where `value` falls in a cycle of `cycle`. */
const mod = (value: number, cycle: number) => ((value % cycle) + cycle) % cycle;

/** A session as milliseconds into the week: where it opens and how long it lasts. */
function spanOf(session: TradingSession): { start: number; length: number } {
  const open = timeOfDay(session.open);
  const close = timeOfDay(session.close);
  return { start: session.day * DAY_MS + open, length: mod(close - open, DAY_MS) || DAY_MS };
}

/** Whether the session spanning [start, start + length) of a week holds `at` (ms into the week). */
const holds = ({ start, length }: { start: number; length: number }, at: number) =>
  mod(at - start, WEEK_MS) < length;

/** Whether the hours trade at `now` (epoch ms), and if not, when they open next. */
export function marketState(hours: readonly TradingSession[], now: number): MarketClock {
  const at = mod(now - FIRST_SUNDAY_MS, WEEK_MS);
  const spans = hours.map(spanOf);
  if (spans.some((span) => holds(span, at))) return { state: 'open', next_open: null };
  if (spans.length === 0) return { state: 'closed', next_open: null };
  // Closed, so no session holds `at`: every opening is strictly ahead, at most a week away.
  const wait = Math.min(...spans.map(({ start }) => mod(start - at, WEEK_MS)));
  return { state: 'closed', next_open: now + wait };
}

/**
 * The stretches of the week the hours trade, in milliseconds from Sunday 00:00 UTC: `start` may be
 * near the week's end with `length` running past it into the next week. For whoever reads the hours
 * for many moments at once (the reference backend's made-up price history).
 */
export const weekSpans = (hours: readonly TradingSession[]): Array<{ start: number; length: number }> =>
  hours.map(spanOf);
