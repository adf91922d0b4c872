import type { SiteState } from './site-store';

export type StartScreen = 'loading' | 'unreachable' | 'disabled' | 'ready';

/**
 * Which full-screen state the site start shows, checked in this order: a first load still running,
 * a failed fetch, a disabled site, then the app.
 */
export function startScreen({
  isLoading,
  initialized,
  error,
  settings,
}: Pick<SiteState, 'isLoading' | 'initialized' | 'error' | 'settings'>): StartScreen {
  if (isLoading && !initialized) return 'loading';
  if (error) return 'unreachable';
  if (settings?.status === 'disabled') return 'disabled';
  if (!settings) return isLoading ? 'loading' : 'unreachable';
  return 'ready';
}
