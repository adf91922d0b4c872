/**
 * The daily rollover (22:00 UTC, contract/rules/costs.ts): swap charged or credited to every position
 * held over it, through changeBalance as a 'swap' line naming the trade, and onto the trade's `swap`.
 * The backend runs it from its clock on the price ticks; `/__demo/rollover` runs one at a moment asked.
 */
import { rolloverAtOrBefore, swapDaysAt, swapMinor } from '@contract/rules/costs';
import { TRIPLE_SWAP_DAY } from '../assets';
import type { Core } from '../core';
import type { UserRecord } from '../types';
import { accountOfTrade, changeBalance } from './accounts';
import { addTo, costsOf } from './costs';
import { publishTrade } from './trades';
import { publishUserUpdated } from './users';
import { rateNow } from './valuation';

const DAY_MS = 86_400_000;
/** A clock that jumped further runs a week of rollovers, not every one it skipped. */
const MAX_MISSED = 7;

/**
 * The rollover at `at` (epoch ms): every position open then and opened before it is charged or
 * credited the days of swap the rollover counts (none at a weekend's, three at the triple-swap day's),
 * valued at the current price. Each owner is told of the positions that changed and of their balance.
 * Answers how many positions were charged or credited.
 */
export function rollover(core: Core, at: number): number {
  const days = swapDaysAt(at, TRIPLE_SWAP_DAY);
  if (days === 0) return 0;
  const { trades, users } = core.store.state;
  const owners = new Set<UserRecord>();
  let charged = 0;
  for (const record of trades) {
    if (record.closed_at !== null || Date.parse(record.opened_at) >= at) continue;
    const user = users.get(record.user_id);
    if (!user) continue;
    const asset = core.prices.asset(record.asset_id);
    const account = accountOfTrade(core, record);
    const rate = rateNow(core, asset.id, account.currency);
    const minor = Number(
      swapMinor(record, core.prices.quote(asset.id), costsOf(core, asset).swap, days, rate),
    );
    if (minor === 0) continue;
    changeBalance(core, user, account, minor, { kind: 'swap', reference: `${record.id}` });
    addTo(record, 'swap', minor);
    publishTrade(core, user, 'updated', record);
    owners.add(user);
    charged += 1;
  }
  for (const user of owners) publishUserUpdated(core, user);
  return charged;
}

/**
 * On every tick: once the clock has passed a rollover since the last one run, runs it (and each one
 * between, up to a week's, when the clock jumped). The first tick after a start or a reset only notes
 * the latest rollover, so a restart charges nothing twice.
 */
export function rolloverWhenDue(core: Core): void {
  const { state } = core.store;
  const due = rolloverAtOrBefore(core.store.now());
  const last = state.lastRollover;
  if (last !== null && due <= last) return;
  state.lastRollover = due;
  if (last === null) return;
  for (let at = Math.max(last + DAY_MS, due - (MAX_MISSED - 1) * DAY_MS); at <= due; at += DAY_MS) {
    rollover(core, at);
  }
}
