/**
 * The one model for money: an amount is a bigint of the currency's minor units (cents), and every sum,
 * difference and comparison of money is integer arithmetic on those. Nothing adds or subtracts
 * amounts as floats, so 0.1 + 0.2 is 30n cents, never 0.30000000000000004.
 *
 * Where amounts come from, each crosses into the model once:
 * - typed by the customer: `parseAmount` reads the text digit by digit, no float on the way;
 * - decimal strings of the API (payments, savings, accounts): `minorOf`, exactly;
 * - numbers of the API (the user's balance, credit and lifetime P&L, a trade's P&L): `minorOfNumber`
 *   reads the number's shortest decimal form, which is the decimal the server wrote;
 * - figures computed from prices (a live P&L, a margin): prices are floats and the products of them
 *   stay floats until `roundToMinor` rounds the result ONCE to minor units. From there on the figure is
 *   money like any other: totals, equity and free margin are sums of rounded per-trade bigints.
 *
 * Rounding is half away from zero everywhere (1.005 → 1.01, −1.005 → −1.01), so a sell's P&L is the
 * exact negative of the same buy's and a figure's sign never depends on the rounding.
 * Amounts leave the model as API decimal strings (`toDecimalString`) or as text (contract/rules/format.ts).
 */

/** Decimal places of the account currency (every currency the tenant offers has 2). */
export const CURRENCY_DECIMALS = 2;

/**
 * The currency money is shown in while the account's own is not known yet (the accounts arrive with
 * the site data); every account the tenant opens today is in US dollars.
 */
export const DEFAULT_CURRENCY = 'USD';

export type AmountProblem = 'empty' | 'invalid' | 'too-small' | 'too-large';

const pow10 = (decimals: number) => 10n ** BigInt(decimals);

/** "1,234.5" → 123450 (cents); undefined when it is not an amount of money. */
export function parseAmount(typed: string, decimals = CURRENCY_DECIMALS): bigint | undefined {
  const text = typed.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1]!) * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * An API decimal string ("10.00", "-3.20", "0.0005") in minor units of `decimals` places; digits past
 * `decimals` are dropped (the API sends no more than the currency has).
 */
export function minorOf(decimal: string, decimals = CURRENCY_DECIMALS): bigint {
  if (decimal.startsWith('-')) return -minorOf(decimal.slice(1), decimals);
  const places = decimal.split('.')[1]?.length ?? 0;
  const parsed = parseAmount(decimal, Math.max(decimals, places));
  if (parsed === undefined) throw new Error(`not a decimal amount: ${decimal}`);
  return places > decimals ? parsed / pow10(places - decimals) : parsed;
}

/** `numerator ÷ denominator` as an integer, half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const abs = (n: bigint) => (n < 0n ? -n : n);
  if (2n * abs(remainder) < abs(denominator)) return quotient;
  return numerator < 0n === denominator < 0n ? quotient + 1n : quotient - 1n;
}

/**
 * A number the API sent, in minor units. `String(n)` is the shortest decimal that reads back as the
 * same double, i.e. the decimal in the JSON, so 1234.56 is 123456n exactly; a third decimal rounds half
 * away from zero (1.005 → 101n).
 */
export function minorOfNumber(amount: number, decimals = CURRENCY_DECIMALS): bigint {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const text = String(Math.abs(amount));
  // Below 1e-6 String() writes an exponent: far less than a minor unit. From 1e21 it is no amount.
  if (text.includes('e')) {
    if (Math.abs(amount) < 1) return 0n;
    throw new RangeError(`not an amount: ${amount}`);
  }
  const [whole, fraction = ''] = text.split('.');
  const kept = BigInt(whole! + fraction.slice(0, decimals).padEnd(decimals, '0'));
  const magnitude = (fraction[decimals] ?? '0') >= '5' ? kept + 1n : kept;
  return amount < 0 ? -magnitude : magnitude;
}

/**
 * A figure computed from prices, rounded once to minor units (`decimals` places), half away from zero.
 * The scaled value is first cut to 12 significant digits, which drops the binary noise of the float
 * arithmetic before it (1.005 − 1 is 0.004999999999999893 in doubles, which is meant as half a cent)
 * and keeps every figure below 10 billion exact to the cent.
 */
export function roundToMinor(value: number, decimals = CURRENCY_DECIMALS): bigint {
  if (!Number.isFinite(value)) throw new RangeError(`not a figure: ${value}`);
  const scaled = Number((Math.abs(value) * 10 ** decimals).toPrecision(12));
  const magnitude = BigInt(Math.round(scaled));
  return value < 0 ? -magnitude : magnitude;
}

/**
 * Minor units as a number in currency units (123456n → 1234.56), the nearest double to the exact
 * amount; only for shapes that hold money as numbers, never to compute with.
 */
export const toAmount = (minor: bigint, decimals = CURRENCY_DECIMALS): number =>
  Number(minor) / 10 ** decimals;

/** Minor units as the API's decimal string: 123450n → "1234.50". */
export function toDecimalString(minor: bigint, decimals = CURRENCY_DECIMALS): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = pow10(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0');
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** What is wrong with a typed amount against a range (inclusive), or null when it is fine. */
export function amountProblem(
  typed: string,
  range: { min: bigint; max: bigint },
  decimals = CURRENCY_DECIMALS,
): AmountProblem | null {
  if (typed.trim() === '') return 'empty';
  const minor = parseAmount(typed, decimals);
  if (minor === undefined) return 'invalid';
  if (minor < range.min) return 'too-small';
  if (minor > range.max) return 'too-large';
  return null;
}
