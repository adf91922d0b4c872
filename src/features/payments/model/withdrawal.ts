/**
 * What a customer may withdraw now: their free margin (from live prices) less what they already
 * asked for and is still pending, never below zero, in minor units. The server checks the same.
 */
import type { Withdrawal } from '@/lib/contract';
import { minorOf } from '@/lib/money';

export function availableToWithdraw(freeMarginMinor: bigint, requests: readonly Withdrawal[]): bigint {
  const pending = requests
    .filter((request) => request.status === 'pending')
    .reduce((sum, request) => sum + minorOf(request.amount), 0n);
  const available = freeMarginMinor - pending;
  return available > 0n ? available : 0n;
}

/** A BIC (SWIFT code) as typed: 8 or 11 letters and digits once spaces are gone. */
export const isBicShaped = (typed: string) =>
  /^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/.test(typed.replace(/\s/g, '').toUpperCase());
