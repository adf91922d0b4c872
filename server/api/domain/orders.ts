/**
 * Market orders and positions: an order opens a position on one of the customer's accounts at the
 * current price, a buy at the ask and a sell at the bid; a position is closed, whole or in part, at the
 * price it closes at (a buy at the bid, a sell at the ask: contract/rules/valuation.ts), and its stops
 * are changed. A position's stops, margin and P&L are all judged at that closing price. The server judges every rule the ticket only shows (the market open, the instrument's
 * volume and leverage, stops on the right side, the margin) and its stops close positions as prices
 * cross them (`triggerStops`, after every tick).
 *
 * The margin an order needs is checked against what the account can still commit and the position
 * opened in the same synchronous step (the route's `commit`), so no two orders can both spend the
 * same free margin.
 */
import type { orderRequests, Trade, TradingAccount } from '@contract/schemas';
import { formatPrice, formatVolume } from '@contract/rules/format';
import { LEVERAGE_CLASS_NAMES, leverageTermsOf } from '@contract/rules/leverage';
import { closingPrice } from '@contract/rules/valuation';
import { stepsOf, volumeOf } from '@contract/rules/volume';
import type { AssetSpec } from '../assets';
import type { Core } from '../core';
import { ApiError, invalid, notFound, type FieldErrors } from '../http/errors';
import type { TradeRecord, UserRecord } from '../types';
import { accountOfTrade, ownAccount } from './accounts';
import { availablePartsOf } from './available';
import { splitCosts, trail, trailingError } from './costs';
import { moneyText } from './money';
import { closedHeadline, closedText, notify, positionPath } from './notifications';
import { closeTrade, openTradeWith, publishTrade } from './trades';
import { orderCostMinor, rateNow } from './valuation';

export type OrderBody = typeof orderRequests.placeOrder.infer;
export type CloseBody = typeof orderRequests.closeTrade.infer;
export type StopsBody = typeof orderRequests.changeStops.infer;

// Messages write prices and volumes as the app's screens do.
const priceText = (asset: AssetSpec, price: number) => formatPrice(price, asset.digits);
const volumeText = formatVolume;

const openingTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** Why the instrument cannot be traded now, or undefined while its market is open. */
export function marketRefusal(core: Core, asset: AssetSpec): string | undefined {
  const market = core.markets.state(asset);
  if (market.state === 'open') return undefined;
  if (market.state === 'halted') return `Trading in ${asset.symbol} is halted.`;
  return market.next_open === null
    ? `${asset.symbol} is closed.`
    : `${asset.symbol} is closed. It opens ${openingTime.format(new Date(market.next_open))} UTC.`;
}

function volumeError(asset: AssetSpec, volume: number): string | undefined {
  if (volume < asset.minVolume || volume > asset.maxVolume) {
    return `The volume must be from ${volumeText(asset.minVolume)} to ${volumeText(asset.maxVolume)}.`;
  }
  if (stepsOf(volume, asset.volumeStep) === undefined) {
    return `The volume must be a multiple of ${volumeText(asset.volumeStep)}.`;
  }
  return undefined;
}

/**
 * Stops on the wrong side of the current price would close the position the moment it opens (or
 * never): a buy's stop-loss below the price and its take-profit above it, a sell's the reverse. The
 * price is the position's closing price (a buy's bid, a sell's ask), which its stops are triggered at;
 * a pending order's are judged against the order's own price (`priceName`).
 */
export function stopErrors(
  asset: AssetSpec,
  side: 'buy' | 'sell',
  price: number,
  stops: { stop_loss?: number | null; take_profit?: number | null },
  priceName = 'the current price',
): FieldErrors {
  const errors: FieldErrors = {};
  const at = `${priceName} of ${priceText(asset, price)}`;
  const { stop_loss: loss, take_profit: profit } = stops;
  if (loss !== undefined && loss !== null && (side === 'buy' ? loss >= price : loss <= price)) {
    errors.stop_loss = [`The stop-loss of a ${side} must be ${side === 'buy' ? 'below' : 'above'} ${at}.`];
  }
  if (profit !== undefined && profit !== null && (side === 'buy' ? profit <= price : profit >= price)) {
    errors.take_profit = [
      `The take-profit of a ${side} must be ${side === 'buy' ? 'above' : 'below'} ${at}.`,
    ];
  }
  return errors;
}

/**
 * Leverage above the most the position may use (contract/rules/leverage.ts), saying what sets it: the
 * instrument's terms, the account's cap, or the retail cap of the instrument's class.
 */
