/**
 * Price alerts: the customer is told when an instrument's bid or ask reaches a price from above or
 * below (contract/rules/price-alerts.ts says when, and where one may be set). They are kept here, not
 * on a device, and checked at every tick of the price feed: one that is reached fires once, becomes
 * `triggered` with the moment and the watched price, tells its owner with a notification (which
 * reaches every device) and is announced with `alert.updated` on their trade channel, as every change
 * of an alert is.
 */
import { formatPrice } from '@contract/rules/format';
import {
  alertReached,
  isAlertOnItsSide,
  MAX_ACTIVE_ALERTS,
  mayAddAlert,
  watchedAlertPrice,
} from '@contract/rules/price-alerts';
import type { PriceAlert, priceAlertRequests } from '@contract/schemas';
import type { AssetSpec } from '../assets';
import { channels } from '../bus';
import type { Core } from '../core';
import { ApiError, invalid, notFound, type FieldErrors } from '../http/errors';
import type { PriceAlertRecord, UserRecord } from '../types';
import { ALERTS_PATH, notify } from './notifications';
import { assetOf, onItsDigits } from './orders';

export type CreateAlertBody = typeof priceAlertRequests.create.infer;
export type ChangeAlertBody = typeof priceAlertRequests.change.infer;
export type AlertAction = 'created' | 'changed' | 'deleted' | 'triggered';

/** How many triggered alerts the list keeps showing, newest first, after the active ones. */
export const TRIGGERED_SHOWN = 50;

export const alertLimitMessage = `You can keep up to ${MAX_ACTIVE_ALERTS} active price alerts. Delete one to set another.`;

export function toPriceAlert(record: PriceAlertRecord): PriceAlert {
  const { user_id: _user, ...alert } = record;
  return alert;
}

/**
 * The active alerts by instrument, with the nearest price each could go off at: the lowest of those
 * waiting above and the highest of those waiting below, on the bid and on the ask. A tick leaves most
 * instruments between them, and the check then reads no alert of theirs. Made again after any change
 * of an alert; a new store state (a reset) is a new list, so it has none yet.
 */
interface AssetWatch {
  alerts: PriceAlertRecord[];
  above: { bid: number; ask: number };
  below: { bid: number; ask: number };
}
const watches = new WeakMap<PriceAlertRecord[], Map<number, AssetWatch>>();

function watchesOf(priceAlerts: PriceAlertRecord[]): Map<number, AssetWatch> {
  let byAsset = watches.get(priceAlerts);
  if (byAsset) return byAsset;
  byAsset = new Map();
  for (const alert of priceAlerts) {
    if (alert.status !== 'active') continue;
    let watch = byAsset.get(alert.asset_id);
    if (!watch) {
      watch = {
        alerts: [],
        above: { bid: Infinity, ask: Infinity },
        below: { bid: -Infinity, ask: -Infinity },
      };
      byAsset.set(alert.asset_id, watch);
    }
    watch.alerts.push(alert);
    if (alert.direction === 'above') watch.above[alert.side] = Math.min(watch.above[alert.side], alert.price);
    else watch.below[alert.side] = Math.max(watch.below[alert.side], alert.price);
  }
  watches.set(priceAlerts, byAsset);
  return byAsset;
}

function publishAlert(core: Core, user: UserRecord, action: AlertAction, record: PriceAlertRecord) {
  // Every change of an alert passes here: the next check sees it.
  watches.delete(core.store.state.priceAlerts);
  const alert = toPriceAlert(record);
  core.bus.publish({ channel: channels.trade(user.id), event: 'alert.updated', data: { action, alert } });
  return alert;
}

/** The caller's alert by id; another customer's is a 404, as an unknown id is. */
function ownAlert(core: Core, user: UserRecord, id: number): PriceAlertRecord {
  const record = core.store.state.priceAlerts.find((alert) => alert.id === id);
  if (!record || record.user_id !== user.id) throw notFound();
  return record;
}

/** "EUR/USD bid above 1.09000" */
const alertText = (asset: AssetSpec, alert: Pick<PriceAlert, 'side' | 'direction' | 'price'>) =>
  `${asset.symbol} ${alert.side} ${alert.direction} ${formatPrice(alert.price, asset.digits)}`;

/**
 * What is wrong with an alert's price now: quoted to the instrument's digits, and on its direction's
 * side of the watched price (one that would go off at once is no alert).
 */
function priceErrors(core: Core, asset: AssetSpec, body: ChangeAlertBody): FieldErrors {
  if (!onItsDigits(asset, body.price)) {
    return { price: [`The price of ${asset.symbol} has at most ${asset.digits} decimals.`] };
  }
  const watched = watchedAlertPrice(body.side, core.prices.quote(asset.id));
  if (!isAlertOnItsSide(body.direction, body.price, watched)) {
    return {
      price: [
        `An alert for ${asset.symbol} going ${body.direction} must be ${body.direction} the ${body.side} of ${formatPrice(watched, asset.digits)}.`,
      ],
    };
  }
  return {};
}

