/**
 * The account summary, computed as follows:
 *   P&L (buy)  = (current price − opening price) × volume;  P&L (sell) = the reverse
 *   margin     = Σ volume × price ÷ leverage, valued at the CURRENT price (what the position is
 *                worth now, which is what a broker calls margin)
 *   the current price being the one the position would close at: a buy's bid, a sell's ask
 *   both are in the instrument's quote currency, and converted to the account's at the live rate
 *   of the pair that links them (contract/rules/valuation.ts, ./account-rate.ts)
 *   equity     = balance + total P&L          (credit is shown beside it, not added; swap and
 *                commission are in the balance as they are charged, ./costs.ts, never added again)
 *   free margin = equity − margin
 *   margin level = equity ÷ margin × 100, with 2 decimals, or null (∞) when no margin is in use
 * Each trade's P&L and margin is computed from prices as floats and rounded once to cents, half away
 * from zero (`roundToMinor`); the account's funds arrive as decimal strings and are read as cents
 * (`fundsOf`). From there on every figure is a bigint of cents, so totals are exact sums and the
 * summary never shows drift like 0.30000000000000004.
 */
import {
  availableOf,
  NO_COMMITMENTS,
  type AvailableFigure,
  type Commitments,
} from '@contract/rules/available';
import type { AccountCommitments, AccountOverview, AccountSummary, Trade } from '@contract';
import { divideRounded, minorOf, minorOfNumber, roundToMinor, toAmount } from '@contract/rules/money';
import { marginInQuote, pnlInQuote, quoteAt, type Quote } from '@contract/rules/valuation';
import type { RateLookup } from './account-rate';
import type { QuoteLookup } from './price-age';

type TradeTerms = Pick<Trade, 'trade_type' | 'opening_price' | 'volume'>;

/** One trade's P&L at `quote` (its closing side), in the account's cents; `rate` converts its quote currency. */
export function tradePnlMinor(trade: TradeTerms, quote: Quote, rate: number): bigint {
  return roundToMinor(pnlInQuote(trade, quote) * rate);
}

/** The margin one trade holds at `quote` (its closing side), in the account's cents; `rate` converts its quote currency. */
export function tradeMarginMinor(
  trade: Pick<Trade, 'trade_type' | 'volume' | 'leverage'>,
  quote: Quote,
  rate: number,
): bigint {
  return roundToMinor(marginInQuote(trade, quote) * rate);
}

/**
 * Equity ÷ margin as a percentage with 2 decimals, rounded half away from zero from the exact cents
 * (so 611.35 is 61135 hundredths, not a float's neighbour); null stands for ∞ (no margin in use).
 */
export function marginLevel(equityMinor: bigint, marginMinor: bigint): number | null {
  return marginMinor === 0n ? null : Number(divideRounded(equityMinor * 10_000n, marginMinor)) / 100;
}

/** The summary in cents, what the screens show; the margin level is a percentage (2 decimals). */
export interface MoneySummary {
  balance: bigint;
  credit: bigint;
  equity: bigint;
  margin: bigint;
  marginLevel: number | null;
  freeMargin: bigint;
  pnl: bigint;
  lifetimePnl: bigint;
}

/** What an account holds apart from its open trades, in cents of its currency. */
export interface AccountFunds {
  balance: bigint;
  credit: bigint;
  /** The realised P&L of its closed trades. */
  lifetimePnl: bigint;
  /** What its money is promised to beside its open trades (contract/rules/available.ts). */
  commitments: Commitments;
}

/** An account that holds nothing: for summing open trades alone. */
export const NO_FUNDS: AccountFunds = {
  balance: 0n,
  credit: 0n,
  lifetimePnl: 0n,
  commitments: NO_COMMITMENTS,
};

/** The commitments as GET /accounts sends them, in cents. */
export const commitmentsOf = ({ pending_withdrawals, auto_trader }: AccountCommitments): Commitments => ({
  pendingWithdrawals: minorOf(pending_withdrawals),
  autoTrader: auto_trader && {
    strategyId: auto_trader.strategy_id,
    allocation: minorOf(auto_trader.allocation),
  },
});