function leverageError(
  core: Core,
  asset: AssetSpec,
  account: TradingAccount,
  leverage: number,
): string | undefined {
  const instrument = { max_leverage: asset.maxLeverage, leverage_class: asset.leverageClass };
  const { max, limit } = leverageTermsOf(instrument, account, core.store.state.settings.retail_leverage_caps);
  if (leverage <= max) return undefined;
  if (limit === 'retail')
    return `Retail accounts trade ${LEVERAGE_CLASS_NAMES[asset.leverageClass]} at up to 1:${max}.`;
  if (limit === 'account') return `This account trades at up to 1:${max}.`;
  return `The leverage must be from 1 to ${max}.`;
}

/**
 * What the account can still put to work: the figure its withdrawals and savings moves are judged by
 * too (a demo account's is its free margin), which the ticket's free margin after shows.
 */
export const committableMinor = (core: Core, user: UserRecord, account: TradingAccount) =>
  Number(availablePartsOf(core, user, account).available);

/** A price the instrument can be quoted at: no more decimals than its digits. */
export const onItsDigits = (asset: AssetSpec, price: number) =>
  Math.abs(Number(price.toFixed(asset.digits)) - price) < 10 ** -(asset.digits + 3);

export function assetOf(core: Core, assetId: number): AssetSpec {
  const asset = core.prices.assets.find((candidate) => candidate.id === assetId);
  if (!asset) throw invalid({ asset_id: ['The selected instrument is invalid.'] });
  return asset;
}

/**
 * What is wrong with an order's volume and leverage on the account (the retail caps included): a
 * market order's or a pending one's.
 */
export function termErrors(
  core: Core,
  asset: AssetSpec,
  account: TradingAccount,
  terms: { volume: number; leverage: number },
): FieldErrors {
  const errors: FieldErrors = {};
  const volume = volumeError(asset, terms.volume);
  if (volume) errors.volume = [volume];
  const leverage = leverageError(core, asset, account, terms.leverage);
  if (leverage) errors.leverage = [leverage];
  return errors;
}

/**
 * Opens the position the order asks for, at the current price, or refuses it naming every problem:
 * the account (403 when not the caller's), the market, the volume, the leverage, the stops, and then
 * the margin it needs against what the account can still commit.
 */
export function placeOrder(core: Core, user: UserRecord, body: OrderBody): Trade {
  const account = ownAccount(core, user, body.account_id);
  const asset = assetOf(core, body.asset_id);
  const closed = marketRefusal(core, asset);
  if (closed) throw invalid({ asset_id: [closed] });
  const quote = core.prices.quote(asset.id);
  const errors: FieldErrors = stopErrors(asset, body.side, closingPrice(body.side, quote), body);
  Object.assign(errors, termErrors(core, asset, account, body));
  const trailing = trailingError(asset, body.trailing_stop_pips);
  if (trailing) errors.trailing_stop_pips = [trailing];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // The margin the position holds once open, valued at its closing price as every open position is,
  // and the spread it pays at once.
  const needed = orderCostMinor(
    { trade_type: body.side, volume: body.volume, leverage: body.leverage },
    quote,
    rateNow(core, asset.id, account.currency),
  );
  const free = committableMinor(core, user, account);
  if (needed > free) {
    throw invalid({
      margin: [
        // The figure as it is, negative too, as a withdrawal's or a savings deposit's refusal says it.
        `Insufficient margin: this order needs ${moneyText(needed, account.currency)}, more than your available free margin of ${moneyText(free, account.currency)}.`,
      ],
    });
  }
  return openTradeWith(core, user, account, {
    asset_id: asset.id,
    trade_type: body.side,
    volume: body.volume,
    leverage: body.leverage,
    stop_loss: body.stop_loss ?? null,
    take_profit: body.take_profit ?? null,
    trailing_stop_pips: body.trailing_stop_pips ?? null,
  });
}

/** The caller's open or closed trade by id; another customer's is a 404, as an unknown id is. */
function ownTrade(core: Core, user: UserRecord, tradeId: number): TradeRecord {
  const record = core.store.state.trades.find((trade) => trade.id === tradeId);
  if (!record || record.user_id !== user.id) throw notFound();
  return record;
}

const alreadyClosed = () => new ApiError(409, { message: 'The position is already closed.' });

/**
 * Closes the position at the current price, or `volume` of it: the part closed becomes a closed trade
 * of its own (with a new id) and the rest stays open under the position's id, so the history shows
 * each close with its own price and P&L. A part leaves at least the instrument's minimum open. Each
 * is announced with `trade.updated`: the part as closed, the rest as updated.
 */
