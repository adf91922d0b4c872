/**
 * The reference API, written once as a fetch-style Hono app (Request -> Response) with Web APIs
 * only, so the Node host, msw in vitest and msw in the browser all run this same code.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { buildAssets } from './assets';
import { createBus } from './bus';
import { createCandles } from './candles';
import { createControls, faultMessage, type Controls } from './controls/controls';
import { controlRoutes } from './controls/routes';
import { API_BASE, type AppEnv, type Core } from './core';
import { randomToken } from './crypto';
import { createUploads, type UploadLimits } from './domain/files';
import type { IdempotencyLimits } from './domain/idempotency-ledger';
import type { PushSender } from './push-sender';
import { memoryFileStorage, type FileStorage } from './file-store';
import { ApiError } from './http/errors';
import { limitBodies } from './http/limits';
import { refuseAccountQuery } from './http/query';
import { createMarkets } from './markets';
import { createPriceEngine } from './prices';
import { accountRoutes } from './routes/account';
import { statementRoutes } from './routes/statement';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { stepUpRoutes } from './routes/step-up';
import { twoFactorRoutes } from './routes/two-factor';
import { autoTraderRoutes } from './routes/auto-trader';
import { broadcastingRoutes } from './routes/broadcasting';
import { chatRoutes } from './routes/chat';
import { fileRoutes } from './routes/files';
import { onboardingRoutes } from './routes/onboarding';
import { passkeyRoutes } from './routes/passkeys';
import { paymentRoutes } from './routes/payments';
import { priceRoutes } from './routes/prices';
import { profileRoutes } from './routes/profile';
import { pushRoutes } from './routes/push';
import { triggerStops } from './domain/orders';
import { createPendingOrderCheck } from './domain/pending-orders';
import { checkPriceAlerts } from './domain/price-alerts';
import { enforceMarginLevels } from './domain/risk';
import { rolloverWhenDue } from './domain/rollover';
import { cannedReplyRoutes } from './routes/canned-replies';
import { favouriteRoutes } from './routes/favourites';
import { orderRoutes } from './routes/orders';
import { priceAlertRoutes } from './routes/price-alerts';
import { savingsRoutes } from './routes/savings';
import { siteRoutes } from './routes/site';
import { tradeRoutes } from './routes/trades';
import { demoSettings, seedDemo } from './seed';
import { Store } from './store';

export const DEFAULT_PUSHER_KEY = 'demo-key';
export const DEMO_BASE = '/__demo';
/** Their emails number them with five digits. */
export const MAX_BULK_CUSTOMERS = 99_999;

export interface BackendOptions {
  /** Seed of the demo data and of the price walk. */
  seed?: number;
  /** The clock (epoch ms); tests can pin it. */
  now?: () => number;
  /** How many instruments to list and price (the bench wants hundreds). */
  assetCount?: number;
  /**
   * Extra customers `customer00001@example.com` on, for benchmarks of the admin list (default 0: the
   * normal demo stays small). Reseeded with the rest on reset.
   */
  bulkCustomers?: number;
  pusherKey?: string;
  /** Signs private-channel authorisations; generated per start unless given. */
  pusherSecret?: string;
  /** Mount /__demo/* (default true). */
  controls?: boolean;
  /** How long a status-0 fault hangs before its 504 (default 20 s, beyond the client's 15 s timeout). */
  faultHangMs?: number;
  /** Keeps uploaded bytes; default in memory (the msw hosts). The Node host passes a temporary folder. */
  fileStorage?: FileStorage;
  /** Upload quotas and rate; defaults in domain/files.ts, the total quota from the storage's capacity. */
  uploadLimits?: Partial<UploadLimits>;
  /** How long and how many idempotency answers are kept; defaults in domain/idempotency-ledger.ts. */
  idempotencyLimits?: Partial<IdempotencyLimits>;
  /**
   * The origin the API's links (file URLs, next pages) point at, e.g. `https://broker.example`; a
   * function when it is known only once the host listens. A network host must set it: without it
   * links follow the request's own URL, which only the msw hosts (no network, no Host header) may do.
   */
  publicOrigin?: string | (() => string);
  /**
   * Sends Web Push (the Node host's and tests' use `web-push`, server/node/web-push.ts). Without it
   * (the msw hosts) nothing is pushed and `GET /push/key` is a 404.
   */
  push?: PushSender;
}

export interface Backend extends Core {
  app: Hono<AppEnv>;
  controls: Controls;
  /** Reseeds the store and the prices, clears injected faults and drops uploads (settled when their bytes are gone). */
  reset(): Promise<void>;
  /** Releases pending fault hangs and listeners; call when the host stops. */
  dispose(): void;
}

