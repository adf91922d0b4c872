/**
 * Opens the session's live connections when a token appears and closes them when it goes: sign-in,
 * sign-out, a 401 and another tab signing out all pass through the session store, so following the
 * store covers them all. One Pusher connection and one price socket per token.
 */
import type { ResolvedConfig } from '@/config/load-config';
import { sessionStore } from '@/features/session/model/session-store';
import { connectPriceFeed, disconnectPriceFeed } from '@/lib/prices';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime';

/** Starts following the session; returns the function that stops following (and closes both sockets). */
export function followSessionWithRealtime(config: () => Promise<ResolvedConfig>): () => void {
  let openFor: string | null = null;

  const close = () => {
    disconnectRealtime();
    disconnectPriceFeed();
  };

  const sync = () => {
    const { token, user } = sessionStore.get();
    if (token === openFor) return;
    openFor = token;
    close();
    if (!token) return;
    config().then(
      (resolved) => {
        // The session may have ended or changed while the config loaded.
        if (openFor !== token) return;
        connectRealtime(resolved.pusher);
        // Admins chat; they have no prices to show, so they do not take the feed's traffic.
        if (user?.role !== 'admin') connectPriceFeed(resolved.priceFeed);
      },
      (error: unknown) => console.error('[realtime] no runtime config: staying on polling', error),
    );
  };

  const unsubscribe = sessionStore.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    openFor = null;
    close();
  };
}
