/**
 * The chat outbox follows the session: it starts sending (what an earlier visit left first) when a
 * token appears and stops when it goes. Loaded on demand, so the login screen never downloads it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/features/session/model/session-store';

const loadOutbox = () => import('@/features/chat/outbox');

export function followSessionWithOutbox(queryClient: QueryClient): () => void {
  let runningFor: string | null = null;
  let stop: (() => void) | null = null;

  const sync = () => {
    const { token } = sessionStore.get();
    if (token === runningFor) return;
    runningFor = token;
    stop?.();
    stop = null;
    if (!token) return;
    void loadOutbox().then((outbox) => {
      if (runningFor === token) stop = outbox.startChatOutbox(queryClient);
    });
  };

  const unsubscribe = sessionStore.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    runningFor = null;
    stop?.();
  };
}

/** Sign-out and a new sign-in: the unsent messages and drafts of the session before go. */
export async function wipeChatOfSession() {
  await (await loadOutbox()).wipeChat();
}
