import type { Asset } from '@contract';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { marketStatus, tradeBlock, type MarketStatus, type TradeBlock } from '../model/market-status';
import { useClock } from './use-clock';

/**
 * What a component says of an instrument's market (the server's, changed as the price feed pushes it).
 * An opening time is written differently as it comes nearer (a weekday within the week, else a date),
 * so the text is read on the shared clock; the component re-renders only when it changes.
 */
export function useMarketNote(
  asset: Pick<Asset, 'market'>,
  describe: (status: MarketStatus, now: number) => string | null,
): string | null {
  return useClock((now) => describe(marketStatus(asset), now));
}

/** Why the instrument cannot be traded now (offline, closed, halted), or null when it can. */
export function useTradeBlock(asset: Pick<Asset, 'market'>): TradeBlock | null {
  return tradeBlock(marketStatus(asset), useBrowserOnline());
}
