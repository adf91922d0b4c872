/**
 * The auto-trader: the broker's strategies, of which a customer runs at most one with an allocation
 * of their money. Its trades are ordinary trades on the live account (they show in the trade lists
 * and count in equity and free margin), marked on the server with the strategy that opened them.
 * The allocation is not moved anywhere: it caps the margin the strategy's open trades may hold.
 * What a real strategy engine would decide, the /__demo/auto-trader/tick control decides here.
 */
import type { accountRequests, AutoTrader, Trade } from '@contract/schemas';
import { kindTraits, usualLeverage } from '../assets';
import { strategies, strategyById, type StrategySpec } from '../strategies';
import type { Core } from '../core';
import { ApiError, type FieldErrors } from '../http/errors';
import type { AutoTraderRecord, TradeRecord, UserRecord } from '../types';
import { minorOf, moneyOf, moneyText, signedMoneyText, toMinor } from './money';
import { closedText, notify, openedText, accountText } from './notifications';
import { availableMinor, unusedAllocationMinor } from './available';
import { accountCurrency } from './payments';
import { liveAccount } from './accounts';
import { closeTrade, openTradeWith, tradesOf } from './trades';
import { marginMinor, rateNow, spreadCostMinor } from './valuation';
import { publishUserUpdated } from './users';

export type AutoTraderStartBody = typeof accountRequests.autoTraderStart.infer;

/** A strategy closes its oldest trade rather than hold more than this many at once. */
export const MAX_STRATEGY_TRADES = 3;

const NONE_ACTIVE = 'No auto-trader is active.';
const conflict = (message: string) => new ApiError(409, { message });

/** What the running strategy has realised since it started, in cents: its closed trades of this run. */
function realizedMinor(core: Core, user: UserRecord, active: AutoTraderRecord): number {
  const filter = { strategyId: active.strategy_id, openedSince: active.started_at };
  return tradesOf(core, liveAccount(core, user), false, filter).reduce(
    (sum, trade) => sum + toMinor(trade.realized_pnl ?? 0),
    0,
  );
}

export function toAutoTrader(core: Core, user: UserRecord): AutoTrader {
  const active = core.store.state.autoTraders.get(user.id);
  return {
    strategies: strategies.map(({ kinds: _kinds, ...strategy }) => strategy),
    active: active
      ? {
          strategy_id: active.strategy_id,
          allocation: moneyOf(active.allocation_minor),
          status: active.status,
          started_at: active.started_at,
          realized_pnl: moneyOf(realizedMinor(core, user, active)),
        }
      : null,
  };
}

export function autoTraderStartErrors(
  core: Core,
  user: UserRecord,
  body: Partial<AutoTraderStartBody>,
): FieldErrors {
  const errors: FieldErrors = {};
  const strategy = body.strategy_id === undefined ? undefined : strategyById(body.strategy_id);
  if (body.strategy_id !== undefined && !strategy)
    errors.strategy_id = ['The selected strategy id is invalid.'];
  if (body.allocation !== undefined) {
    const currency = accountCurrency(core, user);
    const allocation = minorOf(body.allocation);
    const min = strategy ? minorOf(strategy.min_allocation) : 1;
    const available = availableMinor(core, user);
    if (allocation < min) {
      errors.allocation = [
        strategy
          ? `The allocation must be at least ${moneyText(min, currency)} for this strategy.`
          : `The allocation must be at least ${moneyText(min, currency)}.`,
      ];
    } else if (allocation > available) {
      errors.allocation = [
        `The allocation may not be greater than your available free margin of ${moneyText(available, currency)}.`,
      ];
    }
  }
  return errors;
}

/** One at a time: a second would trade the same money twice. */
export function assertNoneActive(core: Core, user: UserRecord): void {
  if (core.store.state.autoTraders.has(user.id)) {
    throw conflict('An auto-trader is already active. Stop it before starting another.');
  }
}

function changed(core: Core, user: UserRecord): AutoTrader {
  publishUserUpdated(core, user);
  return toAutoTrader(core, user);
}

/** Checked by assertNoneActive and autoTraderStartErrors in the same synchronous step. */
export function startAutoTrader(core: Core, user: UserRecord, body: AutoTraderStartBody): AutoTrader {
  core.store.state.autoTraders.set(user.id, {
    strategy_id: body.strategy_id,
    allocation_minor: minorOf(body.allocation),
    status: 'running',
    started_at: core.store.stamp(),
  });
  return changed(core, user);
}

function activeOf(core: Core, user: UserRecord): AutoTraderRecord {
  const active = core.store.state.autoTraders.get(user.id);
  if (!active) throw conflict(NONE_ACTIVE);
  return active;
}

export function pauseAutoTrader(core: Core, user: UserRecord): AutoTrader {
  const active = activeOf(core, user);
  if (active.status !== 'running') throw conflict('The auto-trader is already paused.');
  active.status = 'paused';
  return changed(core, user);
}

export function resumeAutoTrader(core: Core, user: UserRecord): AutoTrader {
  const active = activeOf(core, user);
  if (active.status !== 'paused') throw conflict('The auto-trader is already running.');
  active.status = 'running';
  return changed(core, user);
}

