/**
 * What a customer can still commit from an account (withdraw, move into savings, allocate to the
 * auto-trader, put up as an order's margin), as one rule: the reference backend judges every such
 * claim with it, and the client shows the same figure, with its parts, where an amount is chosen.
 *
 *   available = free margin − pending withdrawals − the auto-trader's reserve
 *   reserve   = the active auto-trader's allocation less the margin its open trades hold now, ≥ 0
 *
 * (free margin = equity − the margin the open trades hold, at the current prices: valuation.ts). The
 * strategy may open trades up to its allocation at any moment, so the part its trades do not hold yet
 * is promised to it while it is active (running or paused); what they hold is already in the margin.
 *
 * Why the client works the figure out rather than being sent it: the free margin moves with every
 * price tick, and so does the reserve (the strategy's margin is valued at the current price). A
 * figure sent by the server would be out of date at the next tick, and asking again on every tick is
 * not a thing a phone should do. The client values the open trades at the prices it shows, with the
 * valuation both sides share, so it arrives at the cent the server judges at those prices. Only what
 * it cannot see comes from the server (`Commitments`: the withdrawals still pending and the
 * auto-trader's allocation, in GET /accounts), read again whenever one of them changes.
 */

/** What an account's money is already promised to beside its open trades, in its cents. */
export interface Commitments {
  /** Withdrawals asked for and not yet decided. */
  pendingWithdrawals: bigint;
  /** The active (running or paused) auto-trader, which trades this account; null when none. */
  autoTrader: { strategyId: string; allocation: bigint } | null;
}

/** A demo account's: it pays nothing out and no strategy trades it. */
export const NO_COMMITMENTS: Commitments = { pendingWithdrawals: 0n, autoTrader: null };

/** The figure and the parts it is made of, in the account's cents. */
export interface AvailableParts {
  /** Equity less the margin the open trades hold. */
  freeMargin: bigint;
  pendingWithdrawals: bigint;
  /** The part of the auto-trader's allocation its open trades do not hold yet. */
  autoTraderReserve: bigint;
  /** Free margin less the two above; negative when prices moved against the open trades. */
  available: bigint;
}

/** The figure with the equity and the margin in use its free margin comes from: what a screen shows. */
export interface AvailableFigure extends AvailableParts {
  equity: bigint;
  marginInUse: bigint;
}

/**
 * The rule, for one account: `openTrades` are its open trades, `strategyOf` the strategy that opened
 * one (none for the customer's own), `marginOf` the margin one holds now (in cents, as the free margin
 * counts it), so the strategy's part is valued as the free margin is.
 */
export function availableOf<T>({
  freeMargin,
  commitments,
  openTrades,
  strategyOf,
  marginOf,
}: {
  freeMargin: bigint;
  commitments: Commitments;
  openTrades: readonly T[];
  strategyOf: (trade: T) => string | null | undefined;
  marginOf: (trade: T) => bigint;
}): AvailableParts {
  const { pendingWithdrawals, autoTrader } = commitments;
  let autoTraderReserve = 0n;
  if (autoTrader) {
    let held = 0n;
    for (const trade of openTrades) {
      if (strategyOf(trade) === autoTrader.strategyId) held += marginOf(trade);
    }
    autoTraderReserve = autoTrader.allocation > held ? autoTrader.allocation - held : 0n;
  }
  return {
    freeMargin,
    pendingWithdrawals,
    autoTraderReserve,
    available: freeMargin - pendingWithdrawals - autoTraderReserve,
  };
}