export function closePosition(core: Core, user: UserRecord, tradeId: number, body: CloseBody): Trade {
  const record = ownTrade(core, user, tradeId);
  if (record.closed_at !== null) throw alreadyClosed();
  const asset = core.prices.asset(record.asset_id);
  const closed = marketRefusal(core, asset);
  if (closed) throw invalid({ asset_id: [closed] });
  if (body.volume === undefined || body.volume === record.volume)
    return closeTrade(core, user, record, 'customer');

  const part = stepsOf(body.volume, asset.volumeStep);
  const whole = stepsOf(record.volume, asset.volumeStep) ?? 0;
  const rest = part === undefined ? 0 : volumeOf(whole - part, asset.volumeStep);
  if (part === undefined) {
    throw invalid({ volume: [`The volume must be a multiple of ${volumeText(asset.volumeStep)}.`] });
  }
  if (part > whole) {
    throw invalid({ volume: [`The position holds ${volumeText(record.volume)}; close at most that.`] });
  }
  if (rest < asset.minVolume) {
    throw invalid({
      volume: [
        `At least ${volumeText(asset.minVolume)} must stay open; close all ${volumeText(record.volume)} instead.`,
      ],
    });
  }
  const closing: TradeRecord = { ...record, id: core.store.nextId('trade'), volume: body.volume };
  splitCosts(record, closing, part, whole);
  record.volume = rest;
  core.store.state.trades.push(closing);
  const closedPart = closeTrade(core, user, closing, 'customer');
  // The position changed too (its volume): its owner's screens are told, as a change of stops is.
  publishTrade(core, user, 'updated', record);
  return closedPart;
}

/**
 * Sets both stops of an open position as given (null removes one), judged at the current price, and
 * its trailing stop when the body names one (null removes it): the stop-loss is then at once where the
 * trailing stop puts it, unless the one given is closer.
 */
export function changeStops(core: Core, user: UserRecord, tradeId: number, body: StopsBody): Trade {
  const record = ownTrade(core, user, tradeId);
  if (record.closed_at !== null) throw alreadyClosed();
  const asset = core.prices.asset(record.asset_id);
  const price = closingPrice(record.trade_type, core.prices.quote(asset.id));
  const errors = stopErrors(asset, record.trade_type, price, body);
  const trailing = trailingError(asset, body.trailing_stop_pips);
  if (trailing) errors.trailing_stop_pips = [trailing];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  record.stop_loss = body.stop_loss;
  record.take_profit = body.take_profit;
  if (body.trailing_stop_pips !== undefined) record.trailing_stop_pips = body.trailing_stop_pips;
  trail(core, record);
  return publishTrade(core, user, 'updated', record);
}

/** Which of a position's stops its closing price (a buy's bid, a sell's ask) has reached, if any. */
function stopReached(trade: TradeRecord, price: number): 'stop_loss' | 'take_profit' | undefined {
  const buy = trade.trade_type === 'buy';
  if (trade.stop_loss !== null && (buy ? price <= trade.stop_loss : price >= trade.stop_loss)) {
    return 'stop_loss';
  }
  if (trade.take_profit !== null && (buy ? price >= trade.take_profit : price <= trade.take_profit)) {
    return 'take_profit';
  }
  return undefined;
}

const stopNames = {
  stop_loss: 'Stop-loss',
  take_profit: 'Take-profit',
  trailing_stop: 'Trailing stop',
} as const;

/**
 * After every tick: each trailing stop moves its position's stop-loss as far as the price has moved in
 * the customer's favour (the owner's screens told), then each open position whose price has reached a
 * stop is closed at that price (the price may have moved past the stop within the tick, as it can at a
 * broker; a stop-loss a trailing stop keeps closes it as a trailing stop), and its owner is told what
 * happened, with the instrument, the price and the P&L.
 */
export function triggerStops(core: Core): void {
  const { trades, users } = core.store.state;
  const reached: Array<[TradeRecord, keyof typeof stopNames]> = [];
  for (const trade of trades) {
    if (trade.closed_at !== null) continue;
    if (trail(core, trade)) {
      const owner = users.get(trade.user_id);
      if (owner) publishTrade(core, owner, 'updated', trade);
    }
    if (trade.stop_loss === null && trade.take_profit === null) continue;
    const stop = stopReached(trade, closingPrice(trade.trade_type, core.prices.quote(trade.asset_id)));
    if (stop) {
      reached.push([
        trade,
        stop === 'stop_loss' && trade.trailing_stop_pips !== null ? 'trailing_stop' : stop,
      ]);
    }
  }
  for (const [trade, stop] of reached) {
    const user = users.get(trade.user_id);
    if (!user) continue;
    const asset = core.prices.asset(trade.asset_id);
    const account = accountOfTrade(core, trade);
    const closed = closeTrade(core, user, trade, stop);
    notify(core, user, {
      title: closedHeadline(stopNames[stop], asset, closed, account.currency),
      message: closedText(asset, closed, account.currency, account),
      color: closed.pnl < 0 ? 'warning' : 'success',
      account,
      url: positionPath(closed),
    });
  }
}
