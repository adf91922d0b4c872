import { stored, type Settings } from '@contract';
import { createPersistedStore } from '@/lib/store/persisted-store';
import { storageKeys } from '@/lib/storage-keys';
import { m } from '@/i18n';
import { isApiError } from '@/lib/api';
import { fetchSettings } from '../api/settings';

export interface SiteState {
  settings: Settings | null;
  error: string | null;
  initialized: boolean;
  lastFetched: number | null;
  isLoading: boolean;
  /** The last refresh could not reach the server, and remembered settings are shown meanwhile. */
  offline: boolean;
}

export const siteStore = createPersistedStore<SiteState, typeof stored.site.infer>(
  { settings: null, error: null, initialized: false, lastFetched: null, isLoading: true, offline: false },
  {
    key: storageKeys.siteSettings,
    schema: stored.site,
    pick: ({ settings, error, initialized, lastFetched }) => ({ settings, error, initialized, lastFetched }),
  },
);

/** No answer at all (offline, time-out), as opposed to an answer that says something is wrong. */
const isUnreachable = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

let firstVisit = true;

/** Restores remembered settings; a visitor who has none is on a first visit and sees the full loading bar. */
export async function rehydrateSite() {
  await siteStore.rehydrate();
  firstVisit = !siteStore.get().initialized;
}

export const isFirstVisit = () => firstVisit;

/** Fetches the tenant's settings for the site start. Concurrent calls share one request. */
let inflight: Promise<void> | null = null;
export function loadSettings(): Promise<void> {
  inflight ??= (async () => {
    siteStore.set({ isLoading: true, error: null });
    try {
      const settings = await fetchSettings();
      siteStore.set({
        settings,
        error: null,
        initialized: true,
        lastFetched: Date.now(),
        isLoading: false,
        offline: false,
      });
    } catch (error) {
      console.error('[site] settings', error);
      if (siteStore.get().settings && isUnreachable(error)) {
        // A returning visitor on a dead or hanging network keeps the app and what it last loaded,
        // rather than losing the screen they were on; the fetch runs again when the network returns.
        siteStore.set({ isLoading: false, offline: true });
        return;
      }
      siteStore.set({ error: m.site.settingsFailed, initialized: true, isLoading: false, offline: false });
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}
