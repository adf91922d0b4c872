import type { Trade } from '@/lib/contract/schemas';
import { conversionRate, marginInQuote, pnlInQuote, type PairPrice } from '@/lib/valuation';
import { randomTradeTerms } from '../assets';
import { channels } from '../channels';
import type { Core } from '../core';
import type { TradeRecord, UserRecord } from '../types';
import { fromMinor, toMinor } from './money';
import { publishUserUpdated } from './users';

export const TRADES_PER_PAGE = 10;
/** The demo control closes the oldest trade instead of opening a ninth. */
export const MAX_OPEN_DEMO_TRADES = 8;

/** The currency of every account this backend keeps (balances, P&L, margin, payments). */
export const ACCOUNT_CURRENCY = 'USD';

/**
 * Account-currency units per unit of a quote currency, at the prices `priceOf` gives (the live ones,
 * or the seed's). Every instrument's quote currency is linked to the account's by a quoted pair.
 */
export function rateOf(quote: string, priceOf: PairPrice): number {
  const rate = conversionRate(quote, ACCOUNT_CURRENCY, priceOf);
  if (!rate) throw new Error(`no quoted pair links ${quote} to ${ACCOUNT_CURRENCY}`);
  return rate.rate;
}

/** The rate that converts an asset's P&L and margin to the account's currency now. */
export const rateNow = (core: Pick<Core, 'prices'>, assetId: number): number =>
  rateOf(core.prices.asset(assetId).quote, (symbol) => core.prices.priceOf(symbol));

/**
 * A trade's P&L in the account's currency: buy = (price - open) x volume, sell = the reverse, in the
 * instrument's quote currency, times `rate` (rateNow). Rounded to the cent by the client's rule
 * (toMinor), so a P&L here and on the customer's screen never differ by half a cent.
 */
export function profit(
  trade: Pick<TradeRecord, 'trade_type' | 'opening_price' | 'volume'>,
  price: number,
  rate: number,
): number {
  return fromMinor(toMinor(pnlInQuote(trade, price) * rate));
}

/** The margin a trade holds at `price` (volume x price / leverage) in the account's cents. */
export function marginMinor(
  trade: Pick<TradeRecord, 'volume' | 'leverage'>,
  price: number,
  rate: number,
): number {
  return toMinor(marginInQuote(trade, price) * rate);
}

/**
 * Free margin at the current prices, in cents: equity (balance plus the P&L of every open trade)
 * less the margin they hold. Each trade's P&L and margin is rounded to the cent once and then
 * summed as integers, as the client's account summary does, so the two agree exactly.
 */
export function freeMarginMinor(core: Core, user: UserRecord): number {
  let equity = toMinor(user.balance);
  let margin = 0;
  for (const trade of core.store.state.trades) {
    if (trade.user_id !== user.id || trade.closed_at !== null) continue;
    const price = core.prices.price(trade.asset_id);
    const rate = rateNow(core, trade.asset_id);
    equity += toMinor(profit(trade, price, rate));
    margin += marginMinor(trade, price, rate);
  }
  return equity - margin;
}

export function toTrade(core: Core, record: TradeRecord): Trade {
  // Who opened it stays on the server: the contract's trade has no field for it.
  const { user_id: _user, realized_pnl, strategy_id: _strategy, ...fields } = record;
  const pnl =
    realized_pnl ?? profit(record, core.prices.price(record.asset_id), rateNow(core, record.asset_id));
  return { ...fields, pnl };
}

/** Newest first: open trades by opening time, closed ones by closing time. */
export function tradesOf(core: Core, userId: number, open: boolean): TradeRecord[] {
  const key = open ? 'opened_at' : 'closed_at';
  return core.store.state.trades
    .filter((trade) => trade.user_id === userId && (trade.closed_at === null) === open)
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

function publishTrade(core: Core, user: UserRecord, action: 'opened' | 'closed', record: TradeRecord): Trade {
  const trade = toTrade(core, record);
  core.bus.publish({ channel: channels.trade(user.id), event: 'trade.updated', data: { action, trade } });
  return trade;
}

export type TradeChoice = Pick<
  TradeRecord,
  'asset_id' | 'trade_type' | 'volume' | 'leverage' | 'strategy_id'
>;

/** Opens at the current price of the asset chosen. */
export function openTradeWith(core: Core, user: UserRecord, choice: TradeChoice): Trade {
  const { store, prices } = core;
  const { strategy_id, ...terms } = choice;
  const record: TradeRecord = {
    id: store.nextId('trade'),
    user_id: user.id,
    ...terms,
    opening_price: prices.price(choice.asset_id),
    closing_price: null,
    opened_at: store.stamp(),
    closed_at: null,
    realized_pnl: null,
    ...(strategy_id === undefined ? {} : { strategy_id }),
  };
  store.state.trades.push(record);
  return publishTrade(core, user, 'opened', record);
}

export function openTrade(core: Core, user: UserRecord): Trade {
  const { store, prices } = core;
  const asset = store.random.pick(prices.assets);
  return openTradeWith(core, user, { asset_id: asset.id, ...randomTradeTerms(store.random, asset) });
}

/** Closing realises the P&L into the balance, so the user changes too. */
export function closeTrade(core: Core, user: UserRecord, record: TradeRecord): Trade {
  record.closing_price = core.prices.price(record.asset_id);
  record.closed_at = core.store.stamp();
  record.realized_pnl = profit(record, record.closing_price, rateNow(core, record.asset_id));
  user.balance = fromMinor(toMinor(user.balance) + toMinor(record.realized_pnl));
  const trade = publishTrade(core, user, 'closed', record);
  publishUserUpdated(core, user);
  return trade;
}

/** What /__demo/trade does: open one, or close the oldest once the user holds the maximum. */
export function demoTrade(core: Core, user: UserRecord): { action: 'opened' | 'closed'; trade: Trade } {
  const open = tradesOf(core, user.id, true);
  const oldest = open.at(-1);
  if (open.length >= MAX_OPEN_DEMO_TRADES && oldest) {
    return { action: 'closed', trade: closeTrade(core, user, oldest) };
  }
  return { action: 'opened', trade: openTrade(core, user) };
}
