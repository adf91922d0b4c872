/**
 * What a customer can still commit, in one place: every call that claims money (a withdrawal, a
 * savings deposit, starting the auto-trader, each trade the auto-trader opens) asks this function and
 * commits in the same synchronous step, so nothing else runs between the check and the change and no
 * two claims can spend the same margin.
 */
import type { Core } from '../core';
import type { UserRecord } from '../types';
import { freeMarginMinor, liveAccount } from './accounts';
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
 * The part of an active auto-trader's allocation that its open trades do not hold yet: the strategy
 * may open trades up to its allocation at any tick, so that part is promised to it while it is
 * active (running or paused). What its trades hold is already counted in the free margin.
 */
export function unusedAllocationMinor(core: Core, user: UserRecord): number {
  const active = core.store.state.autoTraders.get(user.id);
  if (!active) return 0;
  // The strategy trades the live account, so its trades are valued in that account's currency.
  const { currency } = liveAccount(core, user);
  let held = 0;
  for (const trade of core.store.state.trades) {
    if (trade.user_id === user.id && trade.closed_at === null && trade.strategy_id === active.strategy_id) {
      held += marginMinor(trade, core.prices.price(trade.asset_id), rateNow(core, trade.asset_id, currency));
    }
  }
  return Math.max(0, active.allocation_minor - held);
}

/**
 * The live account's free margin at the current prices (money movements act on the live account
 * only), less pending withdrawals and the unused allocation of an active auto-trader, in cents. It can be negative (prices moved against the open trades): refusals say the
 * figure as it is.
 */
export function availableMinor(core: Core, user: UserRecord): number {
  return (
    freeMarginMinor(core, user, liveAccount(core, user)) -
    pendingWithdrawalsMinor(core, user) -
    unusedAllocationMinor(core, user)
  );
}
