/**
 * One conversation, the same for a customer and an admin: they differ only in whose conversation it
 * is (`named` for an admin) and what surrounds it. History, live events, polling, the outbox's
 * pending messages, read markers, the other side's typing and the composer.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api';
import type { ChatMessage } from '@contract';
import { channels, isPolling, listen, useConnectionHealth } from '@/lib/realtime';
import { m } from '@/i18n';
import {
  conversationQuery,
  fetchMessagePage,
  fetchMessagesAfter,
  messagesOf,
  writeMessages,
  writeRead,
  type ConversationRef,
} from '../api/chat-cache';
import { CHAT_POLL_INTERVAL_MS } from '../api/keys';
import { useMarkRead } from '../hooks/use-mark-read';
import { useTyping } from '../hooks/use-typing';
import { isOwnSide, mergeMessages, missingFrom, newestTime } from '../model/messages';
import { pendingMessage, type OutboxAttachment } from '../model/outbox';
import { chatOutbox, newClientId, useOutbox } from '../api/chat-outbox';
import type { Suggestions } from './canned-picker';
import { Composer } from './composer';
import { MessageList, type PendingState } from './message-list';
import * as s from './chat.css';

/**
 * One conversation kept current: history pages on demand; while the realtime connection is live,
 * its messages come with the signed-in user's one `.message.sent` listener (api/chat-cache.ts,
 * `followChat`) and its read markers with `.message.read` on the customer's channel; otherwise,
 * unless the device is offline, a poll every 5 s for what came after the newest message; each time
 * the channel is subscribed (the first time, and after a drop), and when the screen opens on a cached
 * conversation, one catch-up fetch closes the gap.
 */
