/**
 * The live price feed (socket.io): authenticated with the feed's key, it sends `subscribe:all` on every
 * (re)connect and receives `data:update` batches of `{id, price, bid, ask}`, which go to the price store after
 * validation, and `markets:update` batches of `{id, market}` (every market at subscribe, then each
 * change as the server's clock or the broker makes it), which go to `onMarkets`. Retries follow `retry-policy.ts`; when they are used up the status is `failed` ('Prices
 * unavailable') until `retryPriceFeed()` (a button, or the network coming back).
 */
import { io, type Socket } from 'socket.io-client';
import type { ResolvedConfig } from '@/config/load-config';
import { checked } from '@/lib/api';
import { wire, type MarketUpdate, type RealtimeStatus } from '@contract';
import { m } from '@/i18n';
import { priceStore as defaultPriceStore, type PriceStore } from './price-store';
import { PRICE_RETRY, PRICE_SOCKET_TIMEOUT_MS, retryDelay, type RetryPolicy } from './retry-policy';
import { priceFeedStatusStore, setPriceFeedStatus as setStatus } from './feed-status';

export type PriceFeedSettings = ResolvedConfig['priceFeed'];

export interface PriceFeedOptions {
  store?: PriceStore;
  policy?: RetryPolicy;
  random?: () => number;
  /** Told of every checked `markets:update`: the instruments' markets as the server has them now. */
  onMarkets?: (update: MarketUpdate) => void;
}

interface Feed {
  socket: Socket;
  settings: PriceFeedSettings;
  options: PriceFeedOptions;
  attempt: number;
  retryTimer?: ReturnType<typeof setTimeout>;
}

let feed: Feed | null = null;

const unavailable = (): RealtimeStatus => ({ state: 'failed', error: m.realtime.pricesUnavailable });

/**
 * One `data:update` batch into the store. Anything off-contract is logged and dropped whole: a batch
 * is one tick of the server, and half of it would show a book from two different moments.
 */
export function applyPriceBatch(payload: unknown, store: PriceStore, at = Date.now()): boolean {
  try {
    store.apply(checked(wire.priceUpdate, payload), at);
    return true;
  } catch (error) {
    console.warn('[prices] ignored a malformed data:update', (error as Error).message);
    return false;
  }
}

/** One `markets:update` batch to `onMarkets`, once checked; anything off-contract is logged and dropped. */
export function applyMarketBatch(payload: unknown, onMarkets: (update: MarketUpdate) => void): boolean {
  try {
    onMarkets(checked(wire.marketUpdate, payload));
    return true;
  } catch (error) {
    console.warn('[prices] ignored a malformed markets:update', (error as Error).message);
    return false;
  }
}

/** The socket.io options: WebSocket only, the spec's 20 s time-out, and our own retries instead of socket.io's. */
export function priceSocketOptions(settings: PriceFeedSettings) {
  return {
    path: settings.path,
    auth: { key: settings.key },
    transports: ['websocket'],
    timeout: PRICE_SOCKET_TIMEOUT_MS,
    // Retries are counted here so that 'failed' and a manual retry are ours to show and reset.
    reconnection: false,
  };
}

function open(settings: PriceFeedSettings, options: PriceFeedOptions): Feed {
  const store = options.store ?? defaultPriceStore;
  const socket = io(settings.origin, priceSocketOptions(settings));
  const current: Feed = { socket, settings, options, attempt: 0 };

  const scheduleRetry = () => {
    if (feed !== current || current.retryTimer) return;
    current.attempt += 1;
    const delay = retryDelay(
      current.attempt,
      (options.random ?? Math.random)(),
      options.policy ?? PRICE_RETRY,
    );
    if (delay === null) return setStatus(unavailable(), current.attempt - 1);
    setStatus({ state: 'connecting' }, current.attempt);
    current.retryTimer = setTimeout(() => {
      current.retryTimer = undefined;
      if (feed === current) socket.connect();
    }, delay);
  };

  socket.on('connect', () => {
    current.attempt = 0;
    setStatus({ state: 'connected' }, 0);
    // A new connection is a new server-side socket outside the price room: join it again every time.
    socket.emit('subscribe:all');
  });
  socket.on('data:update', (payload: unknown) => void applyPriceBatch(payload, store));
  const { onMarkets } = options;
  if (onMarkets) socket.on('markets:update', (payload: unknown) => void applyMarketBatch(payload, onMarkets));
  socket.on('connect_error', (error: Error) => {
    console.warn('[prices] could not connect', error.message);
    // Not active: the server refused us (a wrong key); trying again with the same key cannot help.
    if (!socket.active) return setStatus(unavailable(), current.attempt);
    scheduleRetry();
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    console.warn('[prices] disconnected', reason);
    scheduleRetry();
  });
  return current;
}

const whenBackOnline = () => {
  if (feed && priceFeedStatusStore.get().status.state === 'failed') retryPriceFeed();
};

/** Opens the feed for the session (closing any earlier one). Disabled in the runtime config: nothing opens. */
export function connectPriceFeed(settings: PriceFeedSettings, options: PriceFeedOptions = {}): void {
  disconnectPriceFeed();
  if (!settings.enabled || !settings.key) return;
  setStatus({ state: 'connecting' }, 0);
  feed = open(settings, options);
  if (typeof window !== 'undefined') window.addEventListener('online', whenBackOnline);
}

export function disconnectPriceFeed(): void {
  const current = feed;
  feed = null;
  if (current) {
    clearTimeout(current.retryTimer);
    current.socket.removeAllListeners();
    current.socket.close();
  }
  if (typeof window !== 'undefined') window.removeEventListener('online', whenBackOnline);
  setStatus({ state: 'disconnected' }, 0);
}

/** A fresh socket and a fresh count of tries (the screens' retry in index.ts, or the network coming back). */
export function retryPriceFeed(): void {
  if (!feed) return;
  const { settings, options } = feed;
  connectPriceFeed(settings, options);
}
