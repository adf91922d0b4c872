import { readJson } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The tenant name remembered from the last visit, for the very first paint, before the app (and its
 * schemas) have loaded. Only ever rendered as text. `undefined` when there is none: on a first visit
 * the name is not known until the settings arrive.
 */
export function rememberedSiteName(
  storage: Storage | undefined = globalThis.localStorage,
): string | undefined {
  const stored = readJson(storage, storageKeys.siteSettings) as
    { state?: { settings?: { name?: unknown } } } | undefined;
  const name = stored?.state?.settings?.name;
  return typeof name === 'string' && name.trim() ? name : undefined;
}
