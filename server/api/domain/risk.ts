/**
 * The broker's risk rules, run after every price tick: an account whose margin level (equity ÷ margin,
 * in %) falls below the tenant's margin-call level is told once (again only after it has been back
 * above it); one below the stop-out level has its positions closed, the largest loss first, until the
 * level is back at or above it or nothing is open, and is told of each close.
 */
import type { TradingAccount } from '@contract/schemas';
import { formatPercent } from '@contract/rules/format';
import { DEFAULT_MARGIN_CALL_LEVEL, DEFAULT_STOP_OUT_LEVEL } from '@contract/rules/risk-levels';
import type { Core } from '../core';
import type { TradeRecord, UserRecord } from '../types';
import { valuation } from './accounts';
import { moneyText } from './money';
import { accountText, closedHeadline, closedText, notify } from './notifications';
import { closeTrade } from './trades';
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

function stopOut(
  core: Core,
  user: UserRecord,
  account: TradingAccount,
  open: TradeRecord[],
  level: number,
  stopOutLevel: number,
) {
  let current: number | null = level;
  while (current !== null && current < stopOutLevel) {
    const trade = largestLoss(core, account, open);
    if (!trade) return;
    const asset = core.prices.asset(trade.asset_id);
    // The level as it stood when the position was closed, with the money that made it.
    const before = levelText(core, user, account, current);
    const closed = closeTrade(core, user, trade, 'stop_out');
    notify(core, user, {
      title: closedHeadline('Stop-out', asset, closed, account.currency),
      message:
        `Your margin level on ${accountText(account)} fell to ${before}, below the stop-out level of ` +
        `${stopOutLevel}%. ${closedText(asset, closed, account.currency)}`,
      color: 'danger',
      account,
    });
    current = marginLevelOf(core, user, account);
  }
}

/** Every account holding open positions, judged at the current prices. */
export function enforceMarginLevels(core: Core): void {
  const { state } = core.store;
  const callLevel = state.settings.margin_call_level ?? DEFAULT_MARGIN_CALL_LEVEL;
  const stopOutLevel = state.settings.stop_out_level ?? DEFAULT_STOP_OUT_LEVEL;
  const openByAccount = new Map<string, TradeRecord[]>();
  for (const trade of state.trades) {
    if (trade.closed_at !== null) continue;
    const list = openByAccount.get(trade.account_id);
    if (list) list.push(trade);
    else openByAccount.set(trade.account_id, [trade]);
  }
  for (const number of state.marginCalled) {
    if (!openByAccount.has(number)) state.marginCalled.delete(number);
  }
  for (const [number, open] of openByAccount) {
    const user = state.users.get(open[0]!.user_id);
    const account = user && state.accounts.get(user.id)?.find((candidate) => candidate.account_id === number);
    if (!user || !account) continue;
    const level = marginLevelOf(core, user, account);
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
    });
  }
}
