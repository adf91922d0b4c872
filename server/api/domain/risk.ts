/**
 * The broker's risk rules, run after every price tick: an account whose margin level (equity ÷ margin,
 * in %) falls below the tenant's margin-call level is told once (again only after it has been back
 * above it); one below its close-out level has its positions closed, the largest loss first, until the
 * level is back at or above it or nothing more can be closed, and is told of each close. Only a
 * position whose market is open is closed, at a price that is live: what a closed or halted market
 * holds waits for it to open, and the customer is told so once. A retail account that a stop-out
 * leaves below zero is brought back to zero (negative balance protection), and told.
 */
import type { TradingAccount } from '@contract/schemas';
import { formatPercent } from '@contract/rules/format';
import { isRetail } from '@contract/rules/leverage';
import { closeOutLevelOf, DEFAULT_MARGIN_CALL_LEVEL } from '@contract/rules/risk-levels';
import type { Core } from '../core';
import type { TradeRecord, UserRecord } from '../types';
import { balanceMinor, changeBalance, valuation } from './accounts';
import { moneyText } from './money';
import {
  accountText,
  closedHeadline,
  closedText,
  notify,
  positionPath,
  POSITIONS_PATH,
} from './notifications';
import { marketRefusal } from './orders';
import { closeTrade } from './trades';
import { publishUserUpdated } from './users';
import { profit, rateNow } from './valuation';

/** Equity ÷ margin in %, or null with no margin in use (no level to fall). */
function marginLevelOf(core: Core, user: UserRecord, account: TradingAccount): number | null {
  const { equity, margin } = valuation(core, user, account);
  return margin === 0 ? null : (equity / margin) * 100;
}

/** "97.36% (equity $6,300.00, margin $6,471.00)": the level with the money it is made of. */
function levelText(core: Core, user: UserRecord, account: TradingAccount, level: number): string {
  const { equity, margin } = valuation(core, user, account);
  return `${formatPercent(level)} (equity ${moneyText(equity, account.currency)}, margin ${moneyText(margin, account.currency)})`;
}

/** The open position losing most now, in the account's money. */
function largestLoss(
  core: Core,
  account: TradingAccount,
  open: readonly TradeRecord[],
): TradeRecord | undefined {
  let worst: TradeRecord | undefined;
  let worstPnl = Infinity;
  for (const trade of open) {
    if (trade.closed_at !== null) continue;
    const pnl = profit(
      trade,
      core.prices.quote(trade.asset_id),
      rateNow(core, trade.asset_id, account.currency),
    );
    if (pnl < worstPnl) {
      worst = trade;
      worstPnl = pnl;
    }
  }
  return worst;
}

/**
 * Closes positions whose markets are open, the largest loss first, until the level is back at the
 * close-out level; then protects a retail balance left below zero, and says what still waits for a
 * market to open.
 */
function stopOut(
  core: Core,
  user: UserRecord,
  account: TradingAccount,
  open: TradeRecord[],
  level: number,
  closeOutLevel: number,
) {
  let current: number | null = level;
  let closedAny = false;
  while (current !== null && current < closeOutLevel) {
    // A closed or halted market's price is stale: its positions wait, as the customer's own close does.
    const tradeable = open.filter(
      (trade) => trade.closed_at === null && !marketRefusal(core, core.prices.asset(trade.asset_id)),
    );
    const trade = largestLoss(core, account, tradeable);
    if (!trade) break;
    const asset = core.prices.asset(trade.asset_id);
    // The level as it stood when the position was closed, with the money that made it.
    const before = levelText(core, user, account, current);
    const closed = closeTrade(core, user, trade, 'stop_out');
    closedAny = true;
    notify(core, user, {
      title: closedHeadline('Stop-out', asset, closed, account.currency),
      message:
        `Your margin level on ${accountText(account)} fell to ${before}, below the stop-out level of ` +
        `${closeOutLevel}%. ${closedText(asset, closed, account.currency)}`,
      color: 'danger',
      account,
      kind: 'margin',
      url: positionPath(closed),
    });
    current = marginLevelOf(core, user, account);
  }
  if (closedAny) {
    protectNegativeBalance(core, user, account);
    // What is still open is judged against the balance as the protection left it.
    current = marginLevelOf(core, user, account);
  }
  const { stopOutWaiting } = core.store.state;
  if (current === null || current >= closeOutLevel) {
    stopOutWaiting.delete(account.account_id);
    return;
  }
  if (stopOutWaiting.has(account.account_id)) return;
  stopOutWaiting.add(account.account_id);
  notify(core, user, {
    title: 'Stop-out on hold',
    message:
      `Your margin level on ${accountText(account)} is ${levelText(core, user, account, current)}, below the stop-out level of ` +
      `${closeOutLevel}%, and what is still open cannot be closed now. ${waitingText(core, open)} ` +
      'Its positions are closed when their market opens, the largest loss first, unless the level is back by then.',
    color: 'danger',
    account,
    kind: 'margin',
    url: POSITIONS_PATH,
  });
}

