/**
 * The rate at which an instrument's P&L and margin, which are in its quote currency, are valued in
 * the account's currency (contract/rules/valuation.ts): read from the live prices of the pairs that link the
 * two, and as old as the oldest of them.
 */
import type { AssetName } from '@contract';
import { conversionRate, DEFAULT_QUOTE_CURRENCY } from '@contract/rules/valuation';
import type { QuoteLookup } from './price-age';

export interface AccountRate {
  /** Account-currency units per unit of the instrument's quote currency. */
  rate: number;
  /** When the oldest price it was read from arrived; undefined when the currencies are the same. */
  at: number | undefined;
}

/** An asset's rate now, or undefined while a pair it needs has no price yet. */
export type RateLookup = (assetId: number) => AccountRate | undefined;

type Instrument = Pick<AssetName, 'id' | 'symbol' | 'quote_currency'>;

const quoteCurrencyOf = (asset: Instrument | undefined) => asset?.quote_currency ?? DEFAULT_QUOTE_CURRENCY;

/**
 * Instrument ids by symbol, made once per instruments map (the site data's, which changes only when
 * an instrument does): a trade row asks for its rate at every tick of its pairs.
 */
const idsBySymbol = new WeakMap<ReadonlyMap<number, Instrument>, ReadonlyMap<string, number>>();
function idOfSymbol(instruments: ReadonlyMap<number, Instrument>): ReadonlyMap<string, number> {
  let ids = idsBySymbol.get(instruments);
  if (!ids) {
    ids = new Map([...instruments.values()].map((asset) => [asset.symbol, asset.id]));
    idsBySymbol.set(instruments, ids);
  }
  return ids;
}

/**
 * The instruments whose prices convert `assetId`'s quote currency to `currency`: none when they are
 * the same, one pair, or two for a cross through USD. A screen listens to these prices for the rate.
 */
export function ratePairIds(
  instruments: ReadonlyMap<number, Instrument>,
  assetId: number,
  currency: string,
): number[] {
  const idOf = idOfSymbol(instruments);
  const listed = conversionRate(quoteCurrencyOf(instruments.get(assetId)), currency, (symbol) =>
    idOf.has(symbol) ? 1 : undefined,
  );
  return listed ? listed.pairs.map((symbol) => idOf.get(symbol)!) : [];
}

/** A lookup of every instrument's rate to `currency` at the prices `quoteOf` gives. */
export function rateLookup(
  instruments: ReadonlyMap<number, Instrument>,
  currency: string,
  quoteOf: QuoteLookup,
): RateLookup {
  const idOf = idOfSymbol(instruments);
  const quoteOfPair = (symbol: string) => {
    const id = idOf.get(symbol);
    return id === undefined ? undefined : quoteOf(id);
  };
  return (assetId) => {
    const rate = conversionRate(
      quoteCurrencyOf(instruments.get(assetId)),
      currency,
      (symbol) => quoteOfPair(symbol)?.price,
    );
    if (!rate) return undefined;
    const times = rate.pairs.map((symbol) => quoteOfPair(symbol)!.at);
    return { rate: rate.rate, at: times.length > 0 ? Math.min(...times) : undefined };
  };
}
