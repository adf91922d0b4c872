/**
 * What the screen says of an instrument's market: the server's, as /data answered it and the price
 * feed has pushed since (src/site applyMarketUpdate). The client never reads the hours on its own
 * clock: a device whose clock is wrong would open a market the server keeps closed.
 */
import type { Asset } from '@contract';

export type MarketStatus =
  | { state: 'open' }
  | { state: 'halted' }
  /** `opensAt` in epoch ms; null when no opening is known. */
  | { state: 'closed'; opensAt: number | null };

const OPEN: MarketStatus = { state: 'open' };
const HALTED: MarketStatus = { state: 'halted' };

export function marketStatus({ market }: Pick<Asset, 'market'>): MarketStatus {
  if (market.state === 'open') return OPEN;
  if (market.state === 'halted') return HALTED;
  return { state: 'closed', opensAt: market.next_open === null ? null : Date.parse(market.next_open) };
}

/** Why an instrument cannot be traded now, or null when it can. */
export type TradeBlock = 'offline' | 'closed' | 'halted';

/**
 * Whether Buy, Sell and Trade may be offered: not while the device is offline (the order could not
 * reach the server, and the prices shown are not live), and not while the market is closed or halted
 * (the server refuses the order).
 */
export function tradeBlock(status: MarketStatus, online: boolean): TradeBlock | null {
  if (!online) return 'offline';
  return status.state === 'open' ? null : status.state;
}
