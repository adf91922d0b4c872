/**
 * Pending orders: a buy or sell limit or stop at a price, with optional stops and an expiry, that the
 * server fills when the market reaches it (contract/rules/pending-orders.ts says when and at what
 * price). Placing judges what a market order is judged by (the account, the market, the volume, the
 * leverage) and the price's side of the market; the margin is judged at the fill, against what the
 * account can commit then, so orders filling together never spend the same free margin. Every end of
 * an order the customer did not ask for at that moment (a fill, a refusal, an expiry) tells them with a
 * notification, and every change is announced with `order.updated` on their trade channel.
 *
 * A closed or halted market keeps its orders: they are not checked until it opens again, and the first
 * price then may have gapped past them.
 */
import { formatPrice, formatVolume } from '@contract/rules/format';
import {
  isOnItsSide,
  orderFillPrice,
  orderReached,
  requiredSide,
  sideOfOrder,
  watchedPrice,
} from '@contract/rules/pending-orders';
import { marginInQuote, pnlInQuote, type Quote } from '@contract/rules/valuation';
import type { PendingOrder, PendingOrderType, pendingOrderRequests, TradingAccount } from '@contract/schemas';
import type { AssetSpec } from '../assets';
import { channels } from '../bus';
import type { Core } from '../core';
import { ApiError, invalid, notFound, type FieldErrors } from '../http/errors';
import type { PendingOrderRecord, UserRecord } from '../types';
import { ownAccount } from './accounts';
import { toMinor, moneyText } from './money';
import { accountText, notify, ORDERS_PATH, positionPath } from './notifications';
import { assetOf, committableMinor, marketRefusal, onItsDigits, stopErrors, termErrors } from './orders';
import { openTradeWith } from './trades';
import { rateNow } from './valuation';

export type PlacePendingBody = typeof pendingOrderRequests.place.infer;
export type ChangePendingBody = typeof pendingOrderRequests.change.infer;
export type OrderAction = 'placed' | 'changed' | 'filled' | 'cancelled' | 'expired' | 'refused';

/** How far ahead an expiry may be. */
const MAX_EXPIRY_MS = 366 * 24 * 3_600_000;

