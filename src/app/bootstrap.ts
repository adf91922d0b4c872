import { rehydrateSession, sessionStore } from '@/features/session/model/session-store';
import { licenseStore } from '@/features/site/model/license-store';
import { loadSettings, rehydrateSite, siteStore } from '@/features/site/model/site-store';
import { configureApiClient } from '@/lib/api';
import type { ResolvedConfig } from '@/config/load-config';
import { queryClient } from './query';
import { handleUnauthorized } from './session-effects';

interface StartOptions {
  loadConfig: () => Promise<ResolvedConfig>;
  navigateHome: () => void;
}

let config: Promise<ResolvedConfig> | null = null;

/**
 * The runtime config, loaded once. A failed load is forgotten, so the next call (the user's
 * 'Try Again') asks again instead of repeating the failure.
 */
export function runtimeConfig(load: () => Promise<ResolvedConfig>): Promise<ResolvedConfig> {
  config ??= load().catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/**
 * Start order (spec.md section 4): restore what this device remembers, choose the API base from the
 * runtime config, then fetch the tenant's settings. Nothing here waits before the first render.
 */
export function startApp({ loadConfig, navigateHome }: StartOptions) {
  config = null;
  rehydrateSession();
  rehydrateSite();
  licenseStore.rehydrate();
  configureApiClient({
    baseUrl: async () => (await runtimeConfig(loadConfig)).apiBase,
    token: () => sessionStore.get().token,
    onUnauthorized: () => handleUnauthorized(queryClient, navigateHome),
  });
  void loadSettings();
}

/** Settings shown from memory while offline are refreshed as soon as the network returns. */
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (siteStore.get().offline) void loadSettings();
  });
}
