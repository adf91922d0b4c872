import { chosenInstrument } from './chosen-instrument';

const open = { state: 'open', next_open: null } as const;
const closed = { state: 'closed', next_open: '2026-11-29T22:00:00.000Z' } as const;
const halted = { state: 'halted', next_open: null } as const;
const eurusd = { id: 1, market: closed };
const gold = { id: 2, market: halted };
const btc = { id: 3, market: open };
const eth = { id: 4, market: open };
const assets = [eurusd, gold, btc, eth];

describe('chosenInstrument', () => {
  it("shows a link's instrument as asked, even with its market closed", () => {
    expect(chosenInstrument(assets, 1, 4)).toBe(eurusd);
  });

  it('opens on the last instrument chosen while its market is open', () => {
    expect(chosenInstrument(assets, undefined, 4)).toBe(eth);
    expect(chosenInstrument(assets, 999, 4)).toBe(eth);
  });

  it('opens on the first open market when there is no last choice, or it is closed or halted', () => {
    expect(chosenInstrument(assets, undefined, undefined)).toBe(btc);
    expect(chosenInstrument(assets, undefined, 1)).toBe(btc);
    expect(chosenInstrument(assets, undefined, 2)).toBe(btc);
  });

  it('falls back to the first instrument when no market is open, and to nothing without any', () => {
    expect(chosenInstrument([eurusd, gold], undefined, 2)).toBe(eurusd);
    expect(chosenInstrument([], undefined, undefined)).toBeUndefined();
  });
});
