/** What every route and domain function works with. */
import type { Bus, PusherCredentials } from './bus';
import type { CandleStore } from './candles';
import type { PushSender } from './push-sender';
import type { FileStore } from './file-store';
import type { RateLimiter } from './http/rate-limit';
import type { Markets } from './markets';
import type { PriceEngine } from './prices';
import type { Store } from './store';
import type { UserRecord } from './types';

export const API_BASE = '/api/v1';

export interface Core {
  store: Store;
  bus: Bus;
  prices: PriceEngine;
  /** Each instrument's candles, made from the prices' ticks. */
  candles: CandleStore;
  /** Whether each instrument trades now (its hours, halts, the market clock). */
  markets: Markets;
  pusher: PusherCredentials;
  /** Uploaded files, their quotas and bytes. */
  files: FileStore;
  /** Upload attempts per user id. */
  uploadRate: RateLimiter;
  /** Sends Web Push; none in the msw hosts, which push nothing. */
  push?: PushSender;
}

/**
 * `clientAddress` is the caller's network address as the host saw it (never a header a caller can
 * set). Hosts pass it as Hono's env, `app.fetch(request, { clientAddress })`; msw has none to give.
 */
export type AppEnv = {
  Bindings: { clientAddress?: string } | undefined;
  Variables: {
    user: UserRecord;
    token: string;
    /** The origin links in answers point at (http/query.ts). */
    origin: string;
    /** The session's admission, run again after the request waited (http/auth.ts). */
    readmit: (() => UserRecord) | undefined;
  };
};
