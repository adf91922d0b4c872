/**
 * Live prices, outside React state, keyed by asset id. The price socket writes every batch here;
 * rows read their own asset with `usePrice`. A batch arrives up to 10 times a second for 200 assets,
 * so writes are coalesced: subscribers hear at most once per animation frame, and only about the
 * assets that changed. What draws in a frame of its own (the chart's canvas) hears each of its asset's
 * ticks as it arrives instead.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { PriceUpdate } from '@contract';

/**
 * An asset's bid, ask and mid (`price`) and when this client received them (ms since the epoch), so
 * the UI can tell a stale one, with the first mid this session saw of the asset (the market list's
 * change since the session started). Clearing the store at sign-out starts the next session's opens
 * afresh. It is a quote as contract/rules/price-age.ts reads it: positions are valued from it by the
 * shared rule (a buy at the bid, a sell at the ask), conversions at the mid.
 */
export interface PriceTick {
  price: number;
  bid: number;
  ask: number;
  at: number;
  open: number;
}

/** What /data and the feed send of an asset's prices. */
type Quoted = Pick<PriceTick, 'price' | 'bid' | 'ask'> & { id: number };

type Listener = () => void;
/** A tick as it arrives, before the frame's flush. */
export type Arrival = Pick<PriceTick, 'price' | 'bid' | 'ask' | 'at'>;
/** Runs `flush` soon (by default at the next animation frame); returns a cancel. */
export type FlushScheduler = (flush: () => void) => () => void;

export interface PriceStore {
  get(assetId: number): PriceTick | undefined;
  /** Every price, as one immutable map that is replaced after each flush (for whole-book readers). */
  all(): ReadonlyMap<number, PriceTick>;
  /** Fills assets that have no price yet (from `/data`): a live price is never overwritten by an older one. */
  seed(assets: readonly Quoted[], at?: number): void;
  /** Queues a socket batch; subscribers are told at the next flush. The last price of an asset in a frame wins. */
  apply(updates: PriceUpdate, at?: number): void;
  /** Applies what is queued now (tests, and a tab that needs the prices before its next frame). */
  flush(): void;
  /**
   * The asset's recent prices, oldest first: one point every TRAIL_STEP_MS, the last TRAIL_POINTS of
   * them. The same array until a point is added, so a reader re-renders only then.
   */
  trail(assetId: number): readonly number[];
  subscribe(assetId: number, listener: Listener): () => void;
  /**
   * Told of each of the asset's ticks as it arrives, before the flush. For what draws in a frame of its
   * own (the chart's canvas): told at the flush, which runs in a frame, it would draw a frame later.
   */
  subscribeArrivals(assetId: number, listener: (tick: Arrival) => void): () => void;
  /** Told once per flush that anything changed. */
  subscribeAll(listener: Listener): () => void;
  clear(): void;
}

/** A sparkline's step: a point every 2 s, 90 of them, is about the last three minutes. */
export const TRAIL_STEP_MS = 2_000;
export const TRAIL_POINTS = 90;
const NO_TRAIL: readonly number[] = Object.freeze([]);

/** How long a flush may wait for a frame: a tab hidden after the frame was asked for never gets one. */
const FRAME_FALLBACK_MS = 250;
/** Where there are no frames (Node, tests) or none come (a hidden tab): about one frame's wait. */
const NO_FRAME_DELAY_MS = 16;