function useConversation(ref: ConversationRef) {
  const queryClient = useQueryClient();
  const { customerId, named } = ref;
  // Admins name the customer; customers read their own conversation.
  const readerIsAdmin = named;
  const stableRef = useMemo(() => ({ customerId, named }), [customerId, named]);
  const query = useInfiniteQuery(conversationQuery(stableRef));
  const messages = useMemo(() => messagesOf(query.data), [query.data]);
  const { health } = useConnectionHealth();

  // The cursor of "seen up to here": the newest message the cache holds. The cache takes messages
  // from the server's lists and events only, never from this device's own send, so the other side's
  // message written just before that send is still after the cursor.
  const newest = useRef<string | undefined>(undefined);
  newest.current = newestTime(messages);
  // Own messages of the newest page not read yet: while polling, their 'Read' markers come only
  // with that page.
  const ownUnread = useRef(false);
  ownUnread.current =
    query.data?.pages[0]?.data.some(
      (message) => isOwnSide(message, readerIsAdmin) && message.read_at === null,
    ) ?? false;
  const hasData = query.data !== undefined;

  /** Fetches what came after the newest message and writes it in; the first page if there is none. */
  const catchUp = useCallback(async () => {
    const after = newest.current;
    if (!after) {
      await queryClient.invalidateQueries({ queryKey: conversationQuery(stableRef).queryKey });
      return;
    }
    try {
      writeMessages(queryClient, await fetchMessagesAfter(stableRef, after), stableRef.named);
      if (ownUnread.current) {
        const page = await fetchMessagePage(stableRef, 1);
        writeMessages(queryClient, page.data, stableRef.named);
      }
    } catch {
      // Logged by the API client; the next poll or reconnect tries again.
    }
  }, [queryClient, stableRef]);

  // Read by the channel's catch-up, so a new cursor does not listen anew; the conversation's first
  // page is its own fetch: before it, there is nothing to catch up.
  const catchUpRef = useRef<() => void>(() => {});
  catchUpRef.current = () => {
    if (hasData) void catchUp();
  };
  useEffect(
    () =>
      listen(
        channels.chatCustomer(customerId),
        'message.read',
        ({ message_id, read_at }) => writeRead(queryClient, customerId, message_id, read_at),
        { catchUp: () => catchUpRef.current() },
      ),
    [queryClient, customerId],
  );

  const polling = isPolling(health) && health !== 'offline';
  useEffect(() => {
    if (!polling || !hasData) return;
    const timer = setInterval(() => void catchUp(), CHAT_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [polling, hasData, catchUp]);

  // A cached conversation (an earlier visit, IndexedDB) is caught up as the screen opens, once.
  const openedOn = useRef(false);
  useEffect(() => {
    if (!hasData || openedOn.current) return;
    openedOn.current = true;
    void catchUp();
  }, [hasData, catchUp]);

  return { query, messages };
}

interface Props {
  conversation: ConversationRef;
  /** The signed-in user; without one nothing can be sent. */
  reader: { id: number; isAdmin: boolean } | null;
  /** The other side's name on its messages. */
  otherName: (message: ChatMessage) => string;
  /** The customer's name, for an admin's "… is typing" (a customer hears "Support is typing…"). */
  customerName?: string;
  header?: ReactNode;
  /** After a message of the reader's is queued (the customer's page asks for notifications then). */
  onSent?: () => void;
  /** The desk's saved replies, for its composer. */
  suggestions?: Suggestions | undefined;
  /** A message to show and focus, loading older pages until it is there (the desk's search). */
  focusMessageId?: number | string | undefined;
}

export function Conversation({
  conversation,
  reader,
  otherName,
  customerName,
  header,
  onSent,
  suggestions,
  focusMessageId,
}: Props) {
  const readerIsAdmin = reader?.isAdmin ?? false;
  const { query, messages } = useConversation(conversation);
  const typing = useTyping(conversation.customerId, readerIsAdmin);
  const { setOtherTyping } = typing;
  // The other side's message has come: they are no longer typing it.
  const newest = messages.at(-1);
  const newestFromOther = newest !== undefined && !isOwnSide(newest, readerIsAdmin) ? newest.id : null;
  useEffect(() => {
    if (newestFromOther !== null) setOtherTyping(false);
  }, [newestFromOther, setOtherTyping]);
  const outbox = useOutbox();
  const { health } = useConnectionHealth();
  useMarkRead(conversation, messages, readerIsAdmin);

  const mine = useMemo(
    () => outbox.entries.filter((entry) => entry.customer_id === conversation.customerId),
    [outbox.entries, conversation.customerId],
  );
  // What this device sent stays in view until the conversation holds the server's copy, which only
  // the server's events and lists bring (api/chat-cache.ts): before the history has loaded (written
  // offline on a first visit), until the event or the next poll, and when a page read on the server
  // just before the message was stored arrives after the send. The conversation's copy, newer (read,
  // say), stands once it has one.
  const sent = useMemo(
    () => outbox.sent.filter((s) => s.customerId === conversation.customerId).map((s) => s.message),
    [outbox.sent, conversation.customerId],
  );
  // The server's copy replaces a pending one as soon as it is known (same client id).
  const shown = useMemo(
    () => mergeMessages(mergeMessages(messages, missingFrom(messages, sent)), mine.map(pendingMessage)),
    [messages, sent, mine],
  );
  const pending = useMemo(() => {
    const map = new Map<string, PendingState>();
    for (const entry of mine) {
      map.set(entry.client_id, {
        state:
          entry.state === 'failed' ? 'failed' : outbox.sending === entry.client_id ? 'sending' : 'queued',
        ...(entry.error ? { error: entry.error } : {}),
      });
    }
    return map;
  }, [mine, outbox.sending]);

  const send = useCallback(
    async (text: string, attachments: OutboxAttachment[]) => {
      if (!reader) throw new Error(m.chat.mustBeLoggedIn);
      await chatOutbox.enqueue({
        client_id: newClientId(),
        customer_id: conversation.customerId,
        named: conversation.named,
        sender_id: reader.id,
        is_admin: reader.isAdmin,
        message: text,
        attachments,
        created_at: new Date().toISOString(),
      });
      onSent?.();
    },
    [reader, conversation.customerId, conversation.named, onSent],
  );

  const announcement = useAnnouncement(messages, readerIsAdmin, otherName);
  const composerId = useId();
  const connectionLost = health === 'offline' || (outbox.stalled && mine.some((e) => e.state === 'queued'));

  return (
    <div className={s.conversation}>
      {header}
      {query.isPending && (
        <p className={s.status} role="status">
          {health === 'offline' ? m.chat.loadsWhenOnline : m.chat.loadingMessages}
        </p>
      )}
      {query.isError && !query.data && (
        <div className={s.status}>
          <Alert variant="destructive" description={messageOf(query.error, m.chat.loadFailed)}>
            <Button
              size="sm"
              variant="secondary"
              busy={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {m.common.retry}
            </Button>
          </Alert>
        </div>
      )}
      {/* The messages are one tab stop, but a keyboard user writing a reply need not pass them at all. */}
      <a
        href={`#${composerId}`}
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(composerId)?.focus();
        }}
      >
        {m.chat.skipToComposer}
      </a>
      {/* What the user wrote shows at once, even before (or without) the conversation's first page. */}
      {(query.data !== undefined || mine.length > 0 || sent.length > 0) && (
        <MessageList
          messages={shown}
          readerIsAdmin={readerIsAdmin}
          pending={pending}
          otherName={otherName}
          hasOlder={query.data === undefined ? null : query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          olderFailed={query.isFetchNextPageError}
          loadOlder={() => void query.fetchNextPage()}
          onRetry={(id) => void chatOutbox.retry(id)}
          onDiscard={(id) => void chatOutbox.discard(id)}
          empty={m.chat.noMessages}
          focusId={focusMessageId}
        />
      )}
      <div className="sr-only" role="log" aria-live="polite">
        {announcement}
      </div>
      <p className={s.typing} role="status">
        {typing.otherTyping
          ? readerIsAdmin
            ? m.chat.typing(customerName || m.chat.customer)
            : m.chat.supportTyping
          : ''}
      </p>
      {connectionLost && <Alert variant="warning" description={m.chat.connectionLost} />}
      <Composer
        draftKey={`${conversation.customerId}`}
        onSend={send}
        inputId={composerId}
        onInput={typing.signal.input}
        onSent={typing.signal.stop}
        suggestions={suggestions}
      />
    </div>
  );
}

/** The newest message from the other side that arrived while the conversation was open, for the log. */
function useAnnouncement(
  messages: readonly ChatMessage[],
  readerIsAdmin: boolean,
  otherName: (m: ChatMessage) => string,
) {
  const [text, setText] = useState('');
  const seen = useRef<string | null>(null);
  const newest = messages[messages.length - 1];
  useEffect(() => {
    if (!newest) return;
    const id = String(newest.id);
    const first = seen.current === null;
    if (seen.current === id) return;
    seen.current = id;
    // What was there when the screen opened is history, not news.
    if (first || isOwnSide(newest, readerIsAdmin)) return;
    setText(m.chat.newMessage(otherName(newest), newest.message || m.chat.attachmentOnly));
  }, [newest, readerIsAdmin, otherName]);
  return text;
}
