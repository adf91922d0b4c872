import type { MarketUpdate } from '@contract';
import { applyMarketBatch } from './price-socket';

describe("the price feed's markets:update", () => {
  it('is handed on once checked', async () => {
    const told: MarketUpdate[] = [];
    const batch = [
      { id: 1, market: { state: 'closed', next_open: '2026-11-29T22:00:00.000Z' } },
      { id: 2, market: { state: 'halted', next_open: null } },
    ];
    expect(await applyMarketBatch(batch, (update) => told.push(update))).toBe(true);
    expect(told).toEqual([batch]);
  });

  it('is dropped whole when any of it is off the contract', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onMarkets = vi.fn();
    for (const payload of [
      [
        { id: 1, market: { state: 'open', next_open: null } },
        { id: 2, market: { state: 'shut', next_open: null } },
      ],
      [{ id: 1, market: { state: 'open', next_open: '2026-11-29T22:00:00.000Z' } }],
      [{ id: 1, market: { state: 'closed', next_open: 'Sunday' } }],
      { id: 1 },
      null,
    ]) {
      expect(await applyMarketBatch(payload, onMarkets)).toBe(false);
    }
    expect(onMarkets).not.toHaveBeenCalled();
  });
});
