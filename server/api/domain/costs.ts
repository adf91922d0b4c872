/**
 * What holding a position costs and its trailing stop, by the rules in contract/rules/costs.ts: the
 * commission charged at each side of a deal, the swap charged or credited at each daily rollover, and
 * the stop-loss a trailing stop moves as the price moves in the customer's favour. Every charge goes
 * to the balance through changeBalance (a 'commission' or 'swap' line of the statement naming the
 * trade) and onto the trade's own `commission` or `swap`, so the position shows what it cost.
 */
import { commissionMinor, TRAILING_PIPS, trailedStop, trailingProblem } from '@contract/rules/costs';
import { formatVolume } from '@contract/rules/format';
import { numberOf, pipDecimals, pipSizeOf, pipsDistance, pipUnitOf } from '@contract/rules/pips';
import { closingPrice } from '@contract/rules/valuation';
import { decimalOfNumber } from '@contract/rules/volume';
import type { AssetSpec, InstrumentCosts } from '../assets';
import type { Core } from '../core';
import type { TradeRecord, UserRecord } from '../types';
import { accountOfTrade, changeBalance } from './accounts';
import { fromMinor, toMinor } from './money';
import { rateOf } from './valuation';

/** The tenant's swap and commission on an instrument: its settings, else the instrument's defaults. */
export const costsOf = (core: Core, asset: AssetSpec): InstrumentCosts =>
  core.store.state.instrumentCosts.get(asset.id) ?? asset;

/** Adds cents to one of a trade's running costs, kept in currency units as its other money is. */
export const addTo = (record: TradeRecord, field: 'swap' | 'commission', minor: number) => {
  record[field] = fromMinor(toMinor(record[field]) + minor);
};

/**
 * Charges the commission of one side of a deal of `volume` units of the trade (its opening, or the
 * closing of it or a part), when the tenant charges one on its instrument. Answers the cents charged.
 */
export function chargeCommission(core: Core, user: UserRecord, record: TradeRecord, volume: number): number {
  const asset = core.prices.asset(record.asset_id);
  const account = accountOfTrade(core, record);
  const usdRate = rateOf('USD', account.currency, (symbol) => core.prices.priceOf(symbol));
  const perLot = costsOf(core, asset).commissionPerLot;
  const minor = Number(commissionMinor(volume, asset.contractSize, perLot, usdRate));
  if (minor === 0) return 0;
  changeBalance(core, user, account, minor, { kind: 'commission', reference: `${record.id}` });
  addTo(record, 'commission', minor);
  return minor;
}

/**
 * A part of a position closed as a trade of its own takes its share of what the position was charged
 * so far, by volume (the rest stays with the position), so the two add up to what was charged.
 */
export function splitCosts(position: TradeRecord, part: TradeRecord, partVolume: number, whole: number) {
  for (const field of ['swap', 'commission'] as const) {
    const total = toMinor(position[field]);
    const share = Math.round((total * partVolume) / whole);
    part[field] = fromMinor(share);
    position[field] = fromMinor(total - share);
  }
}

// -------------------------------------------------------------------------------------------------
// Trailing stops
// -------------------------------------------------------------------------------------------------

/** How far a trailing distance in pips (points on an index) is in price on the instrument, exactly. */
export const trailingDistance = (asset: AssetSpec, pips: number): number =>
  numberOf(pipsDistance(decimalOfNumber(pips), pipSizeOf(asset)));

/** What is wrong with a trailing distance on the instrument, or undefined when it may be kept (or is none). */
export function trailingError(asset: AssetSpec, pips: number | null | undefined): string | undefined {
  if (pips === undefined || pips === null) return undefined;
  const units = pipUnitOf({ base_currency: asset.base }) === 'pip' ? 'pips' : 'points';
  const instrument = { pipSize: pipSizeOf(asset), digits: asset.digits };
  // Far beyond the range a number is written with an exponent, which no decimal here reads.
  const problem = pips > TRAILING_PIPS.max ? 'range' : trailingProblem(decimalOfNumber(pips), instrument);
  switch (problem) {
    case 'range':
      return `The trailing stop must be from ${formatVolume(TRAILING_PIPS.min)} to ${formatVolume(TRAILING_PIPS.max)} ${units}.`;
    case 'precision': {
      const places = pipDecimals(instrument.pipSize, instrument.digits);
      return places === 0
        ? `The trailing stop must be a whole number of ${units}.`
        : `The trailing stop may have at most ${places} decimal ${places === 1 ? 'place' : 'places'}.`;
    }
    case undefined:
      return undefined;
  }
}

/**
 * Moves the trade's stop-loss to where its trailing stop puts it at the current price: closer when the
 * price has moved in the customer's favour, never back. Answers whether it moved.
 */
export function trail(core: Core, record: TradeRecord): boolean {
  if (record.trailing_stop_pips === null) return false;
  const asset = core.prices.asset(record.asset_id);
  const price = closingPrice(record.trade_type, core.prices.quote(asset.id));
  const distance = trailingDistance(asset, record.trailing_stop_pips);
  const stop = trailedStop(record.trade_type, record.stop_loss, price, distance, asset.digits);
  if (stop === record.stop_loss) return false;
  record.stop_loss = stop;
  return true;
}