export function createBackend(options: BackendOptions = {}): Backend {
  const seed = options.seed ?? 20260101;
  const assets = buildAssets(options.assetCount);
  const now = options.now ?? Date.now;
  const bulkCustomers = options.bulkCustomers ?? 0;
  if (!Number.isInteger(bulkCustomers) || bulkCustomers < 0 || bulkCustomers > MAX_BULK_CUSTOMERS) {
    throw new RangeError(`bulkCustomers must be an integer from 0 to ${MAX_BULK_CUSTOMERS}.`);
  }
  const bus = createBus();
  const markets = createMarkets(now);
  const store = new Store({
    seed,
    now,
    settings: demoSettings,
    bus,
    idempotencyLimits: options.idempotencyLimits,
  });
  // The store starts empty and reset() empties it: this backend is the demo tenant's, so it loads the
  // demo now and after every reset.
  const seedTenant = () => seedDemo(store, { assets, bulkCustomers });
  seedTenant();
  const prices = createPriceEngine(assets, seed, {
    now,
    trades: markets.trades,
    spreadFactor: markets.spreadFactor,
  });
  const core: Core = {
    store,
    bus,
    prices,
    candles: createCandles(prices, seed, { now, trades: markets.trades }),
    markets,
    pusher: { key: options.pusherKey ?? DEFAULT_PUSHER_KEY, secret: options.pusherSecret ?? randomToken() },
    ...createUploads({
      storage: options.fileStorage ?? memoryFileStorage(),
      limits: options.uploadLimits,
      now,
    }),
    ...(options.push ? { push: options.push } : {}),
  };
  // Stops and the stop-out close positions, pending orders fill and price alerts fire as prices move,
  // whichever host ticks the prices; the daily rollover charges swap from the same clock.
  const checkPendingOrders = createPendingOrderCheck(core);
  core.prices.onTick(() => {
    triggerStops(core);
    checkPendingOrders();
    checkPriceAlerts(core);
    enforceMarginLevels(core);
    rolloverWhenDue(core);
  });
  const controls = createControls({
    enabled: options.controls ?? true,
    hangMs: options.faultHangMs ?? 20_000,
  });
  const reset = () => {
    core.store.reset();
    seedTenant();
    core.prices.reset();
    core.candles.reset();
    core.markets.reset();
    controls.clearFaults();
    controls.resetHost();
    core.uploadRate.clear();
    return core.files.clear();
  };

  const app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Bad request.' }, error.status as ContentfulStatusCode);
    }
    console.error('unexpected API error', error);
    return c.json({ message: 'Server Error.' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found.' }, 404));

  const publicOrigin = options.publicOrigin;
  app.use('*', async (c, next) => {
    const configured = typeof publicOrigin === 'function' ? publicOrigin() : publicOrigin;
    c.set('origin', configured ?? new URL(c.req.url).origin);
    await next();
  });
  app.use(`${API_BASE}/*`, async (c, next) => {
    await next();
    // Answers are per user: shared caches must not keep them (files set their own policy).
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-cache, private');
  });
  app.use(`${API_BASE}/*`, async (c, next) => {
    const status = controls.takeFault(c.req.path.slice(API_BASE.length));
    if (status === undefined) return next();
    if (status === 0) {
      await controls.hang(c.req.raw.signal);
      return c.json({ message: faultMessage(504) }, 504);
    }
    return c.json({ message: faultMessage(status) }, status as ContentfulStatusCode);
  });
  app.use(`${API_BASE}/*`, refuseAccountQuery);
  app.use(
    `${API_BASE}/*`,
    limitBodies({
      [`${API_BASE}/chat/upload`]: 'file',
      [`${API_BASE}/onboarding/documents`]: 'file',
      [`${API_BASE}/deposits/wire`]: 'proof',
    }),
  );
  const groups = [
    siteRoutes,
    authRoutes,
    passkeyRoutes,
    stepUpRoutes,
    twoFactorRoutes,
    accountRoutes,
    onboardingRoutes,
    tradeRoutes,
    orderRoutes,
    priceAlertRoutes,
    favouriteRoutes,
    cannedReplyRoutes,
    priceRoutes,
    chatRoutes,
    paymentRoutes,
    profileRoutes,
    pushRoutes,
    statementRoutes,
    savingsRoutes,
    autoTraderRoutes,
    adminRoutes,
    broadcastingRoutes,
    fileRoutes,
  ];
  for (const routes of groups) app.route(API_BASE, routes(core));

  if (controls.enabled) {
    app.use(`${DEMO_BASE}/*`, limitBodies({}));
    app.route(DEMO_BASE, controlRoutes(core, controls, reset));
  }

  return { ...core, app, controls, reset, dispose: () => controls.dispose() };
}
