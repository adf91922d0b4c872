/**
 * The account summary, computed as follows:
 *   P&L (buy)  = (current price − opening price) × volume;  P&L (sell) = the reverse
 *   margin     = Σ volume × price ÷ leverage, valued at the CURRENT price (what the position is
 *                worth now, which is what a broker calls margin)
 *   equity     = balance + total P&L          (credit is shown beside it, not added)
 *   free margin = equity − margin
 *   margin level = equity ÷ margin × 100, with 2 decimals, or null (∞) when no margin is in use
 * Each trade's P&L and margin is rounded to cents once, and the totals are sums of integer cents
 * (see money.ts), so the summary never shows drift like 0.30000000000000004.
 */
import type { AccountSummary, Trade, User } from '@/lib/contract';
import { fromMinor, roundTo, toMinor } from './money';
import type { QuoteLookup } from './price-age';

type TradeTerms = Pick<Trade, 'trade_type' | 'opening_price' | 'volume'>;

/** One trade's P&L at `price`, in cents. */
export function tradePnlMinor(trade: TradeTerms, price: number): number {
  const sign = trade.trade_type === 'buy' ? 1 : -1;
  return toMinor((price - trade.opening_price) * trade.volume * sign);
}

/** One trade's P&L at `price`, in the account currency (rounded to cents). */
export const tradePnl = (trade: TradeTerms, price: number): number => fromMinor(tradePnlMinor(trade, price));

/** The margin one trade holds at `price`, in cents. */
export function tradeMarginMinor(trade: Pick<Trade, 'volume' | 'leverage'>, price: number): number {
  return toMinor((trade.volume * price) / trade.leverage);
}

/** The margin one trade holds at `price`, in the account currency (rounded to cents). */
export const tradeMargin = (trade: Pick<Trade, 'volume' | 'leverage'>, price: number): number =>
  fromMinor(tradeMarginMinor(trade, price));

/** Equity ÷ margin as a percentage with 2 decimals; null stands for ∞ (no margin in use). */
export function marginLevel(equityMinor: number, marginMinor: number): number | null {
  return marginMinor === 0 ? null : roundTo((equityMinor / marginMinor) * 100, 2);
}

export interface SummaryInput {
  /** The signed-in user as /user answers it. */
  user: Pick<User, 'balance' | 'credit_balance' | 'lifetime_pnl'>;
  /** The open trades; closed ones hold no margin and their P&L is already in the balance. */
  openTrades: readonly Trade[];
  /** The live price of each asset, from the price store. */
  quoteOf: QuoteLookup;
}

/**
 * A trade whose asset has no live price yet is valued as the server last valued it: its `pnl` from
 * the trades list, and its margin at the opening price (the only price known for it).
 */
function valueOf(trade: Trade, quoteOf: QuoteLookup): { pnl: number; margin: number } {
  const price = quoteOf(trade.asset_id)?.price;
  if (price === undefined) {
    return { pnl: toMinor(trade.pnl), margin: tradeMarginMinor(trade, trade.opening_price) };
  }
  return { pnl: tradePnlMinor(trade, price), margin: tradeMarginMinor(trade, price) };
}

export function accountSummary({ user, openTrades, quoteOf }: SummaryInput): AccountSummary {
  let pnl = 0;
  let margin = 0;
  for (const trade of openTrades) {
    const value = valueOf(trade, quoteOf);
    pnl += value.pnl;
    margin += value.margin;
  }
  const equity = toMinor(user.balance) + pnl;
  return {
    balance: fromMinor(toMinor(user.balance)),
    credit: fromMinor(toMinor(user.credit_balance)),
    equity: fromMinor(equity),
    margin: fromMinor(margin),
    marginLevel: marginLevel(equity, margin),
    freeMargin: fromMinor(equity - margin),
    pnl: fromMinor(pnl),
    // From the server (sum of closed trades); 0 only for a stored user until /user answers at start.
    lifetimePnl: fromMinor(toMinor(user.lifetime_pnl ?? 0)),
  };
}
