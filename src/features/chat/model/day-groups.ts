/**
 * The message list's rows: a day heading before the first message of each day (the reader's local
 * day), then the messages. The list is virtualised, so headings are rows like messages.
 */
export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: Date };

export type ListRow<T> =
  { kind: 'day'; key: string; label: DayLabel } | { kind: 'message'; key: string; item: T };

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

export function dayLabel(date: Date, now: Date): DayLabel {
  const today = dayKey(now);
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const key = dayKey(date);
  if (key === today) return { kind: 'today' };
  if (key === dayKey(yesterday)) return { kind: 'yesterday' };
  return { kind: 'date', date };
}

/** `items` in time order, with a day row wherever the local day changes. */
export function withDayRows<T>(
  items: readonly T[],
  timeOf: (item: T) => string,
  keyOf: (item: T) => string,
  now: Date,
): ListRow<T>[] {
  const rows: ListRow<T>[] = [];
  let lastDay: string | null = null;
  for (const item of items) {
    const date = new Date(timeOf(item));
    const day = dayKey(date);
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day:${day}`, label: dayLabel(date, now) });
      lastDay = day;
    }
    rows.push({ kind: 'message', key: keyOf(item), item });
  }
  return rows;
}

/**
 * The day row that heads row `index`: the nearest day row at or before it, or -1. The list pins its
 * label while that row has scrolled away, so a message weeks back still shows its day.
 */
export function dayRowOf<T>(rows: readonly ListRow<T>[], index: number): number {
  for (let i = Math.min(index, rows.length - 1); i >= 0; i--) if (rows[i]!.kind === 'day') return i;
  return -1;
}
