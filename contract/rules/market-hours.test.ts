import { describe, expect, it } from 'vitest';
import { marketState, type TradingSession } from './market-hours';

// A week worked by hand: Friday 27 November 2026, Saturday the 28th, Sunday the 29th, Monday the 30th.
const at = (iso: string) => Date.parse(iso);
const open = { state: 'open', next_open: null };
const closedUntil = (iso: string) => ({ state: 'closed', next_open: at(iso) });

const weekdays = (first: number, last: number, openAt: string, closeAt: string): TradingSession[] =>
  Array.from({ length: last - first + 1 }, (_, i) => ({ day: first + i, open: openAt, close: closeAt }));

/** Forex: Sunday 22:00 to Friday 22:00, five whole days back to back. */
const forex = weekdays(0, 4, '22:00', '22:00');
/** A US index future: Sunday 23:00 to Friday 22:00, with a break from 22:00 to 23:00 every day. */
const usIndex = weekdays(0, 4, '23:00', '22:00');
/** A European index: weekdays from 07:00 to 21:00 only. */
const euIndex = weekdays(1, 5, '07:00', '21:00');
const allWeek = weekdays(0, 6, '00:00', '00:00');

describe('marketState', () => {
  it('is open inside a session, whatever the seconds', () => {
    expect(marketState(forex, at('2026-11-25T12:00:00Z'))).toEqual(open);
    expect(marketState(forex, at('2026-11-27T21:59:59.999Z'))).toEqual(open);
    expect(marketState(euIndex, at('2026-11-27T07:00:00Z'))).toEqual(open);
  });

  it('opens exactly at `open` and closes exactly at `close`', () => {
    expect(marketState(forex, at('2026-11-29T22:00:00Z'))).toEqual(open);
    expect(marketState(forex, at('2026-11-29T21:59:00Z'))).toEqual(closedUntil('2026-11-29T22:00:00Z'));
    expect(marketState(forex, at('2026-11-27T22:00:00Z'))).toEqual(closedUntil('2026-11-29T22:00:00Z'));
    expect(marketState(euIndex, at('2026-11-27T21:00:00Z'))).toEqual(closedUntil('2026-11-30T07:00:00Z'));
  });

  it('stays open where one session ends as the next begins', () => {
    // Monday's forex session closes Tuesday 22:00, the moment Tuesday's opens.
    expect(marketState(forex, at('2026-12-01T22:00:00Z'))).toEqual(open);
    expect(marketState(allWeek, at('2026-11-29T00:00:00Z'))).toEqual(open);
    expect(marketState(allWeek, at('2026-11-28T23:59:59.999Z'))).toEqual(open);
  });

  it('is closed in a daily break, until the break ends', () => {
    expect(marketState(usIndex, at('2026-11-30T22:30:15Z'))).toEqual(closedUntil('2026-11-30T23:00:00Z'));
    expect(marketState(usIndex, at('2026-11-30T22:00:00Z'))).toEqual(closedUntil('2026-11-30T23:00:00Z'));
    expect(marketState(usIndex, at('2026-11-30T23:00:00Z'))).toEqual(open);
    expect(marketState(euIndex, at('2026-11-26T03:00:00Z'))).toEqual(closedUntil('2026-11-26T07:00:00Z'));
  });

  it('counts a session crossing midnight as open after midnight', () => {
    // Monday 23:00 to Tuesday 22:00.
    expect(marketState(usIndex, at('2026-12-01T01:00:00Z'))).toEqual(open);
    expect(marketState(usIndex, at('2026-12-01T21:59:00Z'))).toEqual(open);
  });

  it('is closed at the weekend, until the first session of the next week', () => {
    expect(marketState(forex, at('2026-11-28T12:00:00Z'))).toEqual(closedUntil('2026-11-29T22:00:00Z'));
    expect(marketState(usIndex, at('2026-11-27T22:30:00Z'))).toEqual(closedUntil('2026-11-29T23:00:00Z'));
    expect(marketState(euIndex, at('2026-11-29T23:00:00Z'))).toEqual(closedUntil('2026-11-30T07:00:00Z'));
  });

  it('wraps round the end of the week', () => {
    // Saturday 20:00 to Sunday 02:00: open either side of Sunday 00:00, next open six days later.
    const saturdayNight = [{ day: 6, open: '20:00', close: '02:00' }];
    expect(marketState(saturdayNight, at('2026-11-28T23:00:00Z'))).toEqual(open);
    expect(marketState(saturdayNight, at('2026-11-29T01:59:00Z'))).toEqual(open);
    expect(marketState(saturdayNight, at('2026-11-29T02:00:00Z'))).toEqual(
      closedUntil('2026-12-05T20:00:00Z'),
    );
    // From Friday, the next opening is across no wrap at all: the next day.
    expect(marketState(saturdayNight, at('2026-11-27T20:00:00Z'))).toEqual(
      closedUntil('2026-11-28T20:00:00Z'),
    );
  });

  it('never closes for a market that trades all week, and never opens without sessions', () => {
    for (const iso of ['2026-11-27T22:00:00Z', '2026-11-28T12:00:00Z', '2026-11-29T21:59:00Z']) {
      expect(marketState(allWeek, at(iso))).toEqual(open);
      expect(marketState([], at(iso))).toEqual({ state: 'closed', next_open: null });
    }
  });

  it('takes the earliest of several openings, whatever their order', () => {
    const shuffled = [...usIndex].reverse();
    expect(marketState(shuffled, at('2026-11-28T12:00:00Z'))).toEqual(closedUntil('2026-11-29T23:00:00Z'));
  });
});
