/**
 * What a customer can still commit, in one place: every call that claims money (a withdrawal, a
 * savings deposit, starting the auto-trader, each trade the auto-trader opens, an order on the live
 * account) asks this function and commits in the same synchronous step, so nothing else runs between
 * the check and the change and no two claims can spend the same margin. The rule itself is the one
 * the client shows (contract/rules/available.ts); GET /accounts sends the client the commitments it cannot
 * see (`commitmentsOf`), so a figure on screen is the figure judged here at the same prices.
 */
import {
  availableOf,
  NO_COMMITMENTS,
  type AvailableParts,
  type Commitments,
} from '@contract/rules/available';
import type { AccountCommitments, TradingAccount } from '@contract/schemas';
import type { Core } from '../core';
import type { UserRecord } from '../types';
import { freeMarginMinor, liveAccount, tradeIsOn } from './accounts';
import { moneyOf } from './money';
import { marginMinor, rateNow } from './valuation';

/** The amounts pending withdrawals hold back, in cents. */
function pendingWithdrawalsMinor(core: Core, user: UserRecord): number {
  let pending = 0;
  for (const request of core.store.state.withdrawals) {
    if (request.user_id === user.id && request.status === 'pending') pending += request.amount_minor;
  }
  return pending;
}

/**
 * What the account's money is promised to beside its open trades. Money movements and the auto-trader
 * act on the live account only, so a demo account's are none.
 */
export function commitmentsOf(core: Core, user: UserRecord, account: TradingAccount): Commitments {
  if (account.type !== 'live') return NO_COMMITMENTS;
  const active = core.store.state.autoTraders.get(user.id);
  return {
    pendingWithdrawals: BigInt(pendingWithdrawalsMinor(core, user)),
    autoTrader: active
      ? { strategyId: active.strategy_id, allocation: BigInt(active.allocation_minor) }
      : null,
  };
}

/** The commitments as GET /accounts sends them. */
export function toCommitments(commitments: Commitments): AccountCommitments {
  const { pendingWithdrawals, autoTrader } = commitments;
  return {
    pending_withdrawals: moneyOf(Number(pendingWithdrawals)),
    auto_trader: autoTrader && {
      strategy_id: autoTrader.strategyId,
      allocation: moneyOf(Number(autoTrader.allocation)),
    },
  };
}

/** The account's figure and its parts at the current prices, in cents (the rule's bigints). */
export function availablePartsOf(core: Core, user: UserRecord, account: TradingAccount): AvailableParts {
  return availableOf({
    freeMargin: BigInt(freeMarginMinor(core, user, account)),
    commitments: commitmentsOf(core, user, account),
    openTrades: core.store.state.trades.filter(
      (trade) => trade.closed_at === null && tradeIsOn(trade, account),
    ),
    strategyOf: (trade) => trade.strategy_id,
    marginOf: (trade) =>
      BigInt(
        marginMinor(
          trade,
          core.prices.quote(trade.asset_id),
          rateNow(core, trade.asset_id, account.currency),
        ),
      ),
  });
}

/**
 * The part of an active auto-trader's allocation that its open trades do not hold yet: the strategy
 * may open trades up to its allocation at any tick, so that part is promised to it while it is
 * active (running or paused). What its trades hold is already counted in the free margin.
 */
export const unusedAllocationMinor = (core: Core, user: UserRecord): number =>
  Number(availablePartsOf(core, user, liveAccount(core, user)).autoTraderReserve);

/**
 * The live account's available figure (money movements act on the live account only), in cents. It
 * can be negative (prices moved against the open trades): refusals say the figure as it is.
 */
export const availableMinor = (core: Core, user: UserRecord): number =>
  Number(availablePartsOf(core, user, liveAccount(core, user)).available);
