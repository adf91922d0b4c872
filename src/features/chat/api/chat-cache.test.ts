/**
 * The chat's writers: a message sent lands once in its conversation, moves the desk's inbox and asks
 * for the unread count only when it is news from the other side; a read marks it where it is. And the
 * merges beneath them: the conversation's pages stay as fetched, new messages join the newest.
 */
import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatUser } from '@contract';
import {
  addToConversation,
  markReadInConversation,
  messagesOf,
  withMessages,
  withRead,
  writeConversationRead,
  writeMessages,
  writeRead,
  type ChatPage,
  type ConversationData,
} from './chat-cache';
import { chatKeys } from './keys';

const CUSTOMER = 7;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 10, minute)).toISOString();

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  message: `message ${id}`,
  sender_id: CUSTOMER,
  sender: {},
  is_admin: false,
  created_at: at(id),
  read_at: null,
  attachments: [],
  customer_id: CUSTOMER,
  ...extra,
});
const fromSupport = (id: number) => message(id, { sender_id: 1, is_admin: true });

const inboxRow = (over: Partial<ChatUser> = {}): ChatUser => ({
  id: CUSTOMER,
  first_name: 'Kenji',
  last_name: 'Sato',
  email: 'kenji@example.com',
  avatar: null,
  account_id: 'NW-100007',
  status: 'active',
  is_online: false,
  unread_count: 1,
  last_message_at: at(2),
  last_message: { message: 'message 2', is_admin: false, file_name: null },
  ...over,
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData<ConversationData>(chatKeys.conversation(CUSTOMER), {
    pages: [{ data: [message(1), message(2)], next_page_url: null }],
    pageParams: [1],
  });
  client.setQueryData(chatKeys.unreadCount(), 1);
});
afterEach(() => client.clear());

const ids = () => messagesOf(client.getQueryData(chatKeys.conversation(CUSTOMER))).map((m) => m.id);
/** Whether the unread count was marked to be asked for again. */
const countAskedAgain = () => client.getQueryState(chatKeys.unreadCount())!.isInvalidated;

describe('writeMessages', () => {
  it('puts a message into its conversation once, however often it is told', () => {
    writeMessages(client, [message(3)], true);
    writeMessages(client, [message(3)], true);
    writeMessages(client, [message(3), message(4)], true);
    expect(ids()).toEqual([1, 2, 3, 4]);
  });

  it("moves the admin's inbox row, counting each of the customer's messages once", () => {
    client.setQueryData(chatKeys.adminUsers(), [inboxRow()]);
    writeMessages(client, [message(3)], true);
    writeMessages(client, [message(3)], true);
    expect(client.getQueryData<ChatUser[]>(chatKeys.adminUsers())![0]).toMatchObject({
      unread_count: 2,
      last_message_at: at(3),
      last_message: { message: 'message 3' },
    });
  });

  it('asks for the unread count again for news from the other side only', () => {
    // A customer reads: their own message is no news.
    writeMessages(client, [message(3)], false);
    expect(countAskedAgain()).toBe(false);
    // Support's message the conversation held already (a poll after the event) is no news either.
    client.setQueryData<ConversationData>(chatKeys.conversation(CUSTOMER), {
      pages: [{ data: [message(1), fromSupport(4)], next_page_url: null }],
      pageParams: [1],
    });
    writeMessages(client, [fromSupport(4)], false);
    expect(countAskedAgain()).toBe(false);
    writeMessages(client, [fromSupport(5)], false);
    expect(countAskedAgain()).toBe(true);
  });

  it('asks for the count for a message of a conversation not loaded, and writes no conversation', () => {
    writeMessages(client, [{ ...fromSupport(9), customer_id: 99 }], false);
    expect(countAskedAgain()).toBe(true);
    expect(client.getQueryData(chatKeys.conversation(99))).toBeUndefined();
  });
});

