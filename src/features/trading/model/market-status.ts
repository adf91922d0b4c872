/**
 * What the screen says of an instrument's market at a moment on the client's clock.
 *
 * The server's `market` (from /data) is where it starts, and the instrument's weekly hours carry it on
 * from there, read with the rule the server uses (src/lib/market-hours.ts):
 * - halted: only the broker knows when a halt ends, so it lasts until /data says otherwise (the app
 *   asks again every minute while the markets are on screen);
 * - closed with an opening time still ahead: closed until then, whatever the hours say, since the
 *   server may know of a closure the hours do not show (a holiday) and its clock is the market's;
 * - otherwise the hours decide, so a market closes on Friday evening and opens on Sunday evening on
 *   screen without a reload or another request, as the server's prices stop and start with them.
 */
import type { Asset } from '@/lib/contract';
import { marketState } from '@/lib/market-hours';

export type MarketStatus =
  | { state: 'open' }
  | { state: 'halted' }
  /** `opensAt` in epoch ms; null when no opening is known. */
  | { state: 'closed'; opensAt: number | null };

const OPEN: MarketStatus = { state: 'open' };
const HALTED: MarketStatus = { state: 'halted' };

export function marketStatus(asset: Pick<Asset, 'market' | 'trading_hours'>, now: number): MarketStatus {
  const { market } = asset;
  if (market.state === 'halted') return HALTED;
  if (market.state === 'closed') {
    const opensAt = market.next_open === null ? null : Date.parse(market.next_open);
    if (opensAt === null || now < opensAt) return { state: 'closed', opensAt };
  }
  const byHours = marketState(asset.trading_hours, now);
  return byHours.state === 'open' ? OPEN : { state: 'closed', opensAt: byHours.next_open };
}
