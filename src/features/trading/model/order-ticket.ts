/**
 * The order ticket and a position's close and stops, as plain rules:
 * - a volume is read from what the customer typed as an exact decimal and checked against the
 *   instrument's limits and step in integers (1,000 units on a step of 1,000, 0.07 on a step of 0.01:
 *   a float remainder would call 0.07 off a 0.01 step); the ticket's is typed in lots, and the units
 *   those lots are (contract/rules/pips.ts) are what is checked and sent;
 * - the leverage is chosen from a short list capped at the instrument's most;
 * - a stop is typed as a price or as a distance in pips (points on an index) from the current price,
 *   and must lie on the right side of that price (a buy's stop-loss below it, its take-profit above; a
 *   sell the reverse), as the server checks it; that price is the one the position closes at (a buy's
 *   bid, a sell's ask), the one the server triggers stops at;
 * - the margin an order needs, the spread it pays and the P&L a close realises are valued like the
 *   account summary's (contract/rules/valuation.ts), rounded once to the account's cents.
 */
import type { AssetName, PendingOrderType, Trade } from '@contract';
import { isOnItsSide, requiredSide, sideOfOrder, watchedPrice } from '@contract/rules/pending-orders';
import {
  fillPrice,
  marginInQuote,
  openingPnlInQuote,
  pnlInQuote,
  type Quote,
} from '@contract/rules/valuation';
import { roundToMinor } from '@contract/rules/money';
import { decimalText, numberOf, pipDecimals, pipsDistance, unitsOfLots } from '@contract/rules/pips';
import {
  compareDecimals,
  decimalOfNumber,
  isOnStep,
  parseDecimal,
  scaled,
  type Decimal,
} from '@contract/rules/volume';

export type Side = 'buy' | 'sell';

/**
 * The price an order of `side` fills at (a buy's ask, a sell's bid), as the ticket shows it and counts
 * what the order makes at its stops from. Every reader of the ticket's entry price comes here.
 */
export const entryPrice = (side: Side, quote: Quote | undefined): number | undefined =>
  quote && fillPrice(side, quote);

// -------------------------------------------------------------------------------------------------
// Volume
// -------------------------------------------------------------------------------------------------

export type VolumeTerms = Pick<AssetName, 'min_volume' | 'max_volume' | 'volume_step'>;

export type VolumeProblem =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'too-small'; min: number }
  | { kind: 'too-large'; max: number }
  | { kind: 'off-step'; step: number };

export type VolumeCheck = { ok: true; volume: number } | { ok: false; problem: VolumeProblem };