describe('reads', () => {
  it('writeRead marks the message read where it is, and keeps the first time it was read', () => {
    writeRead(client, CUSTOMER, 2, at(30));
    writeRead(client, CUSTOMER, 2, at(40));
    const read = messagesOf(client.getQueryData(chatKeys.conversation(CUSTOMER)));
    expect(read.map((m) => m.read_at)).toEqual([null, at(30)]);
  });

  it("writeConversationRead marks them, empties the desk's row and lowers the count by the server's", () => {
    client.setQueryData(chatKeys.adminUsers(), [inboxRow({ unread_count: 2 }), inboxRow({ id: 8 })]);
    client.setQueryData(chatKeys.unreadCount(), 3);
    writeConversationRead(client, CUSTOMER, [1, 2], 2);
    expect(messagesOf(client.getQueryData(chatKeys.conversation(CUSTOMER))).every((m) => m.read_at)).toBe(
      true,
    );
    const rows = client.getQueryData<ChatUser[]>(chatKeys.adminUsers())!;
    expect(rows.map((row) => row.unread_count)).toEqual([0, 1]);
    expect(client.getQueryData(chatKeys.unreadCount())).toBe(1);
  });
});

/** The conversation's pages, without the writers: message `id` was written `id` minutes after 10:00. */
const pageMessage = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
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
  data: ids.map((id) => pageMessage(id)),
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

const idsOf = (data: ConversationData) => messagesOf(data).map((m) => m.id);
const pageIds = (data: ConversationData) => data.pages.map((p) => p.data.map((m) => m.id));

describe('messagesOf', () => {
  it('gives the messages in time order: the oldest page first', () => {
    expect(idsOf(conversation())).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is empty for a conversation not loaded yet, or with no messages', () => {
    expect(messagesOf(undefined)).toEqual([]);
    expect(messagesOf({ pages: [page([], null)], pageParams: [1] })).toEqual([]);
  });
});

describe('withMessages', () => {
  it('adds new messages to the newest page and leaves the older pages as they are', () => {
    const data = conversation();
    const next = withMessages(data, [pageMessage(8), pageMessage(7)]);
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
    withMessages(data, [pageMessage(7), pageMessage(1, { read_at: at(30) })]);
    expect(data).toEqual(copy);
  });

  it('updates a message of the newest page in place', () => {
    const data = conversation();
    const next = withMessages(data, [pageMessage(6, { read_at: at(30) })]);
    expect(pageIds(next)).toEqual(pageIds(data));
    expect(next.pages[0]!.data[1]!.read_at).toBe(at(30));
  });

  it('updates a message of an older page where it is, once', () => {
    const data = conversation();
    const next = withMessages(data, [pageMessage(1, { read_at: at(30) })]);
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
    const next = withMessages(data, [
      pageMessage(3, read),
      pageMessage(9),
      pageMessage(2, read),
      pageMessage(6, read),
    ]);
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
    expect(withMessages(data, [pageMessage(6)])).toBe(data);
    expect(withMessages(data, [pageMessage(3)])).toBe(data);
    expect(withMessages(data, [pageMessage(1), pageMessage(4), pageMessage(5)])).toBe(data);
  });

  it('leaves a conversation with no page as it is', () => {
    const empty: ConversationData = { pages: [], pageParams: [] };
    expect(withMessages(empty, [pageMessage(1)])).toBe(empty);
  });

  it('replaces the pending copy in the newest page by the server copy', () => {
    const data: ConversationData = {
      pages: [
        {
          data: [pageMessage(5), pageMessage(6, { id: 'pending:c-1', client_id: 'c-1' })],
          next_page_url: null,
        },
      ],
      pageParams: [1],
    };
    const server = pageMessage(6, { id: 60, client_id: 'c-1' });
    expect(messagesOf(withMessages(data, [server]))).toEqual([pageMessage(5), server]);
  });
});

describe('withRead', () => {
  it('marks the message read in the page that holds it, and leaves the other pages as they are', () => {
    const data = conversation();
    const next = withRead(data, 3, at(30));
    expect(next.pages[1]!.data[0]!.read_at).toBe(at(30));
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pages[2]).toBe(data.pages[2]);
    expect(idsOf(next)).toEqual([1, 2, 3, 4, 5, 6]);
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
    client.setQueryData(chatKeys.conversation(42), conversation());

    addToConversation(client, 42, [pageMessage(7)]);
    markReadInConversation(client, 42, 2, at(30));
    const data = client.getQueryData<ConversationData>(chatKeys.conversation(42))!;
    expect(idsOf(data)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.pages[2]!.data[1]!.read_at).toBe(at(30));

    addToConversation(client, 43, [pageMessage(7)]);
    markReadInConversation(client, 43, 7, at(30));
    expect(client.getQueryData(chatKeys.conversation(43))).toBeUndefined();
  });
});
