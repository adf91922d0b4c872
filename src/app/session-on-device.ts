/**
 * What a session has on this device beside the stored user, for the session machine: its query cache
 * in IndexedDB, and what its end wipes or closes. The machine loads this only once there is a session
 * (one restored at start, or a sign-in), and it comes with the signed-in frame's code (vite.config.ts's
 * `frame` group), which a session loads anyway: a visitor who never signs in never downloads it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type * as OutboxClient from '@/features/chat/api/chat-outbox';
import { showAppBadge } from '@/features/chat/model/app-badge';
import { wipeChatStorage } from '@/features/chat/model/chat-storage';
import { closeShownNotifications } from '@/features/notifications/model/system-notification';
import { unsubscribeBrowser } from '@/features/push/model/browser-push';
import { forgetInstrument } from '@/features/trading/model/chosen-instrument';
import { forgetWatch } from '@/features/trading/model/market-watch';
import { priceStore } from '@/lib/prices/price-store';
import { wipeQueryCache } from '@/lib/query/persisted-cache';

export { logout } from '@/features/auth/api/logout';
export { endDraftSession } from '@/features/chat/model/chat-storage';
export { restoreQueryCache, writeQueryCache } from '@/lib/query/persisted-cache';

/**
 * A session ended (sign-out, 401, another tab, another account): its prices, badge, last chosen
 * instrument and market watch filter go with it. The server forgot this device's push subscription
 * with the session; the browser's goes too, and so do the notifications on screen, which name the
 * user's amounts and accounts.
 */
export function forgetSession() {
  priceStore.clear();
  forgetInstrument();
  forgetWatch();
  showAppBadge(0);
  void unsubscribeBrowser();
  void closeShownNotifications();
}

/**
 * Every cached answer in memory and IndexedDB, and the chat's unsent messages and drafts (wiped
 * directly when the outbox was never loaded, so this works offline too).
 */
export async function wipeSession(queryClient: QueryClient | null, outbox: typeof OutboxClient | null) {
  await Promise.all([wipeQueryCache(queryClient), outbox ? outbox.wipeChat() : wipeChatStorage()]);
}