/** A typed volume in units against the instrument's limits and step. */
export function checkVolume(typed: string, terms: VolumeTerms): VolumeCheck {
  if (typed.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  const volume = parseDecimal(typed);
  if (!volume || volume.units === 0n) return { ok: false, problem: { kind: 'invalid' } };
  return checkUnits(volume, terms);
}

/**
 * A volume typed in lots, as the units it is (0.10 lots of EUR/USD: 10,000), against the limits and
 * step, which are in units: the problems name units, which the messages show in lots.
 */
export function checkLots(typed: string, terms: VolumeTerms & Pick<AssetName, 'contract_size'>): VolumeCheck {
  if (typed.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  const units = unitsOfLots(typed, terms.contract_size);
  if (!units || units.units === 0n) return { ok: false, problem: { kind: 'invalid' } };
  return checkUnits(units, terms);
}

function checkUnits(volume: Decimal, terms: VolumeTerms): VolumeCheck {
  if (compareDecimals(volume, decimalOfNumber(terms.min_volume)) < 0)
    return { ok: false, problem: { kind: 'too-small', min: terms.min_volume } };
  if (compareDecimals(volume, decimalOfNumber(terms.max_volume)) > 0)
    return { ok: false, problem: { kind: 'too-large', max: terms.max_volume } };
  if (!isOnStep(decimalText(volume), terms.volume_step))
    return { ok: false, problem: { kind: 'off-step', step: terms.volume_step } };
  return { ok: true, volume: numberOf(volume) };
}

export type CloseVolumeProblem =
  | VolumeProblem
  /** More than the position holds. */
  | { kind: 'over-position'; max: number }
  /** What would stay open is less than the instrument's least volume. */
  | { kind: 'remainder-too-small'; min: number };

export type CloseVolumeCheck =
  | {
      ok: true;
      /** Undefined for the whole position (the call then names no volume). */ volume: number | undefined;
    }
  | { ok: false; problem: CloseVolumeProblem };

/**
 * The part of a position to close, typed in lots (of `contract_size` units; 1 where the lot is not
 * known), as the units it is: empty or the whole volume closes it all; a part must be on the step and
 * leave at least the instrument's least volume open, as the server requires. The problems name units.
 */
export function checkCloseLots(
  typed: string,
  position: number,
  terms: VolumeTerms & Pick<AssetName, 'contract_size'>,
): CloseVolumeCheck {
  if (typed.trim() === '') return { ok: true, volume: undefined };
  const part = unitsOfLots(typed, terms.contract_size);
  if (!part || part.units === 0n) return { ok: false, problem: { kind: 'invalid' } };
  const whole = decimalOfNumber(position);
  const order = compareDecimals(part, whole);
  if (order === 0) return { ok: true, volume: undefined };
  if (order > 0) return { ok: false, problem: { kind: 'over-position', max: position } };
  if (!isOnStep(decimalText(part), terms.volume_step))
    return { ok: false, problem: { kind: 'off-step', step: terms.volume_step } };
  const places = Math.max(part.places, whole.places);
  const left: Decimal = { units: scaled(whole, places) - scaled(part, places), places };
  if (compareDecimals(left, decimalOfNumber(terms.min_volume)) < 0)
    return { ok: false, problem: { kind: 'remainder-too-small', min: terms.min_volume } };
  return { ok: true, volume: numberOf(part) };
}

// -------------------------------------------------------------------------------------------------
// Leverage
// -------------------------------------------------------------------------------------------------

/** The leverages a ticket offers, up to the most the position may use (contract/rules/leverage.ts). */
const LEVERAGES = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

/** 1:1 up to the most the position may use, which is always offered (a 1:30 cap offers 30). */
export function leverageChoices(maxLeverage: number): number[] {
  const choices: number[] = LEVERAGES.filter((leverage) => leverage <= maxLeverage);
  if (choices.at(-1) !== maxLeverage) choices.push(maxLeverage);
  return choices;
}

/**
 * The ticket starts at the most leverage the position may use, the terms the broker trades it on;
 * the customer lowers it to hold more margin per unit.
 */
export const defaultLeverage = (maxLeverage: number) => maxLeverage;

// -------------------------------------------------------------------------------------------------
// Stops
// -------------------------------------------------------------------------------------------------

export type StopKind = 'stop_loss' | 'take_profit';
/** How a stop is typed: the price itself, or how many pips (points) from the current price it is. */
export type StopMode = 'price' | 'pips';

export type StopProblem =
  | { kind: 'invalid' }
  /** More decimals than the instrument's prices have. */
  | { kind: 'too-precise'; digits: number }
  /** On the wrong side of the price, or on it: `below` says where it must be. */
  /**
   * `quote` names the price the stop is judged at: the bid a buy closes at, the ask a sell does, or a
   * pending order's own price.
   */
  | { kind: 'wrong-side'; below: boolean; price: number; quote: StopQuote };

/** What a stop is judged against: the price a position closes at, or a pending order's price. */
export type StopQuote = 'bid' | 'ask' | 'order';

export type StopCheck = { ok: true; price: number | null } | { ok: false; problem: StopProblem };

/** Where a stop must lie against the price: a buy's stop-loss and a sell's take-profit below it. */
export const stopBelowPrice = (side: Side, stop: StopKind) => (side === 'buy') === (stop === 'stop_loss');

/** Rounds a price to the instrument's digits, as it is quoted (and sent). */
export const roundPrice = (price: number, digits: number) => Number(price.toFixed(digits));

/**
 * A typed stop as the price it stands for, or null when none is typed. A distance in pips is taken
 * from the current price towards the side the stop belongs on, so a distance is always a positive
 * number, with as many decimals of a pip as land on a quoted price.
 */
export function checkStop(
  typed: string,
  {
    side,
    stop,
    mode,
    price,
    digits,
    pipSize,
    against,
  }: {
    side: Side;
    stop: StopKind;
    mode: StopMode;
    price: number;
    digits: number;
    pipSize: number;
    /** 'order' when `price` is a pending order's own price. */
    against?: 'order' | undefined;
  },
): StopCheck {
  if (typed.trim() === '') return { ok: true, price: null };
  const value = parseDecimal(typed);
  if (!value || value.units === 0n) return { ok: false, problem: { kind: 'invalid' } };
  const places = mode === 'price' ? digits : pipDecimals(pipSize, digits);
  if (value.places > places) return { ok: false, problem: { kind: 'too-precise', digits: places } };
  const below = stopBelowPrice(side, stop);
  const distance = numberOf(pipsDistance(value, pipSize));
  const level =
    mode === 'price' ? numberOf(value) : roundPrice(below ? price - distance : price + distance, digits);
  const quoted = roundPrice(price, digits);
  if (!(level > 0) || (below ? level >= quoted : level <= quoted))
    return {
      ok: false,
      problem: { kind: 'wrong-side', below, price: quoted, quote: against ?? closingQuote(side) },
    };
  return { ok: true, price: level };
}

/** Which of the quote's prices a position of `side` closes at, and its stops are judged at. */
export const closingQuote = (side: Side): 'bid' | 'ask' => (side === 'buy' ? 'bid' : 'ask');

// -------------------------------------------------------------------------------------------------
// Money
// -------------------------------------------------------------------------------------------------

interface OrderTerms {
  trade_type: Side;
  volume: number;
  leverage: number;
}

/**
 * The margin an order holds once filled, in the account's cents: volume × its closing price ÷ leverage
 * in the quote currency, at `rate` to the account's, as the summary counts the position afterwards.
 */
export const requiredMarginMinor = (order: OrderTerms, quote: Quote, rate: number): bigint =>
  roundToMinor(marginInQuote(order, quote) * rate);

/**
 * The spread an order pays the moment it fills (a buy at the ask is valued at the bid): minus its P&L
 * then, in the account's cents, rounded as the summary rounds that P&L.
 */
export const spreadCostMinor = (order: OrderTerms, quote: Quote, rate: number): bigint =>
  -roundToMinor(openingPnlInQuote(order, quote) * rate);

/**
 * Free margin once the order holds its margin and has paid its spread, as the server counts what the
 * order needs; negative when the account cannot carry it.
 */
export const freeMarginAfter = (
  freeMarginMinor: bigint,
  requiredMinor: bigint,
  spreadMinor: bigint,
): bigint => freeMarginMinor - requiredMinor - spreadMinor;

/**
 * The P&L a close of `volume` (the whole position when undefined) realises at `quote` (a buy at the
 * bid, a sell at the ask), in the account's cents: the closed part's share, rounded once, as the
 * server books it.
 */
export function closePnlMinor(
  trade: Pick<Trade, 'trade_type' | 'opening_price' | 'volume'>,
  volume: number | undefined,
  quote: Quote,
  rate: number,
): bigint {
  return roundToMinor(pnlInQuote({ ...trade, volume: volume ?? trade.volume }, quote) * rate);
}

// -------------------------------------------------------------------------------------------------
// Pending orders
// -------------------------------------------------------------------------------------------------

/** What the ticket places: a market order, or a limit or stop order waiting for its price. */
export type OrderKind = 'market' | 'limit' | 'stop';

export type OrderPriceProblem =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'too-precise'; digits: number }
  /** Not on its side of the market: `below` says where it must be, `watched` against what. */
  | { kind: 'wrong-side'; below: boolean; watched: 'bid' | 'ask'; price: number };

export type OrderPriceCheck = { ok: true; price: number } | { ok: false; problem: OrderPriceProblem };

/**
 * A pending order's typed price, as the server judges it (contract/rules/pending-orders.ts): a number
 * on the instrument's digits, on its side of the price it watches now (a buy limit below the ask...).
 */
export function checkOrderPrice(
  typed: string,
  type: PendingOrderType,
  quote: Quote | undefined,
  digits: number,
): OrderPriceCheck {
  if (typed.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  const value = parseDecimal(typed);
  if (!value || value.units === 0n) return { ok: false, problem: { kind: 'invalid' } };
  if (value.places > digits) return { ok: false, problem: { kind: 'too-precise', digits } };
  const price = numberOf(value);
  if (quote && !isOnItsSide(type, price, quote)) {
    const below = requiredSide(type) === 'below';
    const watched = sideOfOrder(type) === 'buy' ? 'ask' : 'bid';
    return { ok: false, problem: { kind: 'wrong-side', below, watched, price: watchedPrice(type, quote) } };
  }
  return { ok: true, price };
}

/** When the order expires: null for good till cancelled, else the moment typed, which must be to come. */
export type ExpiryCheck =
  { ok: true; expiresAt: string | null } | { ok: false; problem: 'empty' | 'invalid' | 'past' };

/** `typed` is a `datetime-local` input's value, in the customer's own time zone. */
export function checkExpiry(goodTillCancelled: boolean, typed: string, now: number): ExpiryCheck {
  if (goodTillCancelled) return { ok: true, expiresAt: null };
  if (typed.trim() === '') return { ok: false, problem: 'empty' };
  const at = new Date(typed).getTime();
  if (!Number.isFinite(at)) return { ok: false, problem: 'invalid' };
  if (at <= now) return { ok: false, problem: 'past' };
  return { ok: true, expiresAt: new Date(at).toISOString() };
}
