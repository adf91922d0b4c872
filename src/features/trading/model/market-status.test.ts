import { FOREX_HOURS } from '@tests/support/instruments';
import { marketStatus } from './market-status';

// Friday 27 November 2026 to Monday the 30th; forex trades Sunday 22:00 to Friday 22:00 UTC.
const at = (iso: string) => Date.parse(iso);
const SUNDAY_OPEN = '2026-11-29T22:00:00.000Z';
const forex = (market: Parameters<typeof marketStatus>[0]['market']) => ({
  market,
  trading_hours: FOREX_HOURS,
});

describe('marketStatus', () => {
  it("follows the server's closed market until its opening, then the hours", () => {
    const closed = forex({ state: 'closed', next_open: SUNDAY_OPEN });
    expect(marketStatus(closed, at('2026-11-28T12:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: at(SUNDAY_OPEN),
    });
    expect(marketStatus(closed, at(SUNDAY_OPEN) - 1)).toEqual({ state: 'closed', opensAt: at(SUNDAY_OPEN) });
    expect(marketStatus(closed, at(SUNDAY_OPEN))).toEqual({ state: 'open' });
  });

  it('keeps a closure the hours do not show (a holiday) until the opening the server named', () => {
    const holiday = forex({ state: 'closed', next_open: '2026-12-01T22:00:00.000Z' });
    expect(marketStatus(holiday, at('2026-11-30T12:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: at('2026-12-01T22:00:00Z'),
    });
    expect(marketStatus(forex({ state: 'closed', next_open: null }), at('2026-11-30T12:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: null,
    });
  });

  it('closes an open market when its hours end, and says when it opens again', () => {
    const open = forex({ state: 'open', next_open: null });
    expect(marketStatus(open, at('2026-11-27T21:59:59Z'))).toEqual({ state: 'open' });
    expect(marketStatus(open, at('2026-11-27T22:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: at(SUNDAY_OPEN),
    });
  });

  it('keeps a halt whatever the hours', () => {
    const halted = forex({ state: 'halted', next_open: null });
    for (const iso of ['2026-11-25T12:00:00Z', '2026-11-28T12:00:00Z', SUNDAY_OPEN]) {
      expect(marketStatus(halted, at(iso))).toEqual({ state: 'halted' });
    }
  });
});
