import type { Asset } from '@/lib/contract';
import { marketStatus, type MarketStatus } from '../model/market-status';
import { useClock } from './use-clock';

/**
 * What a component says of an instrument's market, on the shared one-second clock: a market that
 * opens or closes while the screen is open says so within a second, and the component re-renders
 * only when the text changes (an opening time is also written differently as it comes nearer).
 */
export function useMarketNote(
  asset: Pick<Asset, 'market' | 'trading_hours'>,
  describe: (status: MarketStatus, now: number) => string | null,
): string | null {
  return useClock((now) => describe(marketStatus(asset, now), now));
}
