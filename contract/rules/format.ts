/**
 * The one formatter of money and percentages, so every screen writes them alike:
 * - money with its currency: "$1,234.56", a negative amount with a true minus sign: "−$6.81";
 * - signed money, for a change such as a P&L: "+$1.00", "−$6.81", and "$0.00" for none;
 * - percentages with two decimals and no space before the sign: "611.35%", and for a change
 *   "+0.04%", "−0.05%", "0.00%";
 * - prices with their instrument's digits and thousands separators: "63,913.00".
 * The minus is U+2212, the width of the plus, so signed figures line up in a column. Nothing here
 * computes with money: amounts arrive as minor units (contract/rules/money.ts) and are formatted from their
 * exact decimal string, so the text is never a float rounding away from the amount.
 */
import { CURRENCY_DECIMALS, minorOf, roundToMinor, toDecimalString } from './money';

export const MINUS_SIGN = '\u2212';

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

/** Intl's currency format for `currency`, or null when Intl does not take the code. */
function moneyFormat(currency: string): Intl.NumberFormat | null {
  let format = moneyFormats.get(currency);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
        minimumFractionDigits: CURRENCY_DECIMALS,
        maximumFractionDigits: CURRENCY_DECIMALS,
      });
    } catch {
      format = null;
    }
    moneyFormats.set(currency, format);
  }
  return format;
}

let percentFormat: Intl.NumberFormat | undefined;

// Intl reads a decimal string as the exact decimal (a number would first be rounded to a double).
const formatDecimal = (format: Intl.NumberFormat, decimal: string) =>
  format.format(decimal as Intl.StringNumericLiteral);

/** The sign in front of a figure: − below zero, + above it where a change is shown, none for zero. */
const signOf = (value: bigint, signed: boolean) =>
  value < 0n ? MINUS_SIGN : signed && value > 0n ? '+' : '';

/** "$1,234.56" or "−$6.81" for minor units of `currency`. */
export function formatMoney(minor: bigint, currency: string): string {
  return signOf(minor, false) + unsignedMoney(minor < 0n ? -minor : minor, currency);
}

/** A change of money: "+$1.00", "−$6.81", "$0.00". */
export function formatSignedMoney(minor: bigint, currency: string): string {
  return signOf(minor, true) + unsignedMoney(minor < 0n ? -minor : minor, currency);
}

function unsignedMoney(minor: bigint, currency: string): string {
  const text = toDecimalString(minor);
  const format = moneyFormat(currency);
  return format ? formatDecimal(format, text) : `${text} ${currency}`;
}

/** Intl formats any three letters as a currency ("BTC 0.01"): only ISO 4217 codes are money. */
const isoCurrencies = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['USD', 'EUR', 'GBP'],
);

/**
 * An amount as the API's decimal string, as the customer reads it: money with its currency sign
 * ("$250.00"), a crypto amount with its symbol and every decimal it has ("0.015 BTC").
 */
export function amountText(amount: string, currency: string): string {
  const places = amount.split('.')[1]?.length ?? 0;
  if (isoCurrencies.has(currency) && places <= CURRENCY_DECIMALS) {
    try {
      return formatMoney(minorOf(amount), currency);
    } catch {
      // Not a decimal string: shown as it came, below.
    }
  }
  return amount.startsWith('-') ? `${MINUS_SIGN}${amount.slice(1)} ${currency}` : `${amount} ${currency}`;
}

export interface PercentOptions {
  /** A change: "+" in front of a rise as well as "−" in front of a fall. */
  signed?: boolean;
}

/**
 * A percentage with two decimals: "611.35%", or for a change "+0.04%", "−0.05%", "0.00%". A number is
 * a figure computed from prices or amounts, rounded half away from zero; a string is the API's decimal
 * ("3.50"). What rounds to zero is "0.00%", never "−0.00%".
 */
