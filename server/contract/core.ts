/** What every route and domain function works with. */
import type { Bus } from './bus';
import type { FileStore } from './file-store';
import type { RateLimiter } from './http/rate-limit';
import type { PriceEngine } from './prices';
import type { Store } from './store';
import type { UserRecord } from './types';

export const API_BASE = '/api/v1';

export interface PusherCredentials {
  key: string;
  secret: string;
}

export interface Core {
  store: Store;
  bus: Bus;
  prices: PriceEngine;
  pusher: PusherCredentials;
  /** Uploaded files, their quotas and bytes. */
  files: FileStore;
  /** Upload attempts per user id. */
  uploadRate: RateLimiter;
}

export type AppEnv = { Variables: { user: UserRecord; token: string } };
