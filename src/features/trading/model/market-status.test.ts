import { marketStatus, tradeBlock } from './market-status';

const SUNDAY_OPEN = '2026-11-29T22:00:00.000Z';

describe('marketStatus', () => {
  it("is the server's market, its opening as a moment", () => {
    expect(marketStatus({ market: { state: 'open', next_open: null } })).toEqual({ state: 'open' });
    expect(marketStatus({ market: { state: 'halted', next_open: null } })).toEqual({ state: 'halted' });
    expect(marketStatus({ market: { state: 'closed', next_open: SUNDAY_OPEN } })).toEqual({
      state: 'closed',
      opensAt: Date.parse(SUNDAY_OPEN),
    });
    expect(marketStatus({ market: { state: 'closed', next_open: null } })).toEqual({
      state: 'closed',
      opensAt: null,
    });
  });

  it("does not open a closed market on the device's clock, however late it is", () => {
    vi.useFakeTimers({ now: Date.parse(SUNDAY_OPEN) + 3_600_000 });
    try {
      expect(marketStatus({ market: { state: 'closed', next_open: SUNDAY_OPEN } }).state).toBe('closed');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tradeBlock', () => {
  const closed = { state: 'closed', opensAt: Date.parse(SUNDAY_OPEN) } as const;

  it('lets an open market be traded online only', () => {
    expect(tradeBlock({ state: 'open' }, true)).toBeNull();
    expect(tradeBlock({ state: 'open' }, false)).toBe('offline');
  });

  it('blocks a closed or halted market, and says offline first when offline', () => {
    expect(tradeBlock(closed, true)).toBe('closed');
    expect(tradeBlock({ state: 'halted' }, true)).toBe('halted');
    expect(tradeBlock(closed, false)).toBe('offline');
  });
});
