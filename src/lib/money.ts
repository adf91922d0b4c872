/**
 * Amounts the customer types and sees: parsed into integer minor units (cents) with no floating
 * point on the way, compared and formatted from there, and sent back as the decimal strings the API
 * takes. "1,000.50", " 20 " and "20." are read as a person means them; "1.005" (a third decimal) or
 * "1e3" are not amounts.
 */

/** Decimal places of the account currency (every currency the tenant offers has 2). */
export const CURRENCY_DECIMALS = 2;

export type AmountProblem = 'empty' | 'invalid' | 'too-small' | 'too-large';

/** "1,234.5" → 123450 (cents); undefined when it is not an amount of money. */
export function parseAmount(typed: string, decimals = CURRENCY_DECIMALS): bigint | undefined {
  const text = typed.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** An API decimal string ("10.00", "0.0005") in minor units of `decimals` places. */
export function minorOf(decimal: string, decimals = CURRENCY_DECIMALS): bigint {
  const parsed = parseAmount(decimal, Math.max(decimals, decimal.split('.')[1]?.length ?? 0));
  if (parsed === undefined) throw new Error(`not a decimal amount: ${decimal}`);
  const extra = (decimal.split('.')[1]?.length ?? 0) - decimals;
  return extra > 0 ? parsed / 10n ** BigInt(extra) : parsed;
}

/** Minor units as the API's decimal string: 123450n → "1234.50". */
export function toDecimalString(minor: bigint, decimals = CURRENCY_DECIMALS): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0');
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** "$1,234.50" for minor units in `currency`. Intl formats the decimal string, so no float rounding. */
export function formatMinor(minor: bigint, currency: string, decimals = CURRENCY_DECIMALS): string {
  const text = toDecimalString(minor, decimals);
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(text as unknown as number);
  } catch {
    return `${text} ${currency}`;
  }
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

/** An amount from the API as the customer reads it: money with its currency sign, crypto with its symbol. */
const isoCurrencies = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['USD', 'EUR', 'GBP'],
);

export function amountText(amount: string, currency: string): string {
  // A negative amount (an equity below zero) is the positive one with its sign in front.
  if (amount.startsWith('-')) return `-${amountText(amount.slice(1), currency)}`;
  // Intl would format any three letters as a currency ("BTC 0.01"): only ISO 4217 codes are money.
  const isMoney = isoCurrencies.has(currency) && (amount.split('.')[1]?.length ?? 0) <= CURRENCY_DECIMALS;
  if (!isMoney) return `${amount} ${currency}`;
  try {
    return formatMinor(minorOf(amount), currency);
  } catch {
    return `${amount} ${currency}`;
  }
}
