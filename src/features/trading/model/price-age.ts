/**
 * How old a price is. A price that has not moved for a while may be a feed that stopped, so the
 * screen says so instead of showing it as live (issue 8, "every price knows its age").
 */
import type { Trade } from '@/lib/contract';

/** A price older than this is shown as stale. */
export const STALE_PRICE_MS = 10_000;

/** A price and when this client received it (epoch ms on the client's own clock, so no clock skew). */
export interface PriceQuote {
  price: number;
  at: number;
}

/** The latest quote of an asset, or undefined while none has arrived. */
export type QuoteLookup = (assetId: number) => PriceQuote | undefined;

/** Milliseconds since the price arrived; never negative, even if the clock stepped back. */
export const priceAge = (at: number, now: number): number => Math.max(0, now - at);

/** Whether a price received at `at` is stale at `now` (older than 10 s). */
export const isStale = (at: number, now: number): boolean => priceAge(at, now) > STALE_PRICE_MS;

/**
 * Equity, free margin and margin level are as old as the oldest price they use: stale while any open
 * trade's price, or the price of a pair its rate to the account's currency is read from, is stale or
 * has not arrived yet. Balance, credit and lifetime P&L never are.
 */
export function summaryIsStale(
  openTrades: readonly Pick<Trade, 'asset_id'>[],
  quoteOf: QuoteLookup,
  /** Each asset's rate to the account's currency (./account-rate.ts): when its pairs' prices arrived. */
  rateOf: (assetId: number) => { at: number | undefined } | undefined,
  now: number,
): boolean {
  return openTrades.some((trade) => {
    const quote = quoteOf(trade.asset_id);
    const rate = rateOf(trade.asset_id);
    if (quote === undefined || rate === undefined || isStale(quote.at, now)) return true;
    return rate.at !== undefined && isStale(rate.at, now);
  });
}
