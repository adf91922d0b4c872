/**
 * How old a price is. A price that has not moved for a while may be a feed that stopped, so the
 * screen says so instead of showing it as live.
 */
import type { Trade } from '@contract';
import type { Quote } from './valuation';

/** A price older than this is shown as stale. */
export const STALE_PRICE_MS = 10_000;

/**
 * An instrument's bid and ask, its mid (`price`) and when this client received them (epoch ms on the
 * client's own clock, so no clock skew).
 */
export interface PriceQuote extends Quote {
  price: number;
  at: number;
}

/** The latest quote of an asset, or undefined while none has arrived. */
export type QuoteLookup = (assetId: number) => PriceQuote | undefined;

/** Milliseconds since the price arrived; never negative, even if the clock stepped back. */
export const priceAge = (at: number, now: number): number => Math.max(0, now - at);

/** Whether a price received at `at` is stale at `now` (older than 10 s). */
export const isStale = (at: number, now: number): boolean => priceAge(at, now) > STALE_PRICE_MS;

/** When a figure's rate to the account's currency was read: no `at` when it needs no price. */
type RateAge = { at: number | undefined } | undefined;

/**
 * When the oldest price a figure valued at `quote` and `rate` arrived: the figure is as old as it.
 * `null` while the quote or the rate has not arrived (the figure is the server's valuation until then).
 */
export function valuedAt(quote: PriceQuote | undefined, rate: RateAge): number | null {
  if (quote === undefined || rate === undefined) return null;
  return rate.at === undefined ? quote.at : Math.min(quote.at, rate.at);
}

/**
 * What the account summary's live figures (equity, margin, free margin, margin level, P&L) are valued
 * at: the oldest price of any open trade or of a pair its rate is read from, `null` while one has not
 * arrived, and `Infinity` with no open trade (nothing to be old). Balance, credit and lifetime P&L use
 * no price.
 */
export function summaryValuedAt(
  openTrades: readonly Pick<Trade, 'asset_id'>[],
  quoteOf: QuoteLookup,
  /** Each asset's rate to the account's currency (./account-rate.ts): when its pairs' prices arrived. */
  rateOf: (assetId: number) => RateAge,
): number | null {
  let oldest = Infinity;
  for (const trade of openTrades) {
    const at = valuedAt(quoteOf(trade.asset_id), rateOf(trade.asset_id));
    if (at === null) return null;
    oldest = Math.min(oldest, at);
  }
  return oldest;
}
