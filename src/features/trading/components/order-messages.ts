/** What the ticket and a position's forms say of a volume or a stop the rules refused, and how a volume reads. */
import type { AssetName } from '@contract';
import { formatPrice, formatVolume } from '@contract/rules/format';
import { TRAILING_PIPS, type TrailingProblem } from '@contract/rules/costs';
import { formatLots, pipDecimals } from '@contract/rules/pips';
import { m } from '@/i18n';
import type {
  CloseVolumeProblem,
  OrderPriceProblem,
  StopProblem,
  VolumeProblem,
} from '../model/order-ticket';

const e = m.trading.ticket.errors;
const t = m.trading.ticket;

export type LotTerms = Pick<AssetName, 'contract_size' | 'base_currency'>;

const pipFormats = new Map<number, Intl.NumberFormat>();

/**
 * A price distance in pips (points), with as many decimals of a pip as a quoted price has: "20",
 * "2.5"; the float quotient's noise (19.999999999) rounds away.
 */
export function formatPips(distance: number, asset: Pick<AssetName, 'pip_size' | 'digits'>): string {
  const decimals = pipDecimals(asset.pip_size, asset.digits);
  let format = pipFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en', { maximumFractionDigits: decimals });
    pipFormats.set(decimals, format);
  }
  return format.format(Math.abs(distance) / asset.pip_size);
}

/** What one unit of an instrument is called: its base currency (EUR, BTC, XAU), else units. */
export const unitName = (asset: LotTerms) => asset.base_currency ?? t.units;

/** Units as lots: "0.10 lots", or the units themselves where they are no whole number of decimal lots. */
export function lotsText(units: number, asset: LotTerms): string {
  const lots = formatLots(units, asset.contract_size);
  return lots === undefined ? t.inUnits(formatVolume(units), unitName(asset)) : t.lots(lots);
}

/** Units as a number of lots ("0.01"), or as units where they make no whole number of decimal lots. */
const lotsNumber = (units: number, asset: LotTerms) =>
  formatLots(units, asset.contract_size) ?? lotsText(units, asset);

/**
 * A volume as the ticket shows it: in lots, with the units beside it where a lot is more than one
 * ("0.10 lots = 10,000 EUR"; "0.50 lots" of an index).
 */
export function volumeText(units: number, asset: LotTerms): string {
  const lots = lotsText(units, asset);
  return asset.contract_size > 1 && formatLots(units, asset.contract_size) !== undefined
    ? t.lotsInUnits(lots, formatVolume(units), unitName(asset))
    : lots;
}

/** A volume the ticket refused, with the instrument's own limits in lots and units. */
export function lotsMessage(
  problem: VolumeProblem,
  asset: LotTerms & Pick<AssetName, 'min_volume' | 'max_volume'>,
): string {
  switch (problem.kind) {
    case 'empty':
      return e.volumeEmpty;
    case 'invalid':
      return e.lotsInvalid(lotsNumber(asset.min_volume, asset), lotsNumber(asset.max_volume, asset));
    case 'too-small':
      return e.volumeTooSmall(volumeText(problem.min, asset));
    case 'too-large':
      return e.volumeTooLarge(volumeText(problem.max, asset));
    case 'off-step':
      return e.volumeOffStep(volumeText(problem.step, asset));
  }
}

/**
 * A position's volume as its row and its detail show it: as the ticket does, or in units where its
 * instrument is one /data no longer lists, whose lot is not known.
 */
export const positionVolumeText = (units: number, asset: LotTerms | undefined) =>
  asset ? volumeText(units, asset) : m.trading.trades.volume(formatVolume(units));

/** A position's volume within a sentence ("Close 0.01 lots BTC/USD"): lots alone, as the ticket's button. */
export const positionLotsText = (units: number, asset: LotTerms | undefined) =>
  asset ? lotsText(units, asset) : m.trading.trades.volume(formatVolume(units));

/**
 * A part of a position to close that its form refused, with what the position holds and the
 * instrument's limits in lots and units (in units where the instrument is not listed).
 */
export function volumeMessage(
  problem: CloseVolumeProblem,
  position: number,
  asset: LotTerms | undefined,
): string {
  const text = (units: number) => positionVolumeText(units, asset);
  switch (problem.kind) {
    case 'empty':
      return e.volumeEmpty;
    case 'invalid':
      return m.trading.position.errors.closeInvalid[asset ? 'lots' : 'units'](text(position));
    case 'too-small':
      return e.volumeTooSmall(text(problem.min));
    case 'too-large':
      return e.volumeTooLarge(text(problem.max));
    case 'off-step':
      return e.volumeOffStep(text(problem.step));
    case 'over-position':
      return m.trading.position.errors.overPosition(text(problem.max));
    case 'remainder-too-small':
      return m.trading.position.errors.remainderTooSmall(text(problem.min));
  }
}

export function stopMessage(problem: StopProblem, digits: number): string {
  switch (problem.kind) {
    case 'invalid':
      return e.stopInvalid;
    case 'too-precise':
      return e.stopTooPrecise(problem.digits);
    case 'wrong-side':
      return e.stopWrongSide(problem.below, problem.quote, formatPrice(problem.price, digits));
  }
}

/** What the trailing stop's field says of a distance the shared rule refused (contract/rules/costs.ts). */
export function trailingMessage(
  problem: TrailingProblem | 'invalid',
  instrument: Pick<AssetName, 'pip_size' | 'digits' | 'base_currency'>,
): string {
  switch (problem) {
    case 'invalid':
      return e.trailingInvalid;
    case 'range':
      return e.trailingRange(
        formatVolume(TRAILING_PIPS.min),
        formatVolume(TRAILING_PIPS.max),
        instrument.base_currency === undefined ? 'point' : 'pip',
      );
    case 'precision':
      return e.trailingTooPrecise(pipDecimals(instrument.pip_size, instrument.digits));
  }
}

/** What is wrong with a pending order's price, in the ticket's words. */
export function orderPriceMessage(problem: OrderPriceProblem, digits: number): string {
  switch (problem.kind) {
    case 'empty':
      return e.orderPriceEmpty;
    case 'invalid':
      return e.orderPriceInvalid;
    case 'too-precise':
      return e.stopTooPrecise(problem.digits);
    case 'wrong-side':
      return e.orderPriceWrongSide(problem.below, problem.watched, formatPrice(problem.price, digits));
  }
}

export const expiryMessage = (problem: 'empty' | 'invalid' | 'past'): string =>
  ({ empty: e.expiryEmpty, invalid: e.expiryInvalid, past: e.expiryPast })[problem];
