/**
 * Volumes in an instrument's units (0.01 BTC, 1,000 EUR/USD) are counted in whole steps, exactly: a
 * volume and a step are read as the decimals they were written as and compared as integers at the
 * finer of their decimal places. As floats, 0.07 / 0.01 is 7.000000000000001 and 0.07 % 0.01 is not
 * 0, so a float rule would call 0.07 off a 0.01 step. The ticket and the server judge with these.
 */

/** A decimal as an integer and its number of decimal places: 0.07 is { units: 7n, places: 2 }. */
export interface Decimal {
  units: bigint;
  places: number;
}

/** Digits as typed, with thousands separators ("1,000", "0.25"); undefined when not a plain number. */
export function parseDecimal(typed: string): Decimal | undefined {
  const text = typed.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  const match = /^(\d{1,15})(?:\.(\d{0,12}))?$/.exec(text) ?? /^\.(\d{1,12})$/.exec(text);
  if (!match) return undefined;
  const [whole, fraction] = match.length === 3 ? [match[1]!, match[2] ?? ''] : ['0', match[1]!];
  return { units: BigInt(whole + fraction), places: fraction.length };
}

/**
 * A number (a step, a limit, a volume the API sent) as the decimal it was written as: `String(n)` is
 * the shortest decimal that reads back as the same double, so 0.01 is 1n at 2 places, never
 * 0.01000000000000000021. For a finite number of at least 0 (what the contract's terms are).
 */
export function decimalOfNumber(value: number): Decimal {
  const text = String(value).includes('e') ? value.toFixed(12).replace(/\.?0+$/, '') : String(value);
  return parseDecimal(text)!;
}

/** The decimal's integer at `places` decimal places (at least its own). */
export const scaled = (d: Decimal, places: number) => d.units * 10n ** BigInt(places - d.places);

/** Compares two decimals exactly: negative, zero or positive as a <, = or > b. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const places = Math.max(a.places, b.places);
  const x = scaled(a, places);
  const y = scaled(b, places);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** How many steps `volume` is, or undefined when it is not a whole number of them. */
export function stepsOf(volume: number | string, step: number): number | undefined {
  if (typeof volume === 'number' && !(Number.isFinite(volume) && volume >= 0)) return undefined;
  const v = typeof volume === 'string' ? parseDecimal(volume) : decimalOfNumber(volume);
  const s = decimalOfNumber(step);
  if (!v) return undefined;
  const places = Math.max(v.places, s.places);
  const stepUnits = scaled(s, places);
  if (stepUnits === 0n || scaled(v, places) % stepUnits !== 0n) return undefined;
  return Number(scaled(v, places) / stepUnits);
}

/** Whether `volume` is a whole number of `step`s from 0. */
export const isOnStep = (volume: number | string, step: number): boolean =>
  stepsOf(volume, step) !== undefined;

/** Decimals of the step (0.01 → 2, 1000 → 0), so a volume made of steps prints without float noise. */
export const stepDecimals = (step: number): number => decimalOfNumber(step).places;

/** `steps` steps as a volume, exact to the step's decimals. */
export const volumeOf = (steps: number, step: number): number =>
  Number((steps * step).toFixed(stepDecimals(step)));
