/**
 * A price batch is checked on the page's thread as it arrives, up to 10 times a second: the check of
 * the largest batch the dashboard takes (200 instruments) must stay a small part of a frame.
 */
import { wire } from '@contract';
import { checked } from '@/lib/api';

const BUDGET_MS = 0.5;

it(`checks a batch of 200 prices in at most ${BUDGET_MS} ms (median of 200 checks)`, () => {
  const batch = Array.from({ length: 200 }, (_, i) => {
    const bid = 1.1 + i / 1000;
    return { id: i + 1, price: bid + 0.00004, bid, ask: bid + 0.00008 };
  });
  // Warm up, as the page is after its first batches.
  for (let i = 0; i < 50; i += 1) checked(wire.priceUpdate, batch);
  const times = Array.from({ length: 200 }, () => {
    const start = performance.now();
    checked(wire.priceUpdate, batch);
    return performance.now() - start;
  }).sort((a, b) => a - b);
  const median = times[times.length / 2]!;
  console.info(`[bench] 200-price batch checked in ${median.toFixed(4)} ms (median)`);
  expect(median).toBeLessThanOrEqual(BUDGET_MS);
});

it('refuses a batch with one price off the contract', () => {
  const quote = { price: 1.10004, bid: 1.1, ask: 1.10008 };
  for (const offContract of [{ price: 0 }, { ask: 1.09 }, { bid: undefined }]) {
    const batch = Array.from({ length: 200 }, (_, i) => ({
      id: i + 1,
      ...quote,
      ...(i === 150 ? offContract : {}),
    }));
    expect(() => checked(wire.priceUpdate, batch)).toThrow(/^wire\.priceUpdate: /);
  }
});
