import { formatPrice } from '@contract/rules/format';
import { m } from '@/i18n';
import type { Spread } from '../model/spread';

/** A spread as the ticket and the market list say it: '0.8 pips', or a price distance ('25.00'). */
export const spreadText = (spread: Spread, digits: number): string =>
  spread.unit === 'pips'
    ? m.markets.spreadPips(spread.pips.toFixed(1).replace(/\.0$/, ''))
    : formatPrice(spread.price, digits);
