import { describe, expect, it, vi } from 'vitest';
import {
  createPriceStore,
  frameScheduler,
  TRAIL_POINTS,
  TRAIL_STEP_MS,
  type FlushScheduler,
} from './price-store';

/** A scheduler the test drives: `frame()` runs what is waiting for the next frame. */
function manualFrames() {
  let waiting: (() => void) | null = null;
  const schedule: FlushScheduler = vi.fn((flush: () => void) => {
    waiting = flush;
    return () => {
      waiting = null;
    };
  });
  const frame = () => {
    const flush = waiting;
    waiting = null;
    flush?.();
  };
  return { schedule, frame };
}

describe('price store', () => {
  it("keeps each asset's bid and ask beside its mid, the last batch's in a frame, and seeds them from /data", () => {
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    store.seed([{ id: 2, price: 151.205, bid: 151.2, ask: 151.21 }], 500);
    expect(store.get(2)).toEqual({ price: 151.205, bid: 151.2, ask: 151.21, at: 500, open: 151.205 });
    store.apply([{ id: 1, price: 1.08504, bid: 1.085, ask: 1.08508 }], 1_000);
    store.apply([{ id: 1, price: 1.08514, bid: 1.0851, ask: 1.08518 }], 1_100);
    frame();
    expect(store.get(1)).toEqual({ price: 1.08514, bid: 1.0851, ask: 1.08518, at: 1_100, open: 1.08514 });
  });

  it("tells an asset's arrival listeners of each tick as it comes, before the frame, and no others", () => {
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    const onA = vi.fn();
    const onB = vi.fn();
    const stop = store.subscribeArrivals(1, onA);
    store.subscribeArrivals(2, onB);
    store.apply([{ id: 1, price: 101, bid: 100.5, ask: 101.5 }], 1_000);
    store.apply([{ id: 1, price: 102, bid: 101.5, ask: 102.5 }], 1_100);
    // Each tick, at once: the flush has not run, so the book does not have them yet.
    expect(onA.mock.calls).toEqual([
      [{ price: 101, bid: 100.5, ask: 101.5, at: 1_000 }],
      [{ price: 102, bid: 101.5, ask: 102.5, at: 1_100 }],
    ]);
    expect(store.get(1)).toBeUndefined();
    expect(onB).not.toHaveBeenCalled();
    frame();
    expect(onA).toHaveBeenCalledTimes(2);
    stop();
    store.apply([{ id: 1, price: 103, bid: 102.5, ask: 103.5 }], 1_200);
    expect(onA).toHaveBeenCalledTimes(2);
  });

  it('coalesces many batches in one frame into one notification with the last price', () => {
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    const onA = vi.fn();
    const onAny = vi.fn();
    store.subscribe(1, onA);
    store.subscribeAll(onAny);

    for (let i = 1; i <= 50; i++)
      store.apply([{ id: 1, price: 100 + i, bid: 100 + i, ask: 100 + i }], 1_000 + i);
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(onA).not.toHaveBeenCalled();
    expect(store.get(1)).toBeUndefined();

    frame();
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onAny).toHaveBeenCalledTimes(1);
    expect(store.get(1)).toEqual({ price: 150, bid: 150, ask: 150, at: 1_050, open: 150 });

    store.apply([{ id: 1, price: 151, bid: 151, ask: 151 }], 2_000);
    frame();
    expect(onA).toHaveBeenCalledTimes(2);
    // The session's first price stays the open, however the price moves after it.
    expect(store.get(1)).toEqual({ price: 151, bid: 151, ask: 151, at: 2_000, open: 150 });
  });

  it('forgets every price and open at clear (sign-out), telling each reader', () => {
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    store.apply([{ id: 1, price: 10, bid: 10, ask: 10 }]);
    frame();
    const onA = vi.fn();
    store.subscribe(1, onA);
    store.clear();
    expect(store.get(1)).toBeUndefined();
    expect(onA).toHaveBeenCalledTimes(1);
    store.apply([{ id: 1, price: 12, bid: 12, ask: 12 }], 3_000);
    frame();
    expect(store.get(1)).toEqual({ price: 12, bid: 12, ask: 12, at: 3_000, open: 12 });
  });

  it('tells a row only about its own asset', () => {
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribe(1, onA);
    store.subscribe(2, onB);

    store.apply([{ id: 2, price: 1.2, bid: 1.2, ask: 1.2 }]);
    frame();
    expect(onB).toHaveBeenCalledTimes(1);
    expect(onA).not.toHaveBeenCalled();

    const unsubscribe = store.subscribe(2, onA);
    unsubscribe();
    store.apply([{ id: 2, price: 1.3, bid: 1.3, ask: 1.3 }]);
    frame();
    expect(onA).not.toHaveBeenCalled();
  });

  it('seeds assets without a price at once, and never over a live price', () => {
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    const onA = vi.fn();
    store.subscribe(1, onA);

    store.apply([{ id: 1, price: 101, bid: 101, ask: 101 }], 5_000);
    frame();
    store.seed(
      [
        { id: 1, price: 99, bid: 99, ask: 99 },
        { id: 2, price: 1.1, bid: 1.1, ask: 1.1 },
        { id: 3, price: 0, bid: 0, ask: 0 },
      ],
      4_000,
    );
    expect(store.get(1)).toEqual({ price: 101, bid: 101, ask: 101, at: 5_000, open: 101 });
    expect(store.get(2)).toEqual({ price: 1.1, bid: 1.1, ask: 1.1, at: 4_000, open: 1.1 });
    expect(store.get(3)).toBeUndefined();
    expect(onA).toHaveBeenCalledTimes(1);

    // A batch still waiting for its frame is newer than the seed, too.
    store.apply([{ id: 4, price: 7, bid: 7, ask: 7 }], 6_000);
    store.seed([{ id: 4, price: 6, bid: 6, ask: 6 }]);
    frame();
    expect(store.get(4)).toEqual({ price: 7, bid: 7, ask: 7, at: 6_000, open: 7 });
  });

  it('replaces the whole-book snapshot only when something changed', () => {
    const { schedule, frame } = manualFrames();
    const store = createPriceStore({ schedule });
    store.seed([{ id: 1, price: 1, bid: 1, ask: 1 }]);
    const first = store.all();
    expect(store.all()).toBe(first);
    store.apply([{ id: 1, price: 2, bid: 2, ask: 2 }]);
    frame();
    expect(store.all()).not.toBe(first);
    expect(store.all().get(1)?.price).toBe(2);
  });

  it('flushes on a timer where there are no animation frames (Node, hidden tabs)', () => {
    vi.useFakeTimers();
    try {
      const store = createPriceStore({ schedule: frameScheduler });
      const onA = vi.fn();
      store.subscribe(1, onA);
      store.apply([{ id: 1, price: 3, bid: 3, ask: 3 }]);
      store.apply([{ id: 1, price: 4, bid: 4, ask: 4 }]);
      vi.advanceTimersByTime(20);
      expect(onA).toHaveBeenCalledTimes(1);
      expect(store.get(1)?.price).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('trail', () => {
    it('takes one point per step, the first price of it, and keeps its array until a point is added', () => {
      const { schedule, frame } = manualFrames();
      const store = createPriceStore({ schedule });
      expect(store.trail(1)).toEqual([]);
      store.seed([{ id: 1, price: 10, bid: 10, ask: 10 }], 0);
      const first = store.trail(1);
      expect(first).toEqual([10]);

      // Ticks within the same step change the price, not the trail.
      store.apply([{ id: 1, price: 11, bid: 11, ask: 11 }], TRAIL_STEP_MS - 1);
      frame();
      expect(store.get(1)?.price).toBe(11);
      expect(store.trail(1)).toBe(first);

      store.apply([{ id: 1, price: 12, bid: 12, ask: 12 }], TRAIL_STEP_MS);
      frame();
      const second = store.trail(1);
      expect(second).toEqual([10, 12]);
      store.apply([{ id: 1, price: 13, bid: 13, ask: 13 }], TRAIL_STEP_MS + 500);
      frame();
      expect(store.trail(1)).toBe(second);
      expect(store.trail(2)).toBe(store.trail(3));
    });

    it('repeats the last price over steps without one, so points stay evenly spaced in time', () => {
      const { schedule, frame } = manualFrames();
      const store = createPriceStore({ schedule });
      store.apply([{ id: 1, price: 5, bid: 5, ask: 5 }], 0);
      frame();
      store.apply([{ id: 1, price: 8, bid: 8, ask: 8 }], 3 * TRAIL_STEP_MS + 100);
      frame();
      expect(store.trail(1)).toEqual([5, 5, 5, 8]);
    });

    it('keeps the last TRAIL_POINTS points, also after a long quiet spell', () => {
      const { schedule, frame } = manualFrames();
      const store = createPriceStore({ schedule });
      for (let i = 0; i < TRAIL_POINTS + 10; i++) {
        store.apply([{ id: 1, price: i, bid: i, ask: i }], i * TRAIL_STEP_MS);
        frame();
      }
      const trail = store.trail(1);
      expect(trail).toHaveLength(TRAIL_POINTS);
      expect(trail[0]).toBe(10);
      expect(trail[TRAIL_POINTS - 1]).toBe(TRAIL_POINTS + 9);

      // A market that reopens a day later: its trail is flat at the old price, then the new one.
      store.apply([{ id: 1, price: 1, bid: 1, ask: 1 }], 86_400_000);
      frame();
      expect(store.trail(1)).toHaveLength(TRAIL_POINTS);
      expect(new Set(store.trail(1).slice(0, -1))).toEqual(new Set([TRAIL_POINTS + 9]));
      expect(store.trail(1).at(-1)).toBe(1);
    });

    it('is forgotten at clear (sign-out)', () => {
      const { schedule } = manualFrames();
      const store = createPriceStore({ schedule });
      store.seed([{ id: 1, price: 10, bid: 10, ask: 10 }], 0);
      store.clear();
      expect(store.trail(1)).toEqual([]);
    });
  });
});
