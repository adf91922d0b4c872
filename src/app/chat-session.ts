/**
 * The chat outbox follows the session: it starts sending (what an earlier visit left first) when a
 * token appears and stops when it goes. Loaded on demand, so the login screen never downloads it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { wipeChatStorage } from '@/features/chat/model/chat-storage';
import { sessionStore } from '@/features/session/model/session-store';
// Types only: the module itself is imported on demand below.
import type * as OutboxClient from '@/features/chat/outbox';

type OutboxModule = typeof OutboxClient;

/** The outbox module once a session has loaded it: a sign-out must not wait for (or fail on) a download. */
let loaded: OutboxModule | null = null;
const loadOutbox = () =>
  import('@/features/chat/outbox').then((module) => {
    loaded = module;
    return module;
  });

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

/**
 * Sign-out and a new sign-in: the unsent messages and drafts of the session before go. Works offline
 * and before the outbox was ever loaded: the storage is wiped directly, the outbox stopped if running.
 */
export async function wipeChatOfSession() {
  await (loaded ? loaded.wipeChat() : wipeChatStorage());
}
