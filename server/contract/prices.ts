/**
 * The price engine: a seeded random walk per asset. Hosts call tick() on their own clock (the Node
 * host at PRICE_HZ); the API reads current prices for P&L and /data.
 */
import type { PriceUpdate } from '@/lib/contract';
import { kindTraits, roundTo, type AssetSpec } from './assets';
import { createRandom } from './random';

/** How strongly a price is pulled back to its base each tick, so a long run stays plausible. */
const MEAN_REVERSION = 0.002;

export interface PriceEngine {
  readonly assets: readonly AssetSpec[];
  /** Moves every asset one step and answers the new prices. */
  tick(): PriceUpdate;
  price(assetId: number): number;
  snapshot(): PriceUpdate;
  /** Back to the base prices and the start of the seeded walk. */
  reset(): void;
}

export function createPriceEngine(assets: readonly AssetSpec[], seed: number): PriceEngine {
  let random = createRandom(seed);
  const current = new Map<number, number>();
  const reset = () => {
    random = createRandom(seed);
    for (const asset of assets) current.set(asset.id, asset.basePrice);
  };
  reset();

  const snapshot = (): PriceUpdate =>
    assets.map((asset) => ({ id: asset.id, price: current.get(asset.id)! }));

  return {
    assets,
    tick() {
      for (const asset of assets) {
        const previous = current.get(asset.id)!;
        const drift = MEAN_REVERSION * Math.log(asset.basePrice / previous);
        const moved = previous * Math.exp(kindTraits[asset.kind].volatility * random.normal() + drift);
        const smallest = 10 ** -asset.digits;
        current.set(asset.id, Math.max(smallest, roundTo(moved, asset.digits)));
      }
      return snapshot();
    },
    price(assetId) {
      const price = current.get(assetId);
      if (price === undefined) throw new Error(`unknown asset ${assetId}`);
      return price;
    },
    snapshot,
    reset,
  };
}