/** The strategy's open trades, oldest first. */
function strategyTrades(core: Core, user: UserRecord, strategyId: string): TradeRecord[] {
  return core.store.state.trades.filter(
    (trade) => trade.user_id === user.id && trade.closed_at === null && trade.strategy_id === strategyId,
  );
}

/**
 * Stopping hands the money back: the strategy's open trades are closed at the current prices, and
 * the customer is told what they came to (their other devices learn of it too).
 */
export function stopAutoTrader(core: Core, user: UserRecord): AutoTrader {
  const active = activeOf(core, user);
  const closed = strategyTrades(core, user, active.strategy_id).map((trade) =>
    closeTrade(core, user, trade, 'auto_trader'),
  );
  core.store.state.autoTraders.delete(user.id);
  if (closed.length > 0) {
    const account = liveAccount(core, user);
    const pnl = closed.reduce((sum, trade) => sum + toMinor(trade.pnl), 0);
    const trades = closed.length === 1 ? 'its open trade' : `its ${closed.length} open trades`;
    notify(core, user, {
      title: 'Auto-trader stopped',
      message: `${nameOf(active.strategy_id)} stopped and closed ${trades} on ${accountText(account)}: ${signedMoneyText(pnl, account.currency)} in all.`,
      color: pnl < 0 ? 'warning' : 'success',
    });
  }
  return changed(core, user);
}

const nameOf = (strategyId: string) => strategyById(strategyId)?.name ?? strategyId;

/** Every trade the strategy closes is told, with its price and P&L. */
function closeStrategyTrade(core: Core, user: UserRecord, spec: StrategySpec, record: TradeRecord): Trade {
  const account = liveAccount(core, user);
  const closed = closeTrade(core, user, record, 'auto_trader');
  notify(core, user, {
    title: 'Auto-trader closed a trade',
    message: `${spec.name}: ${closedText(core.prices.asset(record.asset_id), closed, account.currency, account)}`,
    color: closed.pnl < 0 ? 'warning' : 'success',
  });
  return closed;
}

/**
 * The strategy's next move: close its oldest trade once it holds the most it may, otherwise open one
 * on an instrument it trades, as large as the allocation's unused margin allows (the largest of the
 * kind's usual sizes that fits). With no room for even the smallest, it closes its oldest instead.
 */
export function autoTraderTick(core: Core, user: UserRecord): { action: 'opened' | 'closed'; trade: Trade } {
  const active = activeOf(core, user);
  if (active.status !== 'running') throw conflict('The auto-trader is paused.');
  const spec = strategyById(active.strategy_id);
  if (!spec) throw conflict(NONE_ACTIVE);
  const open = strategyTrades(core, user, spec.id);
  const oldest = open[0];
  if (open.length >= MAX_STRATEGY_TRADES && oldest) {
    return { action: 'closed', trade: closeStrategyTrade(core, user, spec, oldest) };
  }
  const { prices, store } = core;
  // The auto-trader trades the customer's live account, whose money its allocation is.
  const account = liveAccount(core, user);
  // Within the allocation's unused part, and never past what the account can still commit: losses or
  // a withdrawal approved meanwhile may have left less than that. The margin moves from the
  // allocation's reserve to the trade; the spread it pays at once comes out of what is available.
  const unused = unusedAllocationMinor(core, user);
  const available = availableMinor(core, user);
  const room = Math.min(unused, available + unused);
  const choices = prices.assets.flatMap((asset) => {
    if (!spec.kinds.includes(asset.kind)) return [];
    const traits = kindTraits[asset.kind];
    const leverage = usualLeverage(asset, account, store.state.settings.retail_leverage_caps);
    const quote = prices.quote(asset.id);
    const rate = rateNow(core, asset.id, account.currency);
    // Valued as a sell (at the ask, the higher price), so it fits whichever side is drawn.
    const fitting = traits.volumes.filter((volume) => {
      const order = { trade_type: 'sell', volume, leverage } as const;
      return marginMinor(order, quote, rate) <= room && spreadCostMinor(order, quote, rate) <= available;
    });
    const volume = fitting.at(-1);
    return volume === undefined ? [] : [{ asset, volume, leverage }];
  });
  if (choices.length === 0) {
    if (oldest) return { action: 'closed', trade: closeStrategyTrade(core, user, spec, oldest) };
    throw conflict('The allocation is too small for any trade of this strategy.');
  }
  const choice = store.random.pick(choices);
  const trade = openTradeWith(core, user, account, {
    asset_id: choice.asset.id,
    trade_type: store.random.pick(['buy', 'sell'] as const),
    volume: choice.volume,
    leverage: choice.leverage,
    strategy_id: spec.id,
  });
  const held = marginMinor(
    trade,
    prices.quote(trade.asset_id),
    rateNow(core, trade.asset_id, account.currency),
  );
  notify(core, user, {
    title: 'Auto-trader opened a trade',
    message: `${spec.name}: ${openedText(choice.asset, trade, account)}, holding ${moneyText(held, account.currency)} of margin.`,
    color: 'info',
  });
  return { action: 'opened', trade };
}
