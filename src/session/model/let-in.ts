import { sessionStore, userGate } from '@/session/model/session-store';
import { siteStore } from '@/site/model/site-store';

/**
 * Runs a screen's prefetches only for an account that may see the screen. A blocked account
 * (deactivated, or pending where the tenant requires verification) gets its gate screen instead, and
 * the server refuses it the screen's data: asking would only cost a phone requests that fail.
 */
export function whenLetIn(prefetch: () => void): void {
  const mustVerify = siteStore.get().settings?.must_verify_account ?? false;
  if (userGate(sessionStore.get().user, mustVerify) === 'ok') prefetch();
}
