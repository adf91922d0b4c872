/**
 * The chat's writers: a message sent lands once in its conversation, moves the desk's inbox and asks
 * for the unread count only when it is news from the other side; a read marks it where it is.
 */
import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatUser } from '@contract';
import { writeConversationRead, writeMessages, writeRead } from './chat-cache';
import { chatKeys } from './keys';
import type { ConversationData } from './messages';
import { messagesOf } from '../model/conversation-cache';

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
