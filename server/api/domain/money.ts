/**
 * Money on the server: amounts arrive and leave as decimal strings and are worked on as integers of
 * their smallest unit (cents; 10^-8 of a crypto currency), never as floats, so no sum of deposits or
 * withdrawals drifts by a cent. The user record keeps its balance as a number in currency units (the
 * wire's `balance`); it is changed only through cents.
 */
import { formatMoney, formatSignedMoney } from '@contract/rules/format';

/** Decimals of every account currency the tenant offers (USD, EUR, GBP). */
export const MONEY_DECIMALS = 2;
/** The most decimals a crypto amount may have (the contract's `decimalString(8)`). */
export const CRYPTO_DECIMALS = 8;

/** A decimal string (already checked by the contract's `decimalString`) as an integer of 10^-decimals. */
export function unitsOf(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (fraction.length > decimals) throw new RangeError(`${decimals} decimals at most`);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** Integer units of 10^-decimals back to a decimal string; `trim` drops trailing zeros of the fraction. */
export function decimalOf(units: bigint, decimals: number, trim = false): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (trim) fraction = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** "100" or "99.5" in cents. At most 12 whole digits, so always a safe integer. */
export const minorOf = (amount: string): number => Number(unitsOf(amount, MONEY_DECIMALS));

/** Cents as the wire writes money: "100.00". */
export const moneyOf = (minor: number): string => decimalOf(BigInt(minor), MONEY_DECIMALS);

/**
 * A float amount (a balance, a P&L) in cents, rounded half away from zero after cutting the product
 * to 12 significant digits: the same rule as the client's account summary (`roundToMinor` in
 * contract/rules/money.ts), so both sides arrive at the same cent.
 */
export function toMinor(amount: number): number {
  const scaled = Number((Math.abs(amount) * 10 ** MONEY_DECIMALS).toPrecision(12));
  const rounded = Math.round(scaled);
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Cents back to a number in currency units (what `balance` carries). */
export const fromMinor = (minor: number): number => minor / 10 ** MONEY_DECIMALS;

/** "$10,000.00": how messages show cents of the account currency, written as the app writes money. */
export const moneyText = (minor: number, currency: string): string => formatMoney(BigInt(minor), currency);

/** "+$12.30", "−$6.81": a change of money (a P&L) in a message. */
export const signedMoneyText = (minor: number, currency: string): string =>
  formatSignedMoney(BigInt(minor), currency);
