/**
 * The customer's notifications: kept on the server with the user (so every device shows them) and
 * sent live on `notification.{userId}`. Everything the broker does to a customer's money or positions
 * without being asked at that moment (a payment decided, interest, a margin call, a stop, the
 * auto-trader's trades) tells them through `notify`, naming the account and the amount.
 */
import type { Notification, PushKind, Trade, TradingAccount } from '@contract/schemas';
import { formatPrice, formatVolume } from '@contract/rules/format';
import type { AssetSpec } from '../assets';
import { channels } from '../bus';
import type { Core } from '../core';
import { notFound } from '../http/errors';
import type { NotificationRecord, UserRecord } from '../types';
import { signedMoneyText, toMinor } from './money';
import { unreadCount } from './chat';
import { pushTo } from './push';

/** Where the app shows the user's notifications. */
const NOTIFICATIONS_PATH = '/main/dashboard';
/** Where a notice about the account's positions as a whole (a margin call) opens: the trading screen. */
export const POSITIONS_PATH = '/trading';
/** Where a pending order's end that opened nothing (an expiry, a refusal) opens: the trading screen's orders. */
export const ORDERS_PATH = '/trading?show=orders';

/**
 * Where a position's own notice opens: an open one's detail on the trading screen, a closed one in
 * the dashboard's closed trades (the trading screen lists only what is open), each named by its id.
 */
export const positionPath = (trade: Pick<Trade, 'id' | 'closed_at'>): string =>
  trade.closed_at === null ? `/trading?position=${trade.id}` : `/main/dashboard?position=${trade.id}`;
/** Where a price alert's notice opens: the customer's price alerts. */
export const ALERTS_PATH = '/main/alerts';

/** "your live account NW-100001": how a notification names the account it is about. */
export const accountText = (account: Pick<TradingAccount, 'type' | 'account_id'>): string =>
  `your ${account.type} account ${account.account_id}`;

/** "EUR/USD buy of 1,000": a position as messages name it, with its volume written as the screens do. */
const positionText = (asset: AssetSpec, trade: Pick<Trade, 'trade_type' | 'volume'>) =>
  `${asset.symbol} ${trade.trade_type} of ${formatVolume(trade.volume)}`;

/**
 * "EUR/USD buy of 1,000 closed at 1.08412: −$6.81." (with `account`: "… of 1,000 on your live account
 * NW-100001 closed at …"): what a notification says of a closed position.
 */
export function closedText(
  asset: AssetSpec,
  closed: Trade,
  currency: string,
  account?: Pick<TradingAccount, 'type' | 'account_id'>,
): string {
  const pnl = signedMoneyText(toMinor(closed.pnl), currency);
  const on = account ? ` on ${accountText(account)}` : '';
  return `${positionText(asset, closed)}${on} closed at ${formatPrice(closed.closing_price!, asset.digits)}: ${pnl}.`;
}

/**
 * "Stop-loss EUR/USD 1.08412 −$6.81": a closed position's notification title, the instrument, the price
 * and the amount first, so the one line a phone shows of a notification says them.
 */
export function closedHeadline(label: string, asset: AssetSpec, closed: Trade, currency: string): string {
  const pnl = signedMoneyText(toMinor(closed.pnl), currency);
  return `${label} ${asset.symbol} ${formatPrice(closed.closing_price!, asset.digits)} ${pnl}`;
}

/** "EUR/USD buy of 1,000 on your live account NW-100001 opened at 1.08412": a position just opened. */
export const openedText = (
  asset: AssetSpec,
  opened: Trade,
  account: Pick<TradingAccount, 'type' | 'account_id'>,
): string =>
  `${positionText(asset, opened)} on ${accountText(account)} opened at ${formatPrice(opened.opening_price, asset.digits)}`;

export function toNotification(record: NotificationRecord): Notification {
  return {
    id: record.id,
    title: record.title,
    message: record.message,
    color: record.color,
    read: record.read,
    created_at: record.created_at,
    ...(record.account_id === undefined ? {} : { account_id: record.account_id }),
  };
}

/**
 * Tells the user, kept with them and sent live to their open apps, and by Web Push to each device
 * that wants its `kind` (a broker notification unless said), which a tap opens at `url` (the
 * notifications' screen unless said). `account`: the trading account it is about, so a customer on
 * another account (a demo one) knows which it was.
 */
export function notify(
  core: Core,
  user: UserRecord,
  {
    account,
    kind = 'broker',
    url = NOTIFICATIONS_PATH,
    ...input
  }: {
    title: string;
    message: string;
    color: string;
    account?: TradingAccount;
    kind?: PushKind;
    url?: string;
  },
): Notification {
  const record: NotificationRecord = {
    id: globalThis.crypto.randomUUID(),
    user_id: user.id,
    ...input,
    kind,
    read: false,
    created_at: core.store.stamp(),
    ...(account ? { account_id: account.account_id } : {}),
  };
  core.store.state.notifications.push(record);
  const notification = toNotification(record);
  core.bus.publish({
    channel: channels.notification(user.id),
    event: 'notification.message',
    data: { notification },
  });
  void pushTo(core, user, {
    kind,
    title: record.title,
    text: record.message,
    url,
    badge: unreadCount(core, user),
  });
  return notification;
}

/** Someone else's notification is "not found": its existence is not the caller's business. */
export function markNotificationRead(core: Core, user: UserRecord, id: string): Notification {
  const record = core.store.state.notifications.find((n) => n.id === id && n.user_id === user.id);
  if (!record) throw notFound();
  record.read = true;
  return toNotification(record);
}