const activeCount = (core: Core, user: UserRecord) => {
  let count = 0;
  for (const alert of core.store.state.priceAlerts) {
    if (alert.user_id === user.id && alert.status === 'active') count += 1;
  }
  return count;
};

export function createPriceAlert(core: Core, user: UserRecord, body: CreateAlertBody): PriceAlert {
  const asset = assetOf(core, body.asset_id);
  if (!mayAddAlert(activeCount(core, user))) throw invalid({ alerts: [alertLimitMessage] });
  const errors = priceErrors(core, asset, body);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const now = core.store.stamp();
  const record: PriceAlertRecord = {
    id: core.store.nextId('priceAlert'),
    user_id: user.id,
    asset_id: asset.id,
    side: body.side,
    direction: body.direction,
    price: body.price,
    status: 'active',
    created_at: now,
    updated_at: now,
    triggered_at: null,
    triggered_price: null,
  };
  core.store.state.priceAlerts.push(record);
  return publishAlert(core, user, 'created', record);
}

/** Sets an active alert's side, direction and price as given, judged as a new alert's are. */
export function changePriceAlert(
  core: Core,
  user: UserRecord,
  id: number,
  body: ChangeAlertBody,
): PriceAlert {
  const record = ownAlert(core, user, id);
  if (record.status !== 'active') {
    throw new ApiError(409, { message: 'The alert has already gone off: set a new one instead.' });
  }
  const errors = priceErrors(core, core.prices.asset(record.asset_id), body);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  record.side = body.side;
  record.direction = body.direction;
  record.price = body.price;
  record.updated_at = core.store.stamp();
  return publishAlert(core, user, 'changed', record);
}

/** Deletes an alert, active or triggered: the answer and the event carry it as it was. */
export function deletePriceAlert(core: Core, user: UserRecord, id: number): PriceAlert {
  const record = ownAlert(core, user, id);
  const { priceAlerts } = core.store.state;
  priceAlerts.splice(priceAlerts.indexOf(record), 1);
  return publishAlert(core, user, 'deleted', record);
}

/** The caller's active alerts, then the latest triggered ones, newest first in each. */
export function priceAlertsOf(core: Core, user: UserRecord): PriceAlert[] {
  const active: PriceAlert[] = [];
  const triggered: PriceAlert[] = [];
  const { priceAlerts } = core.store.state;
  for (let i = priceAlerts.length - 1; i >= 0; i--) {
    const alert = priceAlerts[i]!;
    if (alert.user_id !== user.id) continue;
    if (alert.status === 'active') active.push(toPriceAlert(alert));
    else if (triggered.length < TRIGGERED_SHOWN) triggered.push(toPriceAlert(alert));
  }
  // Triggered ones by when they fired, the latest first: an old alert may fire after a newer one.
  triggered.sort((a, b) => (a.triggered_at! < b.triggered_at! ? 1 : -1));
  return [...active, ...triggered];
}

function fire(core: Core, user: UserRecord, record: PriceAlertRecord, watched: number) {
  const asset = core.prices.asset(record.asset_id);
  record.status = 'triggered';
  record.triggered_at = core.store.stamp();
  record.triggered_price = watched;
  record.updated_at = record.triggered_at;
  publishAlert(core, user, 'triggered', record);
  const at = formatPrice(watched, asset.digits);
  notify(core, user, {
    title: `Price alert ${asset.symbol} ${at}`,
    message: `${alertText(asset, record)}: the ${record.side} reached ${at}.`,
    color: 'info',
    // Pushed to the devices that chose price alerts; a tap opens the list it is marked triggered in.
    kind: 'price_alert',
    url: ALERTS_PATH,
  });
}

/**
 * The check every tick runs: each active alert whose watched price has reached its own fires. An
 * instrument whose bid and ask are still between its nearest alerts above and below is passed over
 * whole, so a tick costs a comparison per instrument with alerts, and a look at each alert only of
 * those that moved to one.
 */
export function checkPriceAlerts(core: Core): void {
  const { priceAlerts, users } = core.store.state;
  let reached: { record: PriceAlertRecord; watched: number }[] | undefined;
  for (const [assetId, watch] of watchesOf(priceAlerts)) {
    const { above, below } = watch;
    // The ask is worked out from the market's hours (its spread widens at an opening): only read
    // where an alert watches it.
    const onAsk = above.ask !== Infinity || below.ask !== -Infinity;
    const bid = core.prices.price(assetId);
    if (bid < above.bid && bid > below.bid && !onAsk) continue;
    const { ask } = onAsk ? core.prices.quote(assetId) : { ask: Infinity };
    if (bid < above.bid && ask < above.ask && bid > below.bid && ask > below.ask) continue;
    for (const alert of watch.alerts) {
      const watched = watchedAlertPrice(alert.side, { bid, ask });
      if (alertReached(alert.direction, alert.price, watched))
        (reached ??= []).push({ record: alert, watched });
    }
  }
  // Fired after the scan: a notification's listeners must not see the list half checked.
  for (const { record, watched } of reached ?? []) {
    const user = users.get(record.user_id);
    if (user) fire(core, user, record, watched);
  }
}
