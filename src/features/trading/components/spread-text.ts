import { m } from '@/i18n';
import type { Spread } from '../model/spread';

/** A spread as the ticket and the market list say it: '0.8 pips', '1 pip', '1.2 points'. */
export const spreadText = (spread: Spread): string => m.markets.spreadDistance[spread.unit](spread.distance);
