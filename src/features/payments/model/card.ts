/**
 * The card form's rules, shared with the server through the contract (Luhn, expiry) and the typing
 * helpers a card form needs: digits grouped by four as typed, "MM/YY" read as month and year.
 */
import { cardDigits, cardNotExpired, isCardNumber } from '@contract';

export type CardField = 'card_number' | 'expiry' | 'cvc' | 'holder';

/** "4111111111111111" → "4111 1111 1111 1111"; anything but digits is dropped; at most 19 digits. */
export const groupCardNumber = (typed: string) =>
  typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "0427", "04/27", "4/2027" → { month: 4, year: 2027 }; undefined when it is not a date. */
export function parseExpiry(typed: string): { month: number; year: number } | undefined {
  const text = typed.trim();
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** "04" then "042" → "04/2": the slash appears as the month is complete. */
export const formatExpiry = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardProblem = 'required' | 'invalid' | 'expired';

/** Each field's problem, or none: what the form shows beside each field before anything is sent. */
export function cardProblems(card: CardInput, now = new Date()): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (!cardDigits(card.number)) problems.card_number = 'required';
  else if (!isCardNumber(card.number)) problems.card_number = 'invalid';
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) problems.expiry = 'required';
  else if (!expiry) problems.expiry = 'invalid';
  else if (!cardNotExpired(expiry.month, expiry.year, now)) problems.expiry = 'expired';
  if (!card.cvc.trim()) problems.cvc = 'required';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'invalid';
  if (!card.holder.trim()) problems.holder = 'required';
  else if (card.holder.trim().length < 2) problems.holder = 'invalid';
  return problems;
}
