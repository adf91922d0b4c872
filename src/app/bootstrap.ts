import { rehydrateSession, sessionStore } from '@/features/session/model/session-store';
import { licenseStore } from '@/features/site/model/license-store';
import { loadSettings, rehydrateSite } from '@/features/site/model/site-store';
import { configureApiClient } from '@/lib/api';
import type { ResolvedConfig } from '@/config/load-config';
import { queryClient } from './query';
import { handleUnauthorized } from './session-effects';

/**
 * Start order (spec.md section 4): restore what this device remembers, choose the API base from the
 * runtime config, then fetch the tenant's settings.
 */
export function startApp(config: ResolvedConfig, navigateHome: () => void) {
  rehydrateSession();
  rehydrateSite();
  licenseStore.rehydrate();
  configureApiClient({
    baseUrl: () => config.apiBase,
    token: () => sessionStore.get().token,
    onUnauthorized: () => handleUnauthorized(queryClient, navigateHome),
  });
  // Started before the first render so a stale error from last time never flashes.
  void loadSettings();
}
