/**
 * What a trade is worth in its account's currency: the P&L and margin formulas in the instrument's
 * quote currency at the price the trade would close at (contract/rules/valuation.ts, shared with the
 * client), converted at the live rate (the linking pair's mid).
 */
import {
  conversionRate,
  marginInQuote,
  openingPnlInQuote,
  pnlInQuote,
  type PairPrice,
  type Quote,
} from '@contract/rules/valuation';
import type { Core } from '../core';
import type { TradeRecord } from '../types';
import { fromMinor, toMinor } from './money';

/** The currency an account opens in unless the customer chose another. */
export const DEFAULT_ACCOUNT_CURRENCY = 'USD';

/**
 * Units of the account's currency per unit of a quote currency, at the prices `priceOf` gives (the
 * live ones, or the seed's). Every instrument's quote currency is linked to each currency an account
 * may be in by a quoted pair, directly or through USD.
 */
export function rateOf(quote: string, accountCurrency: string, priceOf: PairPrice): number {
  const rate = conversionRate(quote, accountCurrency, priceOf);
  if (!rate) throw new Error(`no quoted pair links ${quote} to ${accountCurrency}`);
  return rate.rate;
}

/** The rate that converts an asset's P&L and margin to an account's currency now. */
export const rateNow = (core: Pick<Core, 'prices'>, assetId: number, accountCurrency: string): number =>
  rateOf(core.prices.asset(assetId).quote, accountCurrency, (symbol) => core.prices.priceOf(symbol));

/**
 * A trade's P&L in the account's currency at `quote`: buy = (bid - open) x volume, sell = (open -
 * ask) x volume, in the instrument's quote currency, times `rate` (rateNow). Rounded to the cent by
 * the client's rule (toMinor), so a P&L here and on the customer's screen never differ by half a cent.
 */
export function profit(
  trade: Pick<TradeRecord, 'trade_type' | 'opening_price' | 'volume'>,
  quote: Quote,
  rate: number,
): number {
  return fromMinor(toMinor(pnlInQuote(trade, quote) * rate));
}

/** The margin a trade holds at `quote` (volume x its closing price / leverage) in the account's cents. */
export function marginMinor(
  trade: Pick<TradeRecord, 'trade_type' | 'volume' | 'leverage'>,
  quote: Quote,
  rate: number,
): number {
  return toMinor(marginInQuote(trade, quote) * rate);
}

/** The spread an order pays the moment it fills at `quote` (minus its P&L then), in the account's cents. */
export const spreadCostMinor = (
  order: Pick<TradeRecord, 'trade_type' | 'volume'>,
  quote: Quote,
  rate: number,
): number => -toMinor(openingPnlInQuote(order, quote) * rate);

/**
 * What an order takes from the free margin once filled at `quote`, in the account's cents: the margin
 * the position holds and the spread it pays at once, each rounded to the cent as the account's
 * valuation rounds them, so the free margin after it is exactly what it was less this.
 */
export const orderCostMinor = (
  order: Pick<TradeRecord, 'trade_type' | 'volume' | 'leverage'>,
  quote: Quote,
  rate: number,
): number => marginMinor(order, quote, rate) + spreadCostMinor(order, quote, rate);