/** An account's funds as GET /accounts answers them (decimal strings), in cents. */
export const fundsOf = (
  account: Pick<AccountOverview, 'balance' | 'credit_balance' | 'lifetime_pnl' | 'commitments'>,
): AccountFunds => ({
  balance: minorOf(account.balance),
  credit: minorOf(account.credit_balance),
  lifetimePnl: minorOf(account.lifetime_pnl),
  commitments: commitmentsOf(account.commitments),
});

export interface SummaryInput {
  /** The account's balance, credit and realised P&L. */
  funds: AccountFunds;
  /** The open trades; closed ones hold no margin and their P&L is already in the balance. */
  openTrades: readonly Trade[];
  /** The live price of each asset, from the price store. */
  quoteOf: QuoteLookup;
  /** Each asset's rate to the account's currency, at the same prices. */
  rateOf: RateLookup;
}

/** A trade's P&L as the server last valued it (the trades list), in cents. */
export const serverPnlMinor = (trade: Pick<Trade, 'pnl'>): bigint => minorOfNumber(trade.pnl);

/**
 * A trade whose asset, or the pair its rate is read from, has no live price yet is valued as the
 * server last valued it: its `pnl` from the trades list, and its margin at the opening price (the only
 * price known for it), converted at the rate if that is known. The summary says it is stale meanwhile.
 */
function valueOf(trade: Trade, quoteOf: QuoteLookup, rateOf: RateLookup): { pnl: bigint; margin: bigint } {
  const quote = quoteOf(trade.asset_id);
  const rate = rateOf(trade.asset_id)?.rate;
  if (quote === undefined || rate === undefined) {
    return {
      pnl: serverPnlMinor(trade),
      margin: tradeMarginMinor(trade, quoteAt(trade.opening_price), rate ?? 1),
    };
  }
  return { pnl: tradePnlMinor(trade, quote, rate), margin: tradeMarginMinor(trade, quote, rate) };
}

export function moneySummary({ funds, openTrades, quoteOf, rateOf }: SummaryInput): MoneySummary {
  let pnl = 0n;
  let margin = 0n;
  for (const trade of openTrades) {
    const value = valueOf(trade, quoteOf, rateOf);
    pnl += value.pnl;
    margin += value.margin;
  }
  const equity = funds.balance + pnl;
  return {
    balance: funds.balance,
    credit: funds.credit,
    equity,
    margin,
    marginLevel: marginLevel(equity, margin),
    freeMargin: equity - margin,
    pnl,
    lifetimePnl: funds.lifetimePnl,
  };
}

/**
 * What the account can still commit at these prices, by the server's rule (contract/rules/available.ts):
 * the free margin of this summary less its commitments, each strategy trade's margin valued as the
 * summary values it. With the equity and the margin in use it starts from, for the screens to show.
 */
export function availableFigure(input: SummaryInput): AvailableFigure {
  const { equity, margin, freeMargin } = moneySummary(input);
  const parts = availableOf({
    freeMargin,
    commitments: input.funds.commitments,
    openTrades: input.openTrades,
    strategyOf: (trade) => trade.strategy?.id,
    marginOf: (trade) => valueOf(trade, input.quoteOf, input.rateOf).margin,
  });
  return { equity, marginInUse: margin, ...parts };
}

/** The same summary in the contract's shape, which holds money as numbers in currency units. */
export function accountSummary(input: SummaryInput): AccountSummary {
  const summary = moneySummary(input);
  return {
    balance: toAmount(summary.balance),
    credit: toAmount(summary.credit),
    equity: toAmount(summary.equity),
    margin: toAmount(summary.margin),
    marginLevel: summary.marginLevel,
    freeMargin: toAmount(summary.freeMargin),
    pnl: toAmount(summary.pnl),
    lifetimePnl: toAmount(summary.lifetimePnl),
  };
}
