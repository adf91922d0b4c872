/**
 * An instrument's spread as a trader reads it: the distance from the bid to the ask in the
 * instrument's own pips (points on an index or a commodity), from the pip size the server sends
 * (contract/rules/pips.ts), to the fraction of a pip the quote's digits can show: EUR/USD's 0.00008
 * is 0.8 pips, GER40's 1.2 is 1.2 points.
 */
import type { AssetName } from '@contract';
import { pipDecimals, pipUnitOf } from '@contract/rules/pips';
import type { Quote } from '@contract/rules/valuation';

export interface Spread {
  unit: 'pip' | 'point';
  /** The distance in pips or points, as text to the quote's precision, without trailing zeros. */
  distance: string;
}

type SpreadTerms = Pick<AssetName, 'digits' | 'pip_size' | 'base_currency'>;

export function spreadOf(quote: Quote, asset: SpreadTerms): Spread {
  // In whole steps of the quote first, so the float difference of two prices cannot show.
  const steps = Math.round((quote.ask - quote.bid) * 10 ** asset.digits);
  const distance = steps / 10 ** asset.digits / asset.pip_size;
  const text = distance.toFixed(pipDecimals(asset.pip_size, asset.digits));
  return { unit: pipUnitOf(asset), distance: text.includes('.') ? text.replace(/\.?0+$/, '') : text };
}