export const frameScheduler: FlushScheduler = (flush) => {
  const hidden = typeof document !== 'undefined' && document.hidden;
  if (typeof requestAnimationFrame !== 'function' || hidden) {
    const timer = setTimeout(flush, NO_FRAME_DELAY_MS);
    return () => clearTimeout(timer);
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    flush();
  };
  const frame = requestAnimationFrame(run);
  const timer = setTimeout(run, FRAME_FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

export function createPriceStore({
  schedule = frameScheduler,
}: { schedule?: FlushScheduler } = {}): PriceStore {
  let prices = new Map<number, PriceTick>();
  /** Rebuilt lazily: only readers of the whole book pay for the copy. */
  let snapshot: ReadonlyMap<number, PriceTick> | null = null;
  const pending = new Map<number, PriceTick>();
  /** Each asset's trail, and the step (time / TRAIL_STEP_MS, rounded down) of its last point. */
  let trails = new Map<number, { points: readonly number[]; step: number }>();
  const byAsset = new Map<number, Set<Listener>>();
  const arrivals = new Map<number, Set<(tick: Arrival) => void>>();
  const everyone = new Set<Listener>();
  let cancelFlush: (() => void) | null = null;

  /**
   * A price at `at` joins its asset's trail only in a step the trail has no point for yet. Steps
   * without a price (a quiet market) repeat the last one, so the trail's points are evenly spaced
   * in time.
   */
  const addToTrail = (id: number, price: number, at: number) => {
    const step = Math.floor(at / TRAIL_STEP_MS);
    const trail = trails.get(id);
    if (trail === undefined) {
      trails.set(id, { points: [price], step });
      return;
    }
    if (step <= trail.step) return;
    const last = trail.points[trail.points.length - 1] ?? price;
    const gap = Math.min(step - trail.step - 1, TRAIL_POINTS - 1);
    const points = [...trail.points, ...Array<number>(gap).fill(last), price];
    trails.set(id, { points: points.slice(-TRAIL_POINTS), step });
  };

  const notify = (changed: Iterable<number>) => {
    snapshot = null;
    for (const id of changed) byAsset.get(id)?.forEach((listener) => listener());
    everyone.forEach((listener) => listener());
  };

  const store: PriceStore = {
    get: (assetId) => prices.get(assetId),
    all: () => (snapshot ??= new Map(prices)),
    seed(assets, at = Date.now()) {
      const changed: number[] = [];
      for (const { id, price, bid, ask } of assets) {
        if (prices.has(id) || pending.has(id) || !(price > 0)) continue;
        prices.set(id, { price, bid, ask, at, open: price });
        addToTrail(id, price, at);
        changed.push(id);
      }
      if (changed.length > 0) notify(changed);
    },
    apply(updates, at = Date.now()) {
      for (const { id, price, bid, ask } of updates) {
        pending.set(id, { price, bid, ask, at, open: price });
        arrivals.get(id)?.forEach((listener) => listener({ price, bid, ask, at }));
      }
      if (pending.size > 0 && !cancelFlush) cancelFlush = schedule(store.flush);
    },
    flush() {
      cancelFlush?.();
      cancelFlush = null;
      if (pending.size === 0) return;
      const changed = [...pending.keys()];
      for (const [id, tick] of pending) {
        const open = prices.get(id)?.open;
        prices.set(id, open === undefined ? tick : { ...tick, open });
        addToTrail(id, tick.price, tick.at);
      }
      pending.clear();
      notify(changed);
    },
    trail: (assetId) => trails.get(assetId)?.points ?? NO_TRAIL,
    subscribe: (assetId, listener) => listen(byAsset, assetId, listener),
    subscribeArrivals: (assetId, listener) => listen(arrivals, assetId, listener),
    subscribeAll(listener) {
      everyone.add(listener);
      return () => everyone.delete(listener);
    },
    clear() {
      cancelFlush?.();
      cancelFlush = null;
      pending.clear();
      const had = [...prices.keys()];
      prices = new Map();
      trails = new Map();
      notify(had);
    },
  };
  return store;
}

/** Adds `listener` to the asset's set in `sets`; answers what removes it (and the set once empty). */
function listen<T>(sets: Map<number, Set<T>>, assetId: number, listener: T): () => void {
  const listeners = sets.get(assetId) ?? new Set<T>();
  sets.set(assetId, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && sets.get(assetId) === listeners) sets.delete(assetId);
  };
}

/** The app's one price book. */
export const priceStore = createPriceStore();

/**
 * One asset's live price for a component; it re-renders only when that asset's price changes (at
 * most once a frame). `select` narrows it further (`(t) => t?.price` skips renders for a repeated
 * price); it must return a primitive or a stable value.
 */
export function usePrice(assetId: number | undefined, store?: PriceStore): PriceTick | undefined;
export function usePrice<T>(
  assetId: number | undefined,
  store: PriceStore | undefined,
  select: (tick: PriceTick | undefined) => T,
): T;
export function usePrice<T>(
  assetId: number | undefined,
  store: PriceStore = priceStore,
  select?: (tick: PriceTick | undefined) => T,
): T | PriceTick | undefined {
  return usePriceWhile(true, assetId, store, select);
}

/**
 * `usePrice` for a row of a long list, which follows its price only while `onScreen` (see
 * useOnScreen): 200 instruments at 10 Hz re-render the dozen rows in view, not all of them. Off
 * screen the row keeps the price it last read, and reads the current one as it comes back.
 */
export const usePriceOnScreen = (
  assetId: number,
  onScreen: boolean,
  store: PriceStore = priceStore,
): PriceTick | undefined => usePriceWhile(onScreen, assetId, store);

function usePriceWhile<T>(
  follow: boolean,
  assetId: number | undefined,
  store: PriceStore,
  select?: (tick: PriceTick | undefined) => T,
): T | PriceTick | undefined {
  const subscribe = useCallback(
    (listener: Listener) =>
      assetId === undefined || !follow ? () => {} : store.subscribe(assetId, listener),
    [store, assetId, follow],
  );
  const read = () => {
    const tick = assetId === undefined ? undefined : store.get(assetId);
    return select ? select(tick) : tick;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * An asset's trail (see PriceStore.trail) for a row of a long list, followed only while `onScreen`:
 * the row re-renders when a point is added, every TRAIL_STEP_MS, not on every tick.
 */
export function usePriceTrail(
  assetId: number,
  onScreen: boolean,
  store: PriceStore = priceStore,
): readonly number[] {
  const subscribe = useCallback(
    (listener: Listener) => (onScreen ? store.subscribe(assetId, listener) : () => {}),
    [store, assetId, onScreen],
  );
  const read = () => store.trail(assetId);
  return useSyncExternalStore(subscribe, read, read);
}

/** Every price, for readers of the whole book (account summary); re-renders at most once a frame. */
export function useAllPrices(store: PriceStore = priceStore): ReadonlyMap<number, PriceTick> {
  return useSyncExternalStore(store.subscribeAll, store.all, store.all);
}
