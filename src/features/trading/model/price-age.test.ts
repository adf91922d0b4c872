import type { RateLookup } from './account-rate';
import { isStale, priceAge, STALE_PRICE_MS, summaryIsStale, type PriceQuote } from './price-age';

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

describe('summary staleness', () => {
  const quotes: Record<number, PriceQuote> = { 1: { price: 1.1, at: T }, 2: { price: 2000, at: T - 20_000 } };
  const quoteOf = (id: number) => quotes[id];
  // Asset 1 is quoted in the account's currency; asset 4's rate is read from a pair priced at `rateAt`.
  let rateAt = T;
  const rateOf: RateLookup = (id) => (id === 4 ? { rate: 0.0066, at: rateAt } : { rate: 1, at: undefined });

  it('is fresh while every open trade has a fresh price, and with no open trades', () => {
    expect(summaryIsStale([{ asset_id: 1 }, { asset_id: 1 }], quoteOf, rateOf, T + 1000)).toBe(false);
    expect(summaryIsStale([], quoteOf, rateOf, T + 60_000)).toBe(false);
  });

  it("is stale as soon as one open trade's price is", () => {
    expect(summaryIsStale([{ asset_id: 1 }, { asset_id: 2 }], quoteOf, rateOf, T + 1000)).toBe(true);
    expect(summaryIsStale([{ asset_id: 1 }], quoteOf, rateOf, T + 10_001)).toBe(true);
  });

  it('is stale while an open trade has no price at all', () => {
    expect(summaryIsStale([{ asset_id: 3 }], quoteOf, rateOf, T)).toBe(true);
  });

  it("is stale when the price of the pair a trade's rate is read from is, or the rate is unknown", () => {
    quotes[4] = { price: 163.77, at: T };
    expect(summaryIsStale([{ asset_id: 4 }], quoteOf, rateOf, T + 1000)).toBe(false);
    rateAt = T - 20_000;
    expect(summaryIsStale([{ asset_id: 4 }], quoteOf, rateOf, T + 1000)).toBe(true);
    expect(summaryIsStale([{ asset_id: 1 }], quoteOf, () => undefined, T + 1000)).toBe(true);
  });
});
