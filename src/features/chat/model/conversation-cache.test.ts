import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@contract';
import { chatKeys } from '../api/keys';
import type { ChatPage, ConversationData } from '../api/messages';
import {
  addToConversation,
  markReadInConversation,
  messagesOf,
  withMessages,
  withRead,
} from './conversation-cache';

/** Message `id` was written `id` minutes after 10:00 on 10 March 2026 (UTC). */
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 10, minutes)).toISOString();

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  message: `message ${id}`,
  sender_id: 7,
  sender: {},
  is_admin: false,
  created_at: at(id),
  read_at: null,
  attachments: [],
  ...extra,
});

const page = (ids: number[], next: string | null): ChatPage => ({
  data: ids.map((id) => message(id)),
  next_page_url: next,
});

/** Three pages as fetched: page 1 is the newest, each page in time order. */
const conversation = (): ConversationData => ({
  pages: [
    page([5, 6], 'https://app.test/api/v1/chat/messages?page=2'),
    page([3, 4], 'https://app.test/api/v1/chat/messages?page=3'),
    page([1, 2], null),
  ],
  pageParams: [1, 2, 3],
});

const ids = (data: ConversationData) => messagesOf(data).map((m) => m.id);
const pageIds = (data: ConversationData) => data.pages.map((p) => p.data.map((m) => m.id));

describe('messagesOf', () => {
  it('gives the messages in time order: the oldest page first', () => {
    expect(ids(conversation())).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is empty for a conversation not loaded yet, or with no messages', () => {
    expect(messagesOf(undefined)).toEqual([]);
    expect(messagesOf({ pages: [page([], null)], pageParams: [1] })).toEqual([]);
  });
});

describe('withMessages', () => {
  it('adds new messages to the newest page and leaves the older pages as they are', () => {
    const data = conversation();
    const next = withMessages(data, [message(8), message(7)]);
    expect(pageIds(next)).toEqual([
      [5, 6, 7, 8],
      [3, 4],
      [1, 2],
    ]);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pages[2]).toBe(data.pages[2]);
    expect(next.pageParams).toBe(data.pageParams);
    expect(next.pages[0]!.next_page_url).toBe(data.pages[0]!.next_page_url);
  });

  it('does not change the data it was given', () => {
    const data = conversation();
    const copy = structuredClone(data);
    withMessages(data, [message(7), message(1, { read_at: at(30) })]);
    expect(data).toEqual(copy);
  });

  it('updates a message of the newest page in place', () => {
    const data = conversation();
    const next = withMessages(data, [message(6, { read_at: at(30) })]);
    expect(pageIds(next)).toEqual(pageIds(data));
    expect(next.pages[0]!.data[1]!.read_at).toBe(at(30));
  });

  it('updates a message of an older page where it is, once', () => {
    const data = conversation();
    const next = withMessages(data, [message(1, { read_at: at(30) })]);
    expect(pageIds(next)).toEqual([
      [5, 6],
      [3, 4],
      [1, 2],
    ]);
    expect(next.pages[2]!.data[0]!.read_at).toBe(at(30));
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('updates messages of several older pages and adds new ones in one go', () => {
    const data = conversation();
    const read = { read_at: at(30) };
    const next = withMessages(data, [message(3, read), message(9), message(2, read), message(6, read)]);
    expect(pageIds(next)).toEqual([
      [5, 6, 9],
      [3, 4],
      [1, 2],
    ]);
    expect(messagesOf(next).map((m) => m.read_at !== null)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
  });

  it('returns the same object when nothing changed', () => {
    const data = conversation();
    expect(withMessages(data, [])).toBe(data);
    // Equal copies, as a poll or a repeated event brings them: of the newest page, and of older ones.
    expect(withMessages(data, [message(6)])).toBe(data);
    expect(withMessages(data, [message(3)])).toBe(data);
    expect(withMessages(data, [message(1), message(4), message(5)])).toBe(data);
  });

  it('leaves a conversation with no page as it is', () => {
    const empty: ConversationData = { pages: [], pageParams: [] };
    expect(withMessages(empty, [message(1)])).toBe(empty);
  });

  it('replaces the pending copy in the newest page by the server copy', () => {
    const data: ConversationData = {
      pages: [
        { data: [message(5), message(6, { id: 'pending:c-1', client_id: 'c-1' })], next_page_url: null },
      ],
      pageParams: [1],
    };
    const server = message(6, { id: 60, client_id: 'c-1' });
    expect(messagesOf(withMessages(data, [server]))).toEqual([message(5), server]);
  });
});

describe('withRead', () => {
  it('marks the message read in the page that holds it, and leaves the other pages as they are', () => {
    const data = conversation();
    const next = withRead(data, 3, at(30));
    expect(next.pages[1]!.data[0]!.read_at).toBe(at(30));
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pages[2]).toBe(data.pages[2]);
    expect(ids(next)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.pages[1]!.data[0]!.read_at).toBeNull();
  });

  it('finds the message by an id given as text', () => {
    expect(withRead(conversation(), '5', at(30)).pages[0]!.data[0]!.read_at).toBe(at(30));
  });

  it('returns the same object for an unknown message or one already read', () => {
    const data = conversation();
    expect(withRead(data, 99, at(30))).toBe(data);
    const read = withRead(data, 3, at(30));
    expect(withRead(read, 3, at(40))).toBe(read);
  });
});

describe('in the query cache', () => {
  it('merges into a conversation the cache holds, and leaves one it does not hold to its first fetch', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.conversation(42), conversation());

    addToConversation(client, 42, [message(7)]);
    markReadInConversation(client, 42, 2, at(30));
    const data = client.getQueryData<ConversationData>(chatKeys.conversation(42))!;
    expect(ids(data)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.pages[2]!.data[1]!.read_at).toBe(at(30));

    addToConversation(client, 43, [message(7)]);
    markReadInConversation(client, 43, 7, at(30));
    expect(client.getQueryData(chatKeys.conversation(43))).toBeUndefined();
  });
});
