/**
 * The price engine: a seeded random walk of each asset's bid, standing still while its market is
 * closed or halted. The ask is the bid plus the instrument's spread (wider just after its market
 * opens), rounded to its digits; the mid between them is the `price` /data and the feed carry. Hosts
 * call tick() on their own clock (the Node host at PRICE_HZ); the API reads current quotes for fills,
 * P&L and /data, and recent bids for the price-history call, so a chart has a line to draw the moment
 * it opens.
 */
import { priceHistoryLimits, type PricePoint, type PriceUpdate } from '@contract/schemas';
import { kindTraits, roundTo, type AssetSpec } from './assets';
import { createRandom } from './random';

/** How strongly a price is pulled back to its base each tick, so a long run stays plausible. */
const MEAN_REVERSION = 0.002;
/** Mixed into the seed for the made-up past, so the live walk from `seed` stays what it always was. */
const HISTORY_SEED_SALT = 0x9e3779b9;

/**
 * The last `capacity` seconds of one asset, oldest first, in fixed-size typed arrays: bounded memory
 * however long the host runs. One point per second (the last price of that second), because chart
 * libraries need strictly increasing times and the feed ticks several times a second.
 */
class PriceRing {
  private readonly times: Float64Array;
  private readonly prices: Float64Array;
  private start = 0;
  private size = 0;

  constructor(private readonly capacity: number) {
    this.times = new Float64Array(capacity);
    this.prices = new Float64Array(capacity);
  }

  clear() {
    this.start = 0;
    this.size = 0;
  }

  record(time: number, price: number) {
    const last = (this.start + this.size - 1) % this.capacity;
    // Same second, or a clock that stepped back: the newest point takes the price, time stays ascending.
    if (this.size > 0 && time <= this.times[last]!) {
      this.prices[last] = price;
      return;
    }
    const slot = (this.start + this.size) % this.capacity;
    this.times[slot] = time;
    this.prices[slot] = price;
    if (this.size < this.capacity) this.size += 1;
    else this.start = (this.start + 1) % this.capacity;
  }

  /** The newest `count` points, oldest first. */
  last(count: number): PricePoint[] {
    const n = Math.min(count, this.size);
    return Array.from({ length: n }, (_, i) => {
      const slot = (this.start + this.size - n + i) % this.capacity;
      return { time: this.times[slot]!, price: this.prices[slot]! };
    });
  }
}

export interface PriceEngineOptions {
  /** The clock (epoch ms) that stamps history points; the backend passes its own. */
  now?: () => number;
  /** Seconds of history kept per asset (default: the most the history call answers). */
  historySize?: number;
  /** Whether an asset's market trades now (default: always); a closed or halted market's price holds. */
  trades?: (asset: AssetSpec) => boolean;
  /** How many times its spread an asset's ask stands above its bid now (default: 1). */
  spreadFactor?: (asset: AssetSpec) => number;
}

/** An asset's prices now: the bid, the ask and their mid (`price`). */
export type AssetQuote = Omit<PriceUpdate[number], 'id'>;

export interface PriceEngine {
  readonly assets: readonly AssetSpec[];
  /** Moves every asset one step and answers the new prices. */
  tick(): PriceUpdate;
  /** The asset's bid: the price the engine walks, records in its history and `set` puts. */
  price(assetId: number): number;
  /** The asset's bid, ask and mid now. */
  quote(assetId: number): AssetQuote;
  /** The current mid of an instrument by its symbol ('USD/JPY'), what conversions read; undefined for none such. */
  priceOf(symbol: string): number | undefined;
  /** An instrument by its id. */
  asset(assetId: number): AssetSpec;
  snapshot(): PriceUpdate;
  /** The newest `points` seconds of an asset, oldest first; undefined for an unknown asset. */
  history(assetId: number, points: number): PricePoint[] | undefined;
  /** Back to the base prices, the start of the seeded walk and a freshly made-up past. */
  reset(): void;
  /**
   * Puts an instrument's bid at `price` now (a test control), as a tick would, listeners told. With
   * `hold` the walk leaves it there while its market trades, until it is set again without, or a reset.
   */
  set(assetId: number, price: number, hold?: boolean): void;
  /** Told after every tick and every set, once the new prices are current; returns the stop. */
  onTick(listener: () => void): () => void;
}

const smallestPrice = (asset: AssetSpec) => 10 ** -asset.digits;

