/**
 * Lots, pips and points, as a customer used to MetaTrader reads an order.
 *
 * A lot is `contract_size` units (100,000 EUR of EUR/USD, 100 ounces of gold, 1 GER40). The server
 * takes and books volumes in units; the ticket lets the customer type lots and sends the units those
 * lots are, exactly (decimal arithmetic, never a float product).
 *
 * A pip is how far a price moves in the step traders count in. The broker's convention, per kind of
 * instrument, is this one rule (the server sends its result as `Asset.pip_size`):
 * - forex: the fourth decimal, 0.0001; the second, 0.01, for a pair quoted in yen (USD/JPY);
 * - metals: ten price steps, as MetaTrader brokers quoting gold to the cent count it: gold's pip is
 *   0.1 (so a 100-ounce lot moves 10 dollars a pip, as a forex lot does), silver's (quoted to 0.001)
 *   0.01;
 * - crypto: a hundred price steps, a whole dollar for a coin quoted to the cent (BTC/USD moves 1
 *   dollar a pip per coin), 0.01 for one quoted to 0.0001 (XRP/USD);
 * - energy: one price step, a cent a barrel;
 * - indices and synthetic indices: one point, 1 of the quote currency (GER40 moves 1 euro a point per
 *   contract).
 * A pair of currencies, coins or metals (an instrument with a base currency) moves in pips; an index,
 * a commodity or a synthetic in points. Either way the size is `pip_size`.
 *
 * A pip's value is the P&L a move of one pip makes: units × pip size in the quote currency, converted
 * to the account's at the live rate (contract/rules/valuation.ts) and rounded once to its cents.
 */
import { roundToMinor } from './money';
import { pnlInQuote, quoteAt, type PositionTerms } from './valuation';
import { decimalOfNumber, parseDecimal, type Decimal } from './volume';

/** The kinds of instrument the pip convention tells apart. */
export type InstrumentKind = 'fx' | 'metal' | 'crypto' | 'energy' | 'index' | 'synthetic';

/** 10 to the power `exponent`, as the decimal it is written as (0.01, never 0.010000000000000002). */
const powerOfTen = (exponent: number) => Number(`1e${exponent}`);

/** The pip (or point) size of an instrument by the convention above. */
export function pipSizeOf({ kind, quote, digits }: { kind: InstrumentKind; quote: string; digits: number }) {
  switch (kind) {
    case 'fx':
      return quote === 'JPY' ? 0.01 : 0.0001;
    case 'metal':
      return powerOfTen(1 - digits);
    case 'crypto':
      return powerOfTen(2 - digits);
    case 'energy':
      return powerOfTen(-digits);
    case 'index':
    case 'synthetic':
      return 1;
  }
}

/** Whether distances on an instrument are counted in pips (a pair) or in points (anything else). */
export const pipUnitOf = (asset: { base_currency?: string | undefined }): 'pip' | 'point' =>
  asset.base_currency === undefined ? 'point' : 'pip';

// -------------------------------------------------------------------------------------------------
// Exact decimals
// -------------------------------------------------------------------------------------------------

const MAX_PLACES = 12;

/** Drops trailing zeros: 1000n at 3 places is 1n at 0. */
function normal(d: Decimal): Decimal {
  let { units, places } = d;
  while (places > 0 && units % 10n === 0n) {
    units /= 10n;
    places -= 1;
  }
  return { units, places };
}

/** a × b, exactly. */
export const multiplyDecimals = (a: Decimal, b: Decimal): Decimal =>
  normal({ units: a.units * b.units, places: a.places + b.places });

/** a ÷ b when it ends within 12 decimal places (as every volume the contract allows does), else undefined. */
export function divideDecimals(a: Decimal, b: Decimal): Decimal | undefined {
  if (b.units === 0n) return undefined;
  for (let extra = 0; extra <= MAX_PLACES; extra += 1) {
    const numerator = a.units * 10n ** BigInt(extra);
    if (numerator % b.units !== 0n) continue;
    // a ÷ b = (A ÷ B) × 10^(q − p): the quotient's places are p + extra − q, raised to 0 when negative.
    const places = a.places + extra - b.places;
    const quotient = numerator / b.units;
    return places >= 0
      ? normal({ units: quotient, places })
      : { units: quotient * 10n ** BigInt(-places), places: 0 };
  }
  return undefined;
}

/** A decimal's text, as `Number` reads it back exactly ("0.07", "10000"). */
export function decimalText({ units, places }: Decimal): string {
  const digits = units.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

export const numberOf = (d: Decimal) => Number(decimalText(d));

// -------------------------------------------------------------------------------------------------
// Lots
// -------------------------------------------------------------------------------------------------

/** The units typed lots are (0.10 lots of 100,000 → 10,000), exactly; undefined when not a number. */
export function unitsOfLots(typedLots: string, contractSize: number): Decimal | undefined {
  const lots = parseDecimal(typedLots);
  return lots && multiplyDecimals(lots, decimalOfNumber(contractSize));
}

/** The lots a volume in units is (10,000 of 100,000 → 0.1), exactly; undefined when it has no end. */
export const lotsOfUnits = (units: number, contractSize: number): Decimal | undefined =>
  divideDecimals(decimalOfNumber(units), decimalOfNumber(contractSize));

// -------------------------------------------------------------------------------------------------
// Pips
// -------------------------------------------------------------------------------------------------

let lotFormat: Intl.NumberFormat | undefined;

/**
 * Units as lots, "0.10", "100.00", "0.0002", with every decimal the exact quotient has (at least
 * two, as trading platforms write lots); undefined where it has no end.
 */
export function formatLots(units: number, contractSize: number): string | undefined {
  const lots = lotsOfUnits(units, contractSize);
  if (!lots) return undefined;
  lotFormat ??= new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 12 });
  return lotFormat.format(decimalText(lots) as Intl.StringNumericLiteral);
}

/** How far `pips` pips are in price: 20 pips of 0.0001 → 0.002, exactly. */
export const pipsDistance = (pips: Decimal, pipSize: number): Decimal =>
  multiplyDecimals(pips, decimalOfNumber(pipSize));

/**
 * The decimals a distance in pips may have so that it lands on a price the instrument quotes: a
 * fifth-decimal EUR/USD price takes tenths of a pip, a cent-quoted BTC/USD price hundredths of a dollar.
 */
export const pipDecimals = (pipSize: number, digits: number) =>
  Math.max(0, digits - decimalOfNumber(pipSize).places);

/** What one pip of `units` is worth in the quote currency (not rounded). */
export const pipValueInQuote = (units: number, pipSize: number): number => units * pipSize;

/** What one pip of `units` is worth in the account's cents, at `rate` from the quote currency. */
export const pipValueMinor = (units: number, pipSize: number, rate: number): bigint =>
  roundToMinor(pipValueInQuote(units, pipSize) * rate);

/**
 * What a position opened at `opening_price` makes when it closes at a stop, in the account's cents:
 * negative at a stop-loss (the amount at risk), positive at a take-profit (the amount to gain).
 */
export const outcomeAtMinor = (position: PositionTerms, stop: number, rate: number): bigint =>
  roundToMinor(pnlInQuote(position, quoteAt(stop)) * rate);