export function formatPercent(percent: number | string, { signed = false }: PercentOptions = {}): string {
  const hundredths = typeof percent === 'number' ? roundToMinor(percent, 2) : minorOf(percent, 2);
  const abs = hundredths < 0n ? -hundredths : hundredths;
  percentFormat ??= new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${signOf(hundredths, signed)}${formatDecimal(percentFormat, toDecimalString(abs, 2))}%`;
}

const priceFormats = new Map<number, Intl.NumberFormat>();

/**
 * A price with its instrument's digits and thousands separators, as balances have them: "63,913.00",
 * "1.08474", "−0.50000". Rounded as `toFixed` rounds, before grouping.
 */
export function formatPrice(price: number, digits: number): string {
  let format = priceFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    priceFormats.set(digits, format);
  }
  const text = format.format(price.toFixed(digits) as Intl.StringNumericLiteral);
  return text.startsWith('-') ? MINUS_SIGN + text.slice(1) : text;
}

let volumeFormat: Intl.NumberFormat | undefined;

/** A trade's volume: up to 4 decimals, none when whole ("2", "0.25"). */
export const formatVolume = (volume: number) =>
  (volumeFormat ??= new Intl.NumberFormat('en', { maximumFractionDigits: 4 })).format(volume);

// Made on first use: the first formatter loads the browser's locale data, a pause no screen should
// pay for merely importing this module.
let timeFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

/** "3:05 PM" style (no leading zero), in the reader's time zone. */
export const formatTime = (date: Date) =>
  (timeFormat ??= new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' })).format(date);
/** "Mon, 23 Nov 2026" style, in the reader's time zone. */
export const formatDate = (date: Date) =>
  (dateFormat ??= new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })).format(date);

let calendarFormat: Intl.DateTimeFormat | undefined;

/**
 * A calendar date the API writes as "1988-04-12" (a date of birth): "Apr 12, 1988", as formatDate
 * writes dates but without a weekday. It names a day, not a moment, so no time zone moves it; text
 * that is not such a date is shown as it came.
 */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime()) || day.getUTCDate() !== Number(match[3])) return isoDate;
  calendarFormat ??= new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return calendarFormat.format(day);
}

let sizeFormat: Intl.NumberFormat | undefined;

/** A size as a person reads it: "512 B", "2.0 KB", "3.4 MB", "10.0 GB", with separators. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  sizeFormat ??= new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const units = ['KB', 'MB', 'GB', 'TB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}

/** A moment with its date and time, "Fri, 27 Nov 2026 10:23 AM", in the reader's time zone. */
export const formatDateTime = (date: Date) => `${formatDate(date)} ${formatTime(date)}`;

let ageFormat: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago something happened, in whole seconds, minutes or hours: "14 seconds ago",
 * "2 minutes ago", "1 hour ago"; under a second is "0 seconds ago".
 */
export function formatAge(ms: number): string {
  ageFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return ageFormat.format(-seconds, 'second');
  if (seconds < 3600) return ageFormat.format(-Math.floor(seconds / 60), 'minute');
  return ageFormat.format(-Math.floor(seconds / 3600), 'hour');
}

const openingFormats = new Map<string, Intl.DateTimeFormat>();
/** The reader's English by the English tags their browser asks for, comma-joined. */
const readerLocales = new Map<string, string>();

/**
 * The English the reader's browser asks for first ('en-GB', 'en-US' ...), so a date reads in their
 * own order and clock; 'en' where it asks for none (the text around it is English), or off a browser.
 */
export function readerEnglish(languages: readonly string[] = globalThis.navigator?.languages ?? []): string {
  const english = languages.filter((tag) => /^en(?:-|$)/i.test(tag)).join();
  // Asked for every closed market's row as it draws, and the browser's answer is slow (the start of a
  // signed-in page on a weekend spent ~50 ms at 4× CPU in it): kept per list of tags.
  let locale = readerLocales.get(english);
  if (locale === undefined) {
    try {
      locale = Intl.DateTimeFormat.supportedLocalesOf(english === '' ? [] : english.split(','))[0] ?? 'en';
    } catch {
      // A malformed language tag: the default English.
      locale = 'en';
    }
    readerLocales.set(english, locale);
  }
  return locale;
}

/**
 * When a closed market opens, in full: weekday, date and time in the reader's time zone and naming it,
 * since a broker's hours are often written in another; in the reader's English, "Mon 30 Nov, 07:00 GMT"
 * in en-GB, "Mon, Nov 30, 7:00 AM EST" in en-US. A weekday alone would not say which week.
 */
export function formatOpening(date: Date, locale: string = readerEnglish()): string {
  let format = openingFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    openingFormats.set(locale, format);
  }
  return format.format(date);
}

let weekdayFormat: Intl.DateTimeFormat | undefined;
let shortDateFormat: Intl.DateTimeFormat | undefined;

/**
 * When something last happened, as short as a list row can hold, in the reader's time zone: the time
 * today ("3:05 PM"), the weekday within the last six days ("Tue"), the date before that ("Nov 12,
 * 2026", as formatCalendarDate writes a day).
 */
export function formatRecent(date: Date, now: number = Date.now()): string {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const start = today.getTime();
  if (date.getTime() >= start && date.getTime() <= now + 60_000) return formatTime(date);
  const weekAgo = new Date(today);
  weekAgo.setDate(weekAgo.getDate() - 6);
  if (date.getTime() >= weekAgo.getTime() && date.getTime() < start) {
    weekdayFormat ??= new Intl.DateTimeFormat('en', { weekday: 'short' });
    return weekdayFormat.format(date);
  }
  shortDateFormat ??= new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
  return shortDateFormat.format(date);
}