/** Why each market still holding a position cannot be traded: "EUR/USD is closed. It opens …". */
function waitingText(core: Core, open: readonly TradeRecord[]): string {
  const reasons = new Set<string>();
  for (const trade of open) {
    if (trade.closed_at !== null) continue;
    const reason = marketRefusal(core, core.prices.asset(trade.asset_id));
    if (reason) reasons.add(reason);
  }
  return [...reasons].join(' ');
}

/**
 * A retail customer never loses more than their account holds: a stop-out that leaves its equity (the
 * balance, and the P&L of what a closed market still holds) below zero is met by the broker with an
 * adjustment that brings it back to zero, on the statement and told. With nothing left open that is
 * the balance back at zero; a balance below zero that open profits still cover is no loss yet.
 */
function protectNegativeBalance(core: Core, user: UserRecord, account: TradingAccount) {
  const { equity } = valuation(core, user, account);
  if (equity >= 0 || !isRetail(account)) return;
  changeBalance(core, user, account, -equity, {
    kind: 'adjustment',
    reference: 'negative-balance-protection',
  });
  publishUserUpdated(core, user);
  const currency = account.currency;
  notify(core, user, {
    title: 'Negative balance cleared',
    message:
      `The stop-out left ${accountText(account)} at ${moneyText(equity, currency)}. Under negative balance ` +
      `protection a retail client never loses more than the account holds: we added ${moneyText(-equity, currency)}, ` +
      `and its balance is now ${moneyText(balanceMinor(core, user, account), currency)}.`,
    color: 'info',
    account,
  });
}

/** Every account holding open positions, judged at the current prices. */
export function enforceMarginLevels(core: Core): void {
  const { state } = core.store;
  const callLevel = state.settings.margin_call_level ?? DEFAULT_MARGIN_CALL_LEVEL;
  const openByAccount = new Map<string, TradeRecord[]>();
  for (const trade of state.trades) {
    if (trade.closed_at !== null) continue;
    const list = openByAccount.get(trade.account_id);
    if (list) list.push(trade);
    else openByAccount.set(trade.account_id, [trade]);
  }
  for (const told of [state.marginCalled, state.stopOutWaiting]) {
    for (const number of told) if (!openByAccount.has(number)) told.delete(number);
  }
  for (const [number, open] of openByAccount) {
    const user = state.users.get(open[0]!.user_id);
    const account = user && state.accounts.get(user.id)?.find((candidate) => candidate.account_id === number);
    if (!user || !account) continue;
    const level = marginLevelOf(core, user, account);
    const stopOutLevel = closeOutLevelOf(account, state.settings);
    if (level === null || level >= stopOutLevel) state.stopOutWaiting.delete(number);
    if (level === null || level >= callLevel) {
      state.marginCalled.delete(number);
      continue;
    }
    if (level < stopOutLevel) {
      stopOut(core, user, account, open, level, stopOutLevel);
      continue;
    }
    if (state.marginCalled.has(number)) continue;
    state.marginCalled.add(number);
    notify(core, user, {
      title: 'Margin call',
      message:
        `Your margin level on ${accountText(account)} is ${levelText(core, user, account, level)}, below the margin-call level of ` +
        `${callLevel}%. Add funds or close positions: at ${stopOutLevel}% positions are closed, the largest loss first.`,
      color: 'warning',
      account,
      kind: 'margin',
      url: POSITIONS_PATH,
    });
  }
}
