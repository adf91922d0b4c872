import { configureTrading } from '@/features/trading/model/trading-settings';
import { removeStaleDraft } from '@/features/onboarding/model/draft-store';
import { rehydrateSession, sessionStore } from '@/features/session/model/session-store';
import { licenseStore } from '@/features/site/model/license-store';
import { loadSettings, rehydrateSite, siteStore } from '@/features/site/model/site-store';
import { configureApiClient } from '@/lib/api';
import type { ResolvedConfig } from '@/config/load-config';
import { queryClient } from './query';
import { followSessionWithOutbox } from './chat-session';
import { followSessionWithRealtime } from './realtime-session';
import { followSessionFromOtherTab, handleUnauthorized } from './session-effects';
import { storageKeys } from '@/lib/storage-keys';
import {
  answeredBeforePageStart,
  gatePersistence,
  restoreQueryCache,
  syncOnlineState,
} from '@/lib/query/query-client';

interface StartOptions {
  loadConfig: () => Promise<ResolvedConfig>;
  navigateHome: () => void;
}

let config: Promise<ResolvedConfig> | null = null;
/** Where a forced sign-out sends the user; set by startApp to the app router's navigation. */
let goHome = () => {};
/** Stops the previous start's realtime and outbox followers (tests start the app more than once). */
let stopRealtime = () => {};
let stopOutbox = () => {};
let stopPersisting = () => {};

/**
 * The runtime config, loaded once. A failed load is forgotten, so the next call (the user's
 * 'Try Again') asks again instead of repeating the failure.
 */
export function runtimeConfig(load: () => Promise<ResolvedConfig>): Promise<ResolvedConfig> {
  config ??= load().then(
    (resolved) => {
      configureTrading(resolved.trading);
      return resolved;
    },
    (error: unknown) => {
      config = null;
      throw error;
    },
  );
  return config;
}

/**
 * After the restore from disk: without a session (signed out here or in another tab meanwhile) nothing
 * restored is kept. With one, every restored answer counts as stale, whatever its age: it shows at once
 * (and offline), and the server is asked again as it is used. The disk copy can be a second behind the
 * screen it came from (writes are throttled), so a reload must not trust it as fresh.
 */
function settleRestored() {
  if (!sessionStore.get().token) queryClient.clear();
  else void queryClient.invalidateQueries({ predicate: answeredBeforePageStart });
}

/**
 * Start order: restore what this device remembers, choose the API base from the runtime config, then
 * fetch the tenant's settings. The settings are asked for at once; what the device remembers is
 * checked meanwhile (lib/check), and the app renders once that is known, so no route guard ever sees
 * a session that is still being read. The query cache the last visit left in IndexedDB is read
 * meanwhile too, and is back in memory when this returns (unless IndexedDB takes seconds): a route's
 * loader, which runs after, finds the answers the user last saw, offline as well.
 */
export async function startApp({ loadConfig, navigateHome }: StartOptions): Promise<void> {
  // Before the session is restored: a follower of an earlier start must not load that start's config.
  stopRealtime();
  stopOutbox();
  stopPersisting();
  config = null;
  goHome = navigateHome;
  syncOnlineState();
  gatePersistence(() => sessionStore.get().token !== null);
  configureApiClient({
    baseUrl: async () => (await runtimeConfig(loadConfig)).apiBase,
    token: () => sessionStore.get().token,
    onUnauthorized: () => handleUnauthorized(queryClient, goHome),
  });
  // Each reads what is stored at once, before the settings' answer can change the store.
  const restored = Promise.all([
    rehydrateSession(),
    rehydrateSite(),
    licenseStore.rehydrate(),
    removeStaleDraft(),
  ]);
  // Settled against the session being read meanwhile.
  const cacheBack = restoreQueryCache(queryClient, () => restored.then(settleRestored));
  void loadSettings();
  await restored;
  stopPersisting = await cacheBack;
  stopRealtime = followSessionWithRealtime(() => runtimeConfig(loadConfig));
  stopOutbox = followSessionWithOutbox(queryClient);
}

if (typeof window !== 'undefined') {
  // Settings shown from memory while offline are refreshed as soon as the network returns.
  window.addEventListener('online', () => {
    if (siteStore.get().offline) void loadSettings();
  });
  // Another tab signed out or in: this one follows (a null key means that tab cleared all storage).
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.session || event.key === null)
      void followSessionFromOtherTab(queryClient, goHome);
  });
}
