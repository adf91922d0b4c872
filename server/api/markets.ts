/**
 * Whether each instrument trades now: its weekly hours read at the market clock, unless the broker
 * halted it. The market clock is the backend's own, unless a test control pinned it to a moment (a
 * Saturday, say), so a closed market can be shown whatever day the tests run on. Halts and the pin
 * are the broker's doing, not the seed's: a reset lifts them.
 */
import { marketState } from '@contract/rules/market-hours';
import type { Market, MarketUpdate } from '@contract/schemas';
import { OPENING_SPREAD, type AssetSpec } from './assets';

const MINUTE_MS = 60_000;

export interface Markets {
  /** The instrument's market at the market clock, as /data answers it. */
  state(asset: AssetSpec): Market;
  /** Whether its price may move now: open, and not halted. */
  trades(asset: AssetSpec): boolean;
  /**
   * How many times its spread the ask stands above the bid now: OPENING_SPREAD's factor in the first
   * minutes after its hours opened it (closed that long ago, open now), else 1. A resume after a halt
   * is not an opening.
   */
  spreadFactor(asset: AssetSpec): number;
  halt(assetId: number): void;
  resume(assetId: number): void;
  /** Reads every market's hours at `at` (epoch ms) from now on; null follows the backend's clock again. */
  pin(at: number | null): void;
  /** The pinned moment, or null while the market clock is the backend's. */
  pinned(): number | null;
  reset(): void;
}

export function createMarkets(now: () => number): Markets {
  const halted = new Set<number>();
  let pinnedAt: number | null = null;
  const clock = () => pinnedAt ?? now();

  const state = (asset: AssetSpec): Market => {
    if (halted.has(asset.id)) return { state: 'halted', next_open: null };
    const market = marketState(asset.hours, clock());
    return market.state === 'open'
      ? { state: 'open', next_open: null }
      : {
          state: 'closed',
          next_open: market.next_open === null ? null : new Date(market.next_open).toISOString(),
        };
  };

  return {
    state,
    trades: (asset) => !halted.has(asset.id) && marketState(asset.hours, clock()).state === 'open',
    spreadFactor(asset) {
      const at = clock();
      const justOpened =
        marketState(asset.hours, at).state === 'open' &&
        marketState(asset.hours, at - OPENING_SPREAD.minutes * MINUTE_MS).state === 'closed';
      return justOpened ? OPENING_SPREAD.factor : 1;
    },
    halt: (assetId) => void halted.add(assetId),
    resume: (assetId) => void halted.delete(assetId),
    pin: (at) => void (pinnedAt = at),
    pinned: () => pinnedAt,
    reset() {
      halted.clear();
      pinnedAt = null;
    },
  };
}

/**
 * What the price feed pushes of the markets: every instrument's market for a client that subscribes,
 * then at each tick those that changed since the last look (an opening or closing by the hours, a halt,
 * a resume, a pin of the clock). So a client shows the market as the server's clock has it, whatever
 * its own clock says.
 */
export interface MarketWatch {
  all(): MarketUpdate;
  changes(): MarketUpdate;
}

export function watchMarkets(markets: Markets, assets: readonly AssetSpec[]): MarketWatch {
  const all = (): MarketUpdate => assets.map((asset) => ({ id: asset.id, market: markets.state(asset) }));
  const key = (market: Market) => `${market.state} ${market.next_open ?? ''}`;
  const seen = new Map(all().map(({ id, market }) => [id, key(market)]));
  return {
    all,
    changes() {
      const changed = all().filter(({ id, market }) => seen.get(id) !== key(market));
      for (const { id, market } of changed) seen.set(id, key(market));
      return changed;
    },
  };
}
