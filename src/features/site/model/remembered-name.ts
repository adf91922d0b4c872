import { readJson } from '@/lib/storage';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The tenant name remembered from the last visit, for the very first paint, before the app (and its
 * schemas) have loaded. Only ever rendered as text; the validated settings replace it moments later.
 */
export function rememberedSiteName(storage: Storage | undefined = globalThis.localStorage): string | null {
  const stored = readJson(storage, storageKeys.siteSettings) as
    { state?: { settings?: { name?: unknown } } } | undefined;
  const name = stored?.state?.settings?.name;
  return typeof name === 'string' && name.trim() ? name : null;
}
