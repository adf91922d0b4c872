import type { Asset } from '@contract';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { marketStatus, tradeBlock, type MarketStatus, type TradeBlock } from '../model/market-status';

/**
 * What a component says of an instrument's market (the server's, changed as the price feed pushes it).
 * An opening time is written in full, so the text follows the market alone, not the clock.
 */
export function useMarketNote(
  asset: Pick<Asset, 'market'>,
  describe: (status: MarketStatus) => string | null,
): string | null {
  return describe(marketStatus(asset));
}

/** Why the instrument cannot be traded now (offline, closed, halted), or null when it can. */
export function useTradeBlock(asset: Pick<Asset, 'market'>): TradeBlock | null {
  return tradeBlock(marketStatus(asset), useBrowserOnline());
}
