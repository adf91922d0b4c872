import type { AssetName } from '@contract';
import { instrumentName } from '@tests/support/instruments';
import { rateLookup, ratePairIds } from './account-rate';
import type { PriceQuote } from './price-age';

const instrument = (id: number, symbol: string, quote_currency?: string): AssetName =>
  instrumentName({ id, symbol, digits: 3, ...(quote_currency ? { quote_currency } : {}) });
const instruments = new Map(
  [
    instrument(1, 'EUR/USD', 'USD'),
    instrument(2, 'USD/JPY', 'JPY'),
    instrument(3, 'EUR/JPY', 'JPY'),
    instrument(4, 'USD/CHF', 'CHF'),
    instrument(5, 'GER40', 'EUR'),
    instrument(6, 'SYN001'),
  ].map((asset) => [asset.id, asset]),
);
// Each pair's bid and ask either side of its mid (`price`): a conversion reads the mid.
const quotes: Record<number, PriceQuote> = {
  1: { price: 1.0875, bid: 1.08746, ask: 1.08754, at: 500 },
  2: { price: 151.2, bid: 151.195, ask: 151.205, at: 300 },
  3: { price: 163.77, bid: 163.76, ask: 163.78, at: 400 },
  4: { price: 0.905, bid: 0.90495, ask: 0.90505, at: 200 },
};
const quoteOf = (id: number) => quotes[id];

describe("an instrument's rate to the account's currency", () => {
  it('is read from the pair that links its quote currency to the account one, and is as old as it', () => {
    const usd = rateLookup(instruments, 'USD', quoteOf);
    expect(usd(3)).toEqual({ rate: 1 / 151.2, at: 300 });
    expect(usd(5)).toEqual({ rate: 1.0875, at: 500 });
    expect(usd(1)).toEqual({ rate: 1, at: undefined });
  });

  it('takes an instrument that names no quote currency as quoted in USD', () => {
    expect(rateLookup(instruments, 'USD', quoteOf)(6)).toEqual({ rate: 1, at: undefined });
    expect(rateLookup(instruments, 'EUR', quoteOf)(6)).toEqual({ rate: 1 / 1.0875, at: 500 });
  });

  it('crosses through USD as old as the older of its two pairs', () => {
    const eur = rateLookup(instruments, 'EUR', quoteOf);
    expect(eur(4)!.rate).toBeCloseTo(1 / (0.905 * 1.0875), 12);
    expect(eur(4)!.at).toBe(200);
  });

  it('is unknown while a pair it needs has no price', () => {
    expect(rateLookup(instruments, 'USD', (id) => (id === 2 ? undefined : quotes[id]))(3)).toBeUndefined();
  });

  it('names the instruments a row listens to for it: none, one, or two for a cross', () => {
    expect(ratePairIds(instruments, 1, 'USD')).toEqual([]);
    expect(ratePairIds(instruments, 3, 'USD')).toEqual([2]);
    expect(ratePairIds(instruments, 3, 'EUR')).toEqual([3]);
    expect(ratePairIds(instruments, 4, 'EUR')).toEqual([4, 1]);
  });
});