const typeNames: Record<PendingOrderType, string> = {
  buy_limit: 'buy limit',
  sell_limit: 'sell limit',
  buy_stop: 'buy stop',
  sell_stop: 'sell stop',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function toPendingOrder(record: PendingOrderRecord): PendingOrder {
  const { user_id: _user, ...order } = record;
  return order;
}

function publishOrder(core: Core, user: UserRecord, action: OrderAction, record: PendingOrderRecord) {
  const order = toPendingOrder(record);
  core.bus.publish({ channel: channels.trade(user.id), event: 'order.updated', data: { action, order } });
  return order;
}

/**
 * What is wrong with an order's price, stops and expiry now: the price must be quoted to the
 * instrument's digits and on its side of the market (a buy limit below the ask, a buy stop above it,
 * a sell limit above the bid, a sell stop below it), the stops on the far sides of the price the
 * position would open at, the expiry later than now and within a year.
 */
function priceErrors(
  core: Core,
  asset: AssetSpec,
  type: PendingOrderType,
  body: Pick<PlacePendingBody, 'price' | 'stop_loss' | 'take_profit' | 'expires_at'>,
): FieldErrors {
  const quote = core.prices.quote(asset.id);
  const errors: FieldErrors = {};
  if (!onItsDigits(asset, body.price)) {
    errors.price = [`The price of ${asset.symbol} has at most ${asset.digits} decimals.`];
  } else if (!isOnItsSide(type, body.price, quote)) {
    const watched = sideOfOrder(type) === 'buy' ? 'ask' : 'bid';
    errors.price = [
      `The price of a ${typeNames[type]} must be ${requiredSide(type)} the ${watched} of ${formatPrice(watchedPrice(type, quote), asset.digits)}.`,
    ];
  }
  Object.assign(errors, stopErrors(asset, sideOfOrder(type), body.price, body, "the order's price"));
  if (body.expires_at !== undefined && body.expires_at !== null) {
    const at = Date.parse(body.expires_at);
    const now = core.store.now();
    if (at <= now) errors.expires_at = ['The expiry must be later than now.'];
    else if (at > now + MAX_EXPIRY_MS) errors.expires_at = ['The expiry must be within a year.'];
  }
  return errors;
}

/** The caller's order by id; another customer's is a 404, as an unknown id is. */
function ownOrder(core: Core, user: UserRecord, id: number): PendingOrderRecord {
  const record = core.store.state.pendingOrders.find((order) => order.id === id);
  if (!record || record.user_id !== user.id) throw notFound();
  return record;
}

const noLongerPending = (record: PendingOrderRecord) =>
  new ApiError(409, { message: `The order is no longer pending: it was ${record.status}.` });

export function placePendingOrder(core: Core, user: UserRecord, body: PlacePendingBody): PendingOrder {
  const account = ownAccount(core, user, body.account_id);
  const asset = assetOf(core, body.asset_id);
  const closed = marketRefusal(core, asset);
  if (closed) throw invalid({ asset_id: [closed] });
  const errors = { ...priceErrors(core, asset, body.type, body), ...termErrors(core, asset, account, body) };
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const now = core.store.stamp();
  const record: PendingOrderRecord = {
    id: core.store.nextId('pendingOrder'),
    user_id: user.id,
    account_id: account.account_id,
    asset_id: asset.id,
    type: body.type,
    price: body.price,
    volume: body.volume,
    leverage: body.leverage,
    stop_loss: body.stop_loss ?? null,
    take_profit: body.take_profit ?? null,
    expires_at:
      body.expires_at === undefined || body.expires_at === null
        ? null
        : new Date(body.expires_at).toISOString(),
    status: 'pending',
    created_at: now,
    updated_at: now,
    trade_id: null,
    reason: null,
  };
  core.store.state.pendingOrders.push(record);
  return publishOrder(core, user, 'placed', record);
}

/** Sets a pending order's price, stops and expiry as given, judged as a new order's are. */
export function changePendingOrder(
  core: Core,
  user: UserRecord,
  id: number,
  body: ChangePendingBody,
): PendingOrder {
  const record = ownOrder(core, user, id);
  if (record.status !== 'pending') throw noLongerPending(record);
  const asset = core.prices.asset(record.asset_id);
  const closed = marketRefusal(core, asset);
  if (closed) throw invalid({ asset_id: [closed] });
  const errors = priceErrors(core, asset, record.type, body);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  record.price = body.price;
  record.stop_loss = body.stop_loss;
  record.take_profit = body.take_profit;
  record.expires_at = body.expires_at === null ? null : new Date(body.expires_at).toISOString();
  record.updated_at = core.store.stamp();
  return publishOrder(core, user, 'changed', record);
}

/** Cancels a pending order, whatever its market's state: cancelling trades nothing. */
export function cancelPendingOrder(core: Core, user: UserRecord, id: number): PendingOrder {
  const record = ownOrder(core, user, id);
  if (record.status !== 'pending') throw noLongerPending(record);
  record.status = 'cancelled';
  record.updated_at = core.store.stamp();
  return publishOrder(core, user, 'cancelled', record);
}

/** The account's pending orders, or those that came to an end (the latest 100), newest first. */
export function pendingOrdersOf(
  core: Core,
  account: TradingAccount,
  which: 'pending' | 'history',
): PendingOrder[] {
  const chosen = core.store.state.pendingOrders.filter(
    (order) =>
      order.account_id === account.account_id && (order.status === 'pending') === (which === 'pending'),
  );
  const newest = chosen.reverse();
  return (which === 'history' ? newest.slice(0, 100) : newest).map(toPendingOrder);
}

/** "EUR/USD buy limit of 1,000 at 1.08000 on your live account NW-100001" */
const orderText = (asset: AssetSpec, record: PendingOrderRecord, account: TradingAccount) =>
  `${asset.symbol} ${typeNames[record.type]} of ${formatVolume(record.volume)} at ${formatPrice(record.price, asset.digits)} on ${accountText(account)}`;

/**
 * What the order takes from the free margin once filled at `price` with the market at `quote`, in the
 * account's cents: the margin the position holds and what it is down the moment it opens (the spread,
 * and for a limit filled at its price the distance to the price it closes at), each rounded as the
 * account's valuation rounds them.
 */
function fillCostMinor(record: PendingOrderRecord, price: number, quote: Quote, rate: number): number {
  const position = { trade_type: sideOfOrder(record.type), volume: record.volume, leverage: record.leverage };
  const margin = toMinor(marginInQuote(position, quote) * rate);
  return margin - toMinor(pnlInQuote({ ...position, opening_price: price }, quote) * rate);
}

function endOrder(
  core: Core,
  user: UserRecord,
  record: PendingOrderRecord,
  status: 'filled' | 'expired' | 'refused',
  reason: string | null,
) {
  record.status = status;
  record.reason = reason;
  record.updated_at = core.store.stamp();
  publishOrder(core, user, status, record);
}

/** Fills the order reached at `quote`, or refuses it when the account cannot carry it then. */
function fillOrder(core: Core, user: UserRecord, record: PendingOrderRecord, quote: Quote, gapped: boolean) {
  const asset = core.prices.asset(record.asset_id);
  const account = ownAccount(core, user, record.account_id);
  const fill = orderFillPrice(record.type, record.price, quote, gapped);
  const needed = fillCostMinor(record, fill.price, quote, rateNow(core, asset.id, account.currency));
  const free = committableMinor(core, user, account);
  const name = capitalised(typeNames[record.type]);
  if (needed > free) {
    const reason = `Insufficient margin: this order needs ${moneyText(needed, account.currency)}, more than your available free margin of ${moneyText(free, account.currency)}.`;
    endOrder(core, user, record, 'refused', reason);
    notify(core, user, {
      title: `${name} refused ${asset.symbol}`,
      message: `${orderText(asset, record, account)} was refused when the market reached it. ${reason}`,
      color: 'warning',
      account,
      url: ORDERS_PATH,
    });
    return;
  }
  const trade = openTradeWith(core, user, account, {
    asset_id: asset.id,
    trade_type: sideOfOrder(record.type),
    volume: record.volume,
    leverage: record.leverage,
    stop_loss: record.stop_loss,
    take_profit: record.take_profit,
    opening_price: fill.price,
  });
  record.trade_id = trade.id;
  const at = formatPrice(fill.price, asset.digits);
  const reason = fill.gapped
    ? `The market opened past the order's price: it filled at the first price after the gap, ${at}.`
    : null;
  endOrder(core, user, record, 'filled', reason);
  notify(core, user, {
    title: `${name} filled ${asset.symbol} ${at}`,
    message: `${orderText(asset, record, account)} filled at ${at}.${reason === null ? '' : ` ${reason}`}`,
    color: 'success',
    account,
    url: positionPath(trade),
  });
}

function expireOrder(core: Core, user: UserRecord, record: PendingOrderRecord) {
  const asset = core.prices.asset(record.asset_id);
  const account = ownAccount(core, user, record.account_id);
  endOrder(core, user, record, 'expired', null);
  notify(core, user, {
    title: `${capitalised(typeNames[record.type])} expired ${asset.symbol}`,
    message: `${orderText(asset, record, account)} expired.`,
    color: 'info',
    account,
    url: ORDERS_PATH,
  });
}

/**
 * The check every tick runs after the stops: each pending order past its expiry expires; each whose
 * market is open and has reached its price fills (oldest first, so orders reached together are judged
 * in the order they were placed, each against the free margin the earlier fills left). Whether each
 * market was open at the previous look is kept, so the first price after an opening or a resume is
 * known to have gapped.
 */
export function createPendingOrderCheck(core: Core): () => void {
  let openAtLastLook = new Map<number, boolean>();
  return function checkPendingOrders() {
    const { pendingOrders, users } = core.store.state;
    const now = new Date(core.store.now()).toISOString();
    const openNow = new Map<number, boolean>();
    const quotes = new Map<number, Quote>();
    const expired: PendingOrderRecord[] = [];
    const reached: PendingOrderRecord[] = [];
    for (const order of pendingOrders) {
      if (order.status !== 'pending') continue;
      // ISO times in UTC compare as text.
      if (order.expires_at !== null && order.expires_at <= now) {
        expired.push(order);
        continue;
      }
      let open = openNow.get(order.asset_id);
      if (open === undefined) {
        open = core.markets.trades(core.prices.asset(order.asset_id));
        openNow.set(order.asset_id, open);
      }
      if (!open) continue;
      let quote = quotes.get(order.asset_id);
      if (quote === undefined) {
        quote = core.prices.quote(order.asset_id);
        quotes.set(order.asset_id, quote);
      }
      if (orderReached(order.type, order.price, quote)) reached.push(order);
    }
    for (const order of expired) {
      const user = users.get(order.user_id);
      if (user) expireOrder(core, user, order);
    }
    for (const order of reached) {
      const user = users.get(order.user_id);
      const gapped = openAtLastLook.get(order.asset_id) === false;
      if (user) fillOrder(core, user, order, quotes.get(order.asset_id)!, gapped);
    }
    // Only the markets looked at now: one without orders then is no gap for an order placed since.
    openAtLastLook = openNow;
  };
}
