/**
 * The alert form's price as typed, judged as the server judges it (contract/rules/price-alerts.ts): a
 * number on the instrument's digits, on its direction's side of the price it watches now.
 */
import type { AlertDirection, AlertSide } from '@contract';
import { numberOf } from '@contract/rules/pips';
import { isAlertOnItsSide, watchedAlertPrice } from '@contract/rules/price-alerts';
import type { Quote } from '@contract/rules/valuation';
import { parseDecimal } from '@contract/rules/volume';

export type AlertPriceProblem =
  | { kind: 'empty' | 'invalid' }
  | { kind: 'too-precise'; digits: number }
  | { kind: 'wrong-side'; watched: number };

export type AlertPriceCheck = { ok: true; price: number } | { ok: false; problem: AlertPriceProblem };

export function checkAlertPrice(
  typed: string,
  terms: { side: AlertSide; direction: AlertDirection; digits: number },
  quote: Quote | undefined,
): AlertPriceCheck {
  if (typed.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  const value = parseDecimal(typed);
  if (!value || value.units === 0n) return { ok: false, problem: { kind: 'invalid' } };
  if (value.places > terms.digits)
    return { ok: false, problem: { kind: 'too-precise', digits: terms.digits } };
  const price = numberOf(value);
  if (quote) {
    const watched = watchedAlertPrice(terms.side, quote);
    if (!isAlertOnItsSide(terms.direction, price, watched)) {
      return { ok: false, problem: { kind: 'wrong-side', watched } };
    }
  }
  return { ok: true, price };
}