export function createPriceEngine(
  assets: readonly AssetSpec[],
  seed: number,
  options: PriceEngineOptions = {},
): PriceEngine {
  const now = options.now ?? Date.now;
  const trades = options.trades ?? (() => true);
  const spreadFactor = options.spreadFactor ?? (() => 1);
  const historySize = options.historySize ?? priceHistoryLimits.maxPoints;
  const nowSeconds = () => Math.floor(now() / 1000);
  let random = createRandom(seed);
  const current = new Map<number, number>();
  const rings = new Map(assets.map((asset) => [asset.id, new PriceRing(historySize)]));
  const held = new Set<number>();

  /**
   * A demo host has no past, so one is made up at (re)seed: the walk run backwards from the base
   * price, one step a second, ending now at the price the live walk starts from.
   */
  const backfill = () => {
    const past = createRandom(seed ^ HISTORY_SEED_SALT);
    const end = nowSeconds();
    for (const asset of assets) {
      const ring = rings.get(asset.id)!;
      ring.clear();
      const prices = [asset.basePrice];
      for (let i = 1; i < historySize; i++) {
        const later = prices[i - 1]!;
        const earlier = later * Math.exp(kindTraits[asset.kind].volatility * past.normal());
        prices.push(Math.max(smallestPrice(asset), roundTo(earlier, asset.digits)));
      }
      prices.reverse().forEach((price, i) => ring.record(end - (historySize - 1 - i), price));
    }
  };

  const reset = () => {
    random = createRandom(seed);
    held.clear();
    for (const asset of assets) current.set(asset.id, asset.basePrice);
    backfill();
  };
  reset();

  const bySymbol = new Map(assets.map((asset) => [asset.symbol, asset.id]));
  const byId = new Map(assets.map((asset) => [asset.id, asset]));

  /**
   * The ask a spread above the bid, both at the instrument's digits; the mid is exact, so one digit
   * finer when the spread is an odd number of points.
   */
  const quoteOf = (asset: AssetSpec): AssetQuote => {
    const bid = current.get(asset.id)!;
    const ask = roundTo(bid + asset.spreadPoints * spreadFactor(asset) * smallestPrice(asset), asset.digits);
    return { price: roundTo((bid + ask) / 2, asset.digits + 1), bid, ask };
  };

  const snapshot = (): PriceUpdate => assets.map((asset) => ({ id: asset.id, ...quoteOf(asset) }));

  const listeners = new Set<() => void>();
  const told = () => {
    for (const listener of listeners) listener();
  };

  return {
    assets,
    tick() {
      const second = nowSeconds();
      for (const asset of assets) {
        const previous = current.get(asset.id)!;
        // Drawn whether or not the market trades, so one market closing leaves the others' walks as they were.
        const shock = kindTraits[asset.kind].volatility * random.normal();
        const drift = MEAN_REVERSION * Math.log(asset.basePrice / previous);
        const price =
          trades(asset) && !held.has(asset.id)
            ? Math.max(smallestPrice(asset), roundTo(previous * Math.exp(shock + drift), asset.digits))
            : previous;
        current.set(asset.id, price);
        rings.get(asset.id)!.record(second, price);
      }
      told();
      return snapshot();
    },
    set(assetId, price, hold = false) {
      const asset = byId.get(assetId);
      if (!asset) throw new Error(`unknown asset ${assetId}`);
      if (hold) held.add(assetId);
      else held.delete(assetId);
      const rounded = Math.max(smallestPrice(asset), roundTo(price, asset.digits));
      current.set(assetId, rounded);
      rings.get(assetId)!.record(nowSeconds(), rounded);
      told();
    },
    onTick(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    priceOf(symbol) {
      const id = bySymbol.get(symbol);
      return id === undefined ? undefined : quoteOf(byId.get(id)!).price;
    },
    quote(assetId) {
      const asset = byId.get(assetId);
      if (!asset) throw new Error(`unknown asset ${assetId}`);
      return quoteOf(asset);
    },
    asset(assetId) {
      const asset = byId.get(assetId);
      if (!asset) throw new Error(`unknown asset ${assetId}`);
      return asset;
    },
    price(assetId) {
      const price = current.get(assetId);
      if (price === undefined) throw new Error(`unknown asset ${assetId}`);
      return price;
    },
    snapshot,
    history: (assetId, points) => rings.get(assetId)?.last(points),
    reset,
  };
}
