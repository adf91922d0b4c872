import type { RateLookup } from './account-rate';
import { isStale, priceAge, STALE_PRICE_MS, summaryValuedAt, valuedAt, type PriceQuote } from './price-age';

const T = 1_760_000_000_000;

describe('price age', () => {
  it('is the time since the price arrived, never negative', () => {
    expect(priceAge(T, T + 2500)).toBe(2500);
    expect(priceAge(T, T - 1000)).toBe(0);
  });

  it('a price is stale after 10 s, not at 10 s', () => {
    expect(STALE_PRICE_MS).toBe(10_000);
    expect(isStale(T, T + 9_999)).toBe(false);
    expect(isStale(T, T + 10_000)).toBe(false);
    expect(isStale(T, T + 10_001)).toBe(true);
  });
});

describe('what a figure is valued at', () => {
  it("is the older of the price's and the rate's arrival, or the price's when the rate needs none", () => {
    expect(valuedAt({ price: 1.1, bid: 1.1, ask: 1.1, at: T }, { at: T - 3000 })).toBe(T - 3000);
    expect(valuedAt({ price: 1.1, bid: 1.1, ask: 1.1, at: T - 5000 }, { at: T })).toBe(T - 5000);
    expect(valuedAt({ price: 1.1, bid: 1.1, ask: 1.1, at: T }, { at: undefined })).toBe(T);
  });

  it('is unknown while the price or the rate has not arrived', () => {
    expect(valuedAt(undefined, { at: T })).toBeNull();
    expect(valuedAt({ price: 1.1, bid: 1.1, ask: 1.1, at: T }, undefined)).toBeNull();
  });
});

describe("the summary's valuation", () => {
  const quotes: Record<number, PriceQuote> = {
    1: { price: 1.1, bid: 1.1, ask: 1.1, at: T },
    2: { price: 2000, bid: 2000, ask: 2000, at: T - 20_000 },
  };
  const quoteOf = (id: number) => quotes[id];
  // Asset 1 is quoted in the account's currency; asset 4's rate is read from a pair priced at `rateAt`.
  let rateAt = T;
  const rateOf: RateLookup = (id) => (id === 4 ? { rate: 0.0066, at: rateAt } : { rate: 1, at: undefined });

  it('is as old as the oldest price of an open trade, and never old with no open trades', () => {
    expect(summaryValuedAt([{ asset_id: 1 }, { asset_id: 1 }], quoteOf, rateOf)).toBe(T);
    expect(summaryValuedAt([{ asset_id: 1 }, { asset_id: 2 }], quoteOf, rateOf)).toBe(T - 20_000);
    expect(summaryValuedAt([], quoteOf, rateOf)).toBe(Infinity);
    expect(isStale(Infinity, T + 60_000)).toBe(false);
  });

  it('is unknown while an open trade has no price at all', () => {
    expect(summaryValuedAt([{ asset_id: 1 }, { asset_id: 3 }], quoteOf, rateOf)).toBeNull();
  });

  it("is as old as the pair a trade's rate is read from, and unknown while the rate is", () => {
    quotes[4] = { price: 163.77, bid: 163.77, ask: 163.77, at: T };
    expect(summaryValuedAt([{ asset_id: 4 }], quoteOf, rateOf)).toBe(T);
    rateAt = T - 20_000;
    expect(summaryValuedAt([{ asset_id: 4 }], quoteOf, rateOf)).toBe(T - 20_000);
    expect(summaryValuedAt([{ asset_id: 1 }], quoteOf, () => undefined)).toBeNull();
  });
});
