/**
 * The contract's rules that are plain functions and constants: the schemas (entities.ts,
 * endpoints.ts, payments.ts, account.ts) use them, and so do the client's forms, which check the
 * same rules as the user types, and the page's generated validators (formats.ts).
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Whether free text a person typed is safe to store and show: no NUL or other control characters
 * (tab and line breaks are fine) and no lone UTF-16 surrogates, half a character that no font can
 * draw and that breaks UTF-8 encoders downstream.
 */
export function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return false;
    if (code === 0x7f || isLowSurrogate(code)) return false;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return false;
      i += 1;
    }
  }
  return true;
}

export const ADULT_AGE = 18;
/** Older than this is taken for a typing error. */
export const MAX_AGE = 120;

export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Year, month and day of a real calendar date written `YYYY-MM-DD` (not 2023-02-29, not 9999-99-99). */
function calendarDate(text: string): [number, number, number] | undefined {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return [year, month, day];
}

export const isCalendarDate = (text: string): boolean => calendarDate(text) !== undefined;

const ISO_INSTANT_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,3})?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** A moment written with its date, time and zone on a real calendar day: '2026-11-29T22:00:00.000Z'. */
export function isIsoInstant(text: string): boolean {
  const match = ISO_INSTANT_PATTERN.exec(text);
  return match !== null && isCalendarDate(match[1]!);
}

/** Text that JSON.parse reads: Pusher's `user_data`, which the client hands on as it came. */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** An instrument's volume limits in order: the least volume is not more than the most. */
export const volumesInOrder = (limits: { min_volume: number; max_volume: number }): boolean =>
  limits.min_volume <= limits.max_volume;

/** A quote's two prices in order: the ask is never below the bid (it is the bid plus the spread). */
export const bidNotAboveAsk = (quote: { bid: number; ask: number }): boolean => quote.bid <= quote.ask;

/**
 * Whole years from a `YYYY-MM-DD` birth date to `today` (also `YYYY-MM-DD`, in whatever calendar
 * day the caller means), negative before the birth date; undefined unless both are real dates.
 */
export function ageOn(birthDate: string, today: string): number | undefined {
  const born = calendarDate(birthDate);
  const now = calendarDate(today);
  if (!born || !now) return undefined;
  const birthdayPassed = now[1] > born[1] || (now[1] === born[1] && now[2] >= born[2]);
  return now[0] - born[0] - (birthdayPassed ? 0 : 1);
}

export type BirthDateProblem = 'invalid' | 'future' | 'under-age' | 'too-old';

/** What is wrong with a date of birth on `today`, or undefined: the sign-up rules of both sides. */
export function birthDateProblem(birthDate: string, today: string): BirthDateProblem | undefined {
  const age = ageOn(birthDate, today);
  if (age === undefined) return 'invalid';
  // Both are YYYY-MM-DD, so text order is date order.
  if (birthDate > today) return 'future';
  if (age < ADULT_AGE) return 'under-age';
  if (age > MAX_AGE) return 'too-old';
  return undefined;
}

/** A phone number as the sign-up form and the server accept it. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/** First and last names: after trimming, 1 to this many characters. */
export const MAX_NAME_LENGTH = 100;

/** Luhn's check digit rule, on digits only (spaces are stripped by the caller). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as typed: 12 to 19 digits once spaces and dashes are gone, passing Luhn. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '');
export const isCardNumber = (typed: string) => {
  const digits = cardDigits(typed);
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
};

/** Whether a card expiring at the end of `month`/`year` is still valid on `now` (UTC). */
export function cardNotExpired(month: number, year: number, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year > y || (year === y && month >= m);
}

export const uploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  chatMimeTypes: [
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  documentMimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
} as const;

/** GET /prices/{assetId}/history: how many points it answers without `points=`, and at most. */
export const priceHistoryLimits = { defaultPoints: 300, maxPoints: 500 } as const;

/** GET /prices/{assetId}/candles: how many candles it answers without `count=`, and at most. */
export const candleLimits = { defaultCount: 300, maxCount: 1000 } as const;

/** The header every money-moving request carries. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A saved reply of the support desk: its title and its text, in characters. */
export const MAX_CANNED_TITLE = 60;
export const MAX_CANNED_TEXT = 2000;

/** The longest name a customer may give a passkey ('Work laptop', 'Phone'), in characters. */
export const MAX_PASSKEY_NAME = 60;

/**
 * Why a session ended elsewhere, as a 401 answer's `reason` and the realtime termination's say it:
 * the password was changed (on another device), 'Sign out everywhere', support ended it, another of
 * the user's devices signed it out (from its list of sessions), or the server no longer knows the
 * token (expired, or never issued). A device's own sign-out is not here:
 * it needs no explaining to the device that did it.
 */
export const SESSION_END_REASONS = [
  'password_changed',
  'signed_out_everywhere',
  'signed_out_by_support',
  'signed_out_elsewhere',
  'session_expired',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const isSessionEndReason = (value: unknown): value is SessionEndReason =>
  (SESSION_END_REASONS as readonly unknown[]).includes(value);

/** How a session was signed in: each sign-in and failed attempt of the login history names one. */
export const SIGN_IN_METHODS = ['password', 'passkey', 'two_factor', 'recovery_code', 'auto_login'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** What the login history keeps per user: the newest entries, the oldest dropped past it. */
export const LOGIN_HISTORY_LIMIT = 50;

/** What moved an account's balance: each kind is a line of its statement (contract/rules/statement.ts). */
export const STATEMENT_KINDS = [
  'deposit',
  'withdrawal',
  'trade',
  'swap',
  'commission',
  'interest',
  'savings',
  'adjustment',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * What a device may be sent by Web Push (schemas/push.ts): support's messages, the broker's
 * notifications (payments, interest, fills, stops), price alerts, margin calls and stop-outs, and
 * security notices.
 */
export const PUSH_KINDS = ['support', 'broker', 'price_alert', 'margin', 'security'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * How a signed-in user proves it is still them: `code` is a code of their authenticator app or one
 * of their recovery codes. A 403 with `step_up_required` lists the ones the caller may use.
 */
export const STEP_UP_METHODS = ['password', 'code', 'passkey'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];
