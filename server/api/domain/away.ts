/**
 * 'While you were away': a customer is away once no app of theirs has looked for AWAY_AFTER_MS (a
 * heartbeat every minute or so while one is open, and the summary's own read). Looking again opens
 * the time away, `since` the last look `until` now, which stays until they dismiss it; a second time
 * away before that adds on to the first. The summary is worked out from the records when read: the
 * positions the server closed, the pending orders that ended, the ledger's money and the payments
 * decided meanwhile.
 */
import type { AwayAccount, AwayPayment, AwaySummary, CloseReason } from '@contract/schemas';
import type { Core } from '../core';
import type { UserRecord } from '../types';
import { moneyOf } from './money';

export const AWAY_AFTER_MS = 15 * 60 * 1000;

/** An app of the customer's is looking now: a return after AWAY_AFTER_MS or more opens a time away. */
export function noteLooking(core: Core, user: UserRecord): void {
  if (user.role !== 'customer') return;
  const now = core.store.now();
  const last = user.looked_at;
  if (last !== undefined && now - last >= AWAY_AFTER_MS) {
    user.away = { since: user.away?.since ?? last, until: now };
  }
  user.looked_at = now;
}

export function dismissAway(user: UserRecord): void {
  user.away = null;
}

/** What happened while the customer was away, or null when nothing did (or they dismissed it). */
export function awaySummary(core: Core, user: UserRecord): AwaySummary | null {
  const away = user.away;
  if (!away) return null;
  const { state } = core.store;
  const within = (iso: string | null) => {
    if (iso === null) return false;
    const at = Date.parse(iso);
    return at >= away.since && at <= away.until;
  };
  const accounts: AwayAccount[] = [];
  for (const account of state.accounts.get(user.id) ?? []) {
    const closed = new Map<CloseReason, number>();
    for (const trade of state.trades) {
      if (trade.user_id !== user.id || trade.account_id !== account.account_id || !within(trade.closed_at))
        continue;
      const reason = trade.close_reason ?? 'customer';
      closed.set(reason, (closed.get(reason) ?? 0) + 1);
    }
    const orders = { filled: 0, expired: 0, refused: 0 };
    for (const order of state.pendingOrders) {
      if (order.user_id !== user.id || order.account_id !== account.account_id || !within(order.updated_at))
        continue;
      if (order.status === 'filled' || order.status === 'expired' || order.status === 'refused')
        orders[order.status] += 1;
    }
    let realised = 0;
    let costs = 0;
    let payments = 0;
    for (const entry of state.ledger) {
      if (entry.account_id !== account.account_id || !within(entry.created_at)) continue;
      if (entry.kind === 'trade') realised += entry.amount_minor;
      else if (entry.kind === 'swap' || entry.kind === 'commission') costs += entry.amount_minor;
      else if (entry.kind === 'deposit' || entry.kind === 'withdrawal') payments += entry.amount_minor;
    }
    const happened =
      closed.size > 0 || orders.filled + orders.expired + orders.refused > 0 || realised || costs || payments;
    if (!happened) continue;
    accounts.push({
      account_id: account.account_id,
      type: account.type,
      currency: account.currency,
      closed: [...closed].map(([reason, count]) => ({ reason, count })),
      realised_pnl: moneyOf(realised),
      costs: moneyOf(costs),
      payments: moneyOf(payments),
      orders,
    });
  }
  // A withdrawal the customer cancelled themselves is not news to them.
  const payments: AwayPayment[] = [
    ...state.deposits
      .filter((d) => d.user_id === user.id && d.status !== 'pending' && within(d.updated_at))
      .map((d) => ({
        kind: 'deposit' as const,
        status: d.status,
        amount: d.amount,
        currency: d.currency,
        decided_at: d.updated_at,
      })),
    ...state.withdrawals
      .filter(
        (w) =>
          w.user_id === user.id &&
          (w.status === 'approved' || w.status === 'rejected') &&
          within(w.updated_at),
      )
      .map((w) => ({
        kind: 'withdrawal' as const,
        status: w.status,
        amount: w.amount,
        currency: w.currency,
        decided_at: w.updated_at,
      })),
  ].sort((a, b) => a.decided_at.localeCompare(b.decided_at));
  if (accounts.length === 0 && payments.length === 0) return null;
  return {
    since: new Date(away.since).toISOString(),
    until: new Date(away.until).toISOString(),
    accounts,
    payments,
  };
}
