import { dayLabel, dayRowOf, withDayRows, type ListRow } from './message-list';

/** A local time (the reader's day is local): the tests hold in any time zone. */
const local = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

interface Item {
  id: string;
  at: string;
}

const item = (id: string, date: Date): Item => ({ id, at: date.toISOString() });

const rowsOf = (items: Item[], now: Date) =>
  withDayRows(
    items,
    (i) => i.at,
    (i) => i.id,
    now,
  );

/** A short picture of the rows: `today`, `yesterday`, `D-M-YYYY` for a day row, the id for a message. */
const picture = (rows: ListRow<Item>[]) =>
  rows.map((row) => {
    if (row.kind === 'message') return row.item.id;
    if (row.label.kind !== 'date') return row.label.kind;
    const d = row.label.date;
    return `${d.getDate()}-${d.getMonth() + 1}-${d.getFullYear()}`;
  });

describe('dayLabel', () => {
  const now = local(2026, 3, 1, 9, 30); // 1 March 2026, 09:30

  it('says Today for any time of the same local day, the first and the last minute too', () => {
    expect(dayLabel(local(2026, 3, 1, 0, 0), now)).toEqual({ kind: 'today' });
    expect(dayLabel(local(2026, 3, 1, 23, 59), now)).toEqual({ kind: 'today' });
  });

  it('says Yesterday for the day before, across the end of a month', () => {
    expect(dayLabel(local(2026, 2, 28, 0, 0), now)).toEqual({ kind: 'yesterday' });
    expect(dayLabel(local(2026, 2, 28, 23, 59), now)).toEqual({ kind: 'yesterday' });
  });

  it('gives the date for anything older', () => {
    const date = local(2026, 2, 27, 23, 59);
    expect(dayLabel(date, now)).toEqual({ kind: 'date', date });
  });

  it('does not take the same day of another month or year for today', () => {
    expect(dayLabel(local(2026, 2, 1, 9, 30), now).kind).toBe('date');
    expect(dayLabel(local(2025, 3, 1, 9, 30), now).kind).toBe('date');
    expect(dayLabel(local(2026, 1, 31), local(2026, 3, 1)).kind).toBe('date');
  });

  it('knows 29 February and the end of a year', () => {
    expect(dayLabel(local(2028, 2, 29), local(2028, 3, 1)).kind).toBe('yesterday');
    expect(dayLabel(local(2028, 2, 28), local(2028, 3, 1)).kind).toBe('date');
    expect(dayLabel(local(2025, 12, 31, 23, 0), local(2026, 1, 1, 0, 5)).kind).toBe('yesterday');
    expect(dayLabel(local(2025, 12, 30, 23, 0), local(2026, 1, 1, 0, 5)).kind).toBe('date');
  });

  it('gives the date for a day after today (a client clock that is behind)', () => {
    expect(dayLabel(local(2026, 3, 2, 8), now).kind).toBe('date');
  });
});

describe('withDayRows', () => {
  const now = local(2026, 3, 1, 9, 30);

  it('puts a day row before the first message of each local day', () => {
    const items = [
      item('a', local(2026, 2, 26, 10)),
      item('b', local(2026, 2, 26, 23, 59)),
      item('c', local(2026, 2, 28, 0, 0)),
      item('d', local(2026, 2, 28, 13)),
      item('e', local(2026, 3, 1, 8)),
      item('f', local(2026, 3, 1, 9, 29)),
    ];
    expect(picture(rowsOf(items, now))).toEqual([
      '26-2-2026',
      'a',
      'b',
      'yesterday',
      'c',
      'd',
      'today',
      'e',
      'f',
    ]);
  });

  it('splits at local midnight, not at a gap in time', () => {
    // One minute apart across midnight: two days. Nearly a day apart on the same date: one.
    const items = [
      item('a', local(2026, 2, 20, 23, 59)),
      item('b', local(2026, 2, 21, 0, 0)),
      item('c', local(2026, 2, 22, 0, 1)),
      item('d', local(2026, 2, 22, 23, 58)),
    ];
    expect(picture(rowsOf(items, now))).toEqual(['20-2-2026', 'a', '21-2-2026', 'b', '22-2-2026', 'c', 'd']);
  });

  it('keeps the items as they are, with their keys, and gives each day row a key of its own', () => {
    const items = [
      item('m1', local(2026, 1, 31, 22)),
      item('m2', local(2026, 2, 1, 7)),
      item('m3', local(2026, 11, 1, 7)),
    ];
    const rows = rowsOf(items, local(2026, 11, 1, 8));
    expect(rows.filter((r) => r.kind === 'message').map((r) => r.item)).toEqual(items);
    expect(rows.filter((r) => r.kind === 'message').every((r, i) => r.item === items[i])).toBe(true);
    expect(rows.map((r) => r.key)).toEqual([
      'day:2026-1-31',
      'm1',
      'day:2026-2-1',
      'm2',
      'day:2026-11-1',
      'm3',
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('labels a day with the date of its first message', () => {
    const first = local(2026, 2, 10, 8, 15);
    const [row] = rowsOf([item('a', first), item('b', local(2026, 2, 10, 20))], now);
    expect(row).toEqual({ kind: 'day', key: 'day:2026-2-10', label: { kind: 'date', date: first } });
  });

  it('gives no rows for no messages', () => {
    expect(rowsOf([], now)).toEqual([]);
  });
});

describe('dayRowOf', () => {
  const now = local(2026, 11, 27);
  const rows = rowsOf(
    [
      item('a', local(2026, 11, 20, 9)),
      item('b', local(2026, 11, 20, 10)),
      item('c', local(2026, 11, 27, 8)),
      item('d', local(2026, 11, 27, 9)),
    ],
    now,
  );

  it('finds the heading of the day a row belongs to', () => {
    // day(20) a b day(27) c d
    expect(dayRowOf(rows, 0)).toBe(0);
    expect(dayRowOf(rows, 2)).toBe(0);
    expect(dayRowOf(rows, 3)).toBe(3);
    expect(dayRowOf(rows, 5)).toBe(3);
    expect(dayRowOf(rows, 99)).toBe(3);
    expect(dayRowOf([], 0)).toBe(-1);
  });
});
