import { closingPrice, fillPrice } from '@contract/rules/valuation';
import type { CloseReason, Trade } from '@contract/schemas';
import type { TradingAccount } from '@contract/schemas';
import { type AssetSpec, randomTradeTerms } from '../assets';
import { channels } from '../bus';
import type { Core } from '../core';
import { strategyById } from '../strategies';
import type { TradeRecord, UserRecord } from '../types';
import { accountOfTrade, changeBalance, tradeIsOn } from './accounts';
import { chargeCommission, trail } from './costs';
import { toMinor } from './money';
import { publishUserUpdated } from './users';
import { profit, rateNow } from './valuation';

export const TRADES_PER_PAGE = 10;
/** The demo control closes the oldest trade instead of opening a ninth. */
export const MAX_OPEN_DEMO_TRADES = 8;

export function toTrade(core: Core, record: TradeRecord): Trade {
  const { user_id: _user, realized_pnl, strategy_id, ...fields } = record;
  const { currency } = accountOfTrade(core, record);
  const pnl =
    realized_pnl ??
    profit(record, core.prices.quote(record.asset_id), rateNow(core, record.asset_id, currency));
  const strategy = strategy_id === undefined ? undefined : strategyById(strategy_id);
  return { ...fields, pnl, strategy: strategy ? { id: strategy.id, name: strategy.name } : null };
}

/** Which of an account's trades a list holds beyond open or closed: one strategy's, opened since a moment. */
export interface TradeFilter {
  strategyId?: string | undefined;
  /** An ISO time: only trades opened at or after it. */
  openedSince?: string | undefined;
}

/** The account's trades, newest first: open trades by opening time, closed ones by closing time. */
export function tradesOf(
  core: Core,
  account: TradingAccount,
  open: boolean,
  { strategyId, openedSince }: TradeFilter = {},
): TradeRecord[] {
  const key = open ? 'opened_at' : 'closed_at';
  const since = openedSince === undefined ? undefined : Date.parse(openedSince);
  return core.store.state.trades
    .filter(
      (trade) =>
        tradeIsOn(trade, account) &&
        (trade.closed_at === null) === open &&
        (strategyId === undefined || trade.strategy_id === strategyId) &&
        (since === undefined || Date.parse(trade.opened_at) >= since),
    )
    .sort((a, b) => (b[key] ?? '').localeCompare(a[key] ?? '') || b.id - a.id);
}

export function paginate<T>(items: readonly T[], page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    total: items.length,
    lastPage,
    hasMore: page < lastPage,
  };
}

export function publishTrade(
  core: Core,
  user: UserRecord,
  action: 'opened' | 'closed' | 'updated',
  record: TradeRecord,
): Trade {
  const trade = toTrade(core, record);
  core.bus.publish({ channel: channels.trade(user.id), event: 'trade.updated', data: { action, trade } });
  return trade;
}

export type TradeChoice = Pick<
  TradeRecord,
  'asset_id' | 'trade_type' | 'volume' | 'leverage' | 'strategy_id'
> &
  Partial<Pick<TradeRecord, 'stop_loss' | 'take_profit' | 'trailing_stop_pips' | 'opening_price'>>;

/**
 * Opens on the account at the current price of the asset chosen: a buy at the ask, a sell at the bid;
 * or at `opening_price`, a pending order's price that the market passed through.
 * A trailing stop sets the stop-loss at its distance from the closing price at once, unless the
 * stop-loss chosen is closer. The commission of the opening side, where the instrument has one, is
 * charged at once (and the owner's screens told of the balance).
 */
export function openTradeWith(
  core: Core,
  user: UserRecord,
  account: TradingAccount,
  choice: TradeChoice,
): Trade {
  const { store, prices } = core;
  const {
    strategy_id,
    stop_loss = null,
    take_profit = null,
    trailing_stop_pips = null,
    opening_price,
    ...terms
  } = choice;
  const record: TradeRecord = {
    id: store.nextId('trade'),
    user_id: user.id,
    account_id: account.account_id,
    ...terms,
    opening_price: opening_price ?? fillPrice(choice.trade_type, prices.quote(choice.asset_id)),
    closing_price: null,
    stop_loss,
    take_profit,
    trailing_stop_pips,
    swap: 0,
    commission: 0,
    opened_at: store.stamp(),
    closed_at: null,
    close_reason: null,
    realized_pnl: null,
    ...(strategy_id === undefined ? {} : { strategy_id }),
  };
  trail(core, record);
  store.state.trades.push(record);
  const charged = chargeCommission(core, user, record, record.volume) !== 0;
  const trade = publishTrade(core, user, 'opened', record);
  if (charged) publishUserUpdated(core, user);
  return trade;
}

/** Opens a trade of the usual terms on the instrument given, or a random one (the demo control, tests). */
export function openTrade(
  core: Core,
  user: UserRecord,
  account: TradingAccount,
  asset: AssetSpec = core.store.random.pick(core.prices.assets),
): Trade {
  const { store } = core;
  return openTradeWith(core, user, account, {
    asset_id: asset.id,
    ...randomTradeTerms(store.random, asset, account, store.state.settings.retail_leverage_caps),
  });
}

/**
 * Closing, at the bid for a buy and the ask for a sell, realises the P&L into its account's balance,
 * and charges the commission of the closing side where the instrument has one, so the user (whose
 * accounts' figures the screens show) changes too. `reason` is who or what closed it.
 */
export function closeTrade(core: Core, user: UserRecord, record: TradeRecord, reason: CloseReason): Trade {
  const account = accountOfTrade(core, record);
  const quote = core.prices.quote(record.asset_id);
  record.closing_price = closingPrice(record.trade_type, quote);
  record.closed_at = core.store.stamp();
  record.close_reason = reason;
  record.realized_pnl = profit(record, quote, rateNow(core, record.asset_id, account.currency));
  changeBalance(core, user, account, toMinor(record.realized_pnl), {
    kind: 'trade',
    reference: `${record.id}`,
  });
  chargeCommission(core, user, record, record.volume);
  const trade = publishTrade(core, user, 'closed', record);
  publishUserUpdated(core, user);
  return trade;
}

/**
 * What /__demo/trade does on an account: open one, or close the oldest
 * once the account holds the maximum.
 */
export function demoTrade(
  core: Core,
  user: UserRecord,
  account: TradingAccount,
  asset?: AssetSpec,
): { action: 'opened' | 'closed'; trade: Trade } {
  const open = tradesOf(core, account, true);
  const oldest = open.at(-1);
  if (open.length >= MAX_OPEN_DEMO_TRADES && oldest) {
    return { action: 'closed', trade: closeTrade(core, user, oldest, 'broker') };
  }
  return { action: 'opened', trade: openTrade(core, user, account, asset) };
}
