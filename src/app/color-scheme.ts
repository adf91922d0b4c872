/**
 * The colour scheme this device shows: the system's (light or dark, following it as it changes) unless
 * the customer chose one in Settings. The themes themselves are CSS (src/styles/theme.css.ts); this
 * only marks the root with the choice (`data-theme`), so the static loading screen, painted before
 * any script, already follows the system.
 */
import { stored } from '@contract';
import { createPersistedStore } from '@/lib/store/persisted-store';
import { storageKeys } from '@/lib/storage-keys';

export type ColorScheme = 'system' | 'light' | 'dark';

export const colorScheme = createPersistedStore(
  { scheme: 'system' as ColorScheme },
  { key: storageKeys.colorScheme, schema: stored.colorScheme, pick: (s) => s },
);

function apply(scheme: ColorScheme, root: HTMLElement = document.documentElement) {
  if (scheme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', scheme);
}

colorScheme.subscribe(() => apply(colorScheme.get().scheme));
colorScheme.rehydrate();
apply(colorScheme.get().scheme);
