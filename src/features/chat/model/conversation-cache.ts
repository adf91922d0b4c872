/**
 * Changes to a conversation in the query cache, by merging: the history pages stay as fetched and
 * new messages join the newest page, so older pages can still be appended at the other end.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@contract';
import { chatKeys } from '../api/keys';
import type { ConversationData } from '../api/messages';
import { markRead, mergeMessages } from './messages';

/** The conversation's messages in time order: oldest page first. */
export function messagesOf(data: ConversationData | undefined): ChatMessage[] {
  if (!data) return [];
  const out: ChatMessage[] = [];
  for (let i = data.pages.length - 1; i >= 0; i -= 1) out.push(...data.pages[i]!.data);
  return out;
}

export function withMessages(data: ConversationData, incoming: readonly ChatMessage[]): ConversationData {
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  // A message already in an older page (a read marker changing) is updated where it is.
  const inOlder = new Set(older.flatMap((page) => page.data.map((message) => String(message.id))));
  const forOlder = incoming.filter((message) => inOlder.has(String(message.id)));
  const forNewest = incoming.filter((message) => !inOlder.has(String(message.id)));
  const merged = mergeMessages(newest.data, forNewest);
  // Each page takes only its own messages: merging the others in would copy them into it.
  const olderPages = forOlder.length
    ? older.map((page) => {
        const own = forOlder.filter((message) =>
          page.data.some((known) => String(known.id) === String(message.id)),
        );
        const next = own.length ? mergeMessages(page.data, own) : page.data;
        return next === page.data ? page : { ...page, data: next };
      })
    : older;
  if (merged === newest.data && olderPages.every((page, i) => page === older[i])) return data;
  return { ...data, pages: [merged === newest.data ? newest : { ...newest, data: merged }, ...olderPages] };
}

export function withRead(
  data: ConversationData,
  id: ChatMessage['id'],
  readAt?: string | null,
): ConversationData {
  let changed = false;
  const pages = data.pages.map((page) => {
    const next = markRead(page.data, id, readAt);
    if (next === page.data) return page;
    changed = true;
    return { ...page, data: next };
  });
  return changed ? { ...data, pages } : data;
}

/** Merges messages into a conversation the cache holds; one it does not hold is left to its first fetch. */
export function addToConversation(
  queryClient: QueryClient,
  customerId: number,
  messages: readonly ChatMessage[],
) {
  queryClient.setQueryData<ConversationData>(chatKeys.conversation(customerId), (data) =>
    data ? withMessages(data, messages) : data,
  );
}

export function markReadInConversation(
  queryClient: QueryClient,
  customerId: number,
  id: ChatMessage['id'],
  readAt?: string | null,
) {
  queryClient.setQueryData<ConversationData>(chatKeys.conversation(customerId), (data) =>
    data ? withRead(data, id, readAt) : data,
  );
}
