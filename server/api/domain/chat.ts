import type { ChatMessage } from '@contract/schemas';
import { channels } from '../bus';
import type { Core } from '../core';
import { invalidField } from '../http/errors';
import type { AttachmentRecord, MessageRecord, UserRecord } from '../types';
import { fileForUrl, isImageType } from './files';
import { pushTo } from './push';

export const MESSAGES_PER_PAGE = 30;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_ATTACHMENTS = 5;
const SUPPORT_PUSH_TITLE = 'Message from support';
const SUPPORT_PUSH_FILE = 'Support sent you a file.';

export const isoTime = (ms: number) => new Date(ms).toISOString();

export function toChatMessage(core: Core, record: MessageRecord): ChatMessage {
  const sender = core.store.user(record.sender_id);
  return {
    id: record.id,
    message: record.message,
    sender_id: record.sender_id,
    sender: {
      first_name: sender?.first_name ?? '',
      name: sender ? `${sender.first_name} ${sender.last_name}` : '',
      avatar: sender?.avatar ?? null,
    },
    is_admin: record.is_admin,
    created_at: isoTime(record.created_at),
    read_at: record.read_at === null ? null : isoTime(record.read_at),
    attachments: record.attachments.map(({ id, file_name, download_url, is_image }) => ({
      id,
      file_name,
      download_url,
      is_image,
    })),
    client_id: record.client_id,
    customer_id: record.customer_id,
  };
}

/** Ascending by time (the store keeps messages in creation order). */
export function conversation(core: Core, customerId: number): readonly MessageRecord[] {
  return core.store.conversation(customerId);
}

/** Page 1 is the newest MESSAGES_PER_PAGE; higher pages go back in time. Each page is ascending. */
export function messagePage(core: Core, customerId: number, page: number) {
  const all = conversation(core, customerId);
  const end = Math.max(0, all.length - (page - 1) * MESSAGES_PER_PAGE);
  const start = Math.max(0, end - MESSAGES_PER_PAGE);
  return { items: all.slice(start, end), hasOlder: start > 0 };
}

/** Walks back from the newest only as far as needed: a poll usually finds nothing new. */
export function messagesAfter(core: Core, customerId: number, after: number): MessageRecord[] {
  const all = conversation(core, customerId);
  let start = all.length;
  while (start > 0 && all[start - 1]!.created_at > after) start -= 1;
  return all.slice(start);
}

export interface SendInput {
  sender: UserRecord;
  customer: UserRecord;
  text: string;
  attachmentUrls: readonly string[];
  clientId: string | null;
  /** Origin the API is served from: attachment URLs must be ours. */
  origin: string;
}

function attachmentsFor(core: Core, input: SendInput): AttachmentRecord[] {
  if (input.attachmentUrls.length > MAX_ATTACHMENTS) {
    throw invalidField('attachments', `At most ${MAX_ATTACHMENTS} attachments can be sent at once.`);
  }
  return input.attachmentUrls.map((url, index) => {
    const file = fileForUrl(core, input.origin, url);
    if (!file || file.owner_id !== input.sender.id) {
      throw invalidField(`attachments.${index}`, 'The attachment must be a file uploaded with /chat/upload.');
    }
    return {
      id: core.store.nextId('attachment'),
      file_id: file.id,
      file_name: file.name,
      download_url: new URL(url, input.origin).toString(),
      is_image: isImageType(file.type),
    };
  });
}

/**
 * Sends a message and announces it on the customer's chat channel. Idempotent on
 * (sender, client_id): a resend answers the first message and announces nothing.
 */
export function sendMessage(core: Core, input: SendInput): { message: ChatMessage; created: boolean } {
  const { store } = core;
  const key = input.clientId === null ? null : `${input.sender.id}:${input.clientId}`;
  const first = key === null ? undefined : store.state.sentByClientId.get(key);
  if (first) return { message: toChatMessage(core, first), created: false };

  const text = input.text.trim();
  const attachments = attachmentsFor(core, input);
  if (text === '' && attachments.length === 0) {
    throw invalidField('message', 'The message field is required when no attachment is sent.');
  }
  if (text.length > MAX_MESSAGE_LENGTH) {
    throw invalidField('message', `The message may not be longer than ${MAX_MESSAGE_LENGTH} characters.`);
  }
  const record: MessageRecord = {
    id: store.nextId('message'),
    customer_id: input.customer.id,
    sender_id: input.sender.id,
    is_admin: input.sender.role === 'admin',
    message: text,
    attachments,
    created_at: store.stampMs(),
    read_at: null,
    client_id: input.clientId,
  };
  store.addMessage(record);
  // The customer writing again reopens what the desk had resolved; the message tells every inbox.
  if (!record.is_admin) input.customer.chat.status = 'open';
  if (key !== null) store.state.sentByClientId.set(key, record);
  const message = toChatMessage(core, record);
  core.bus.publish({ channel: channels.chat(input.customer.id), event: 'message.sent', data: { message } });
  // Every message, the admins' own too, reaches every admin's inbox (its preview, its order).
  core.bus.publish({ channel: channels.chatAdmins(), event: 'message.sent', data: { message } });
  // Support's answer reaches the customer's devices with the app closed too.
  if (record.is_admin) {
    void pushTo(core, input.customer, {
      kind: 'support',
      title: SUPPORT_PUSH_TITLE,
      text: text === '' ? SUPPORT_PUSH_FILE : text,
      url: '/main/chat',
      badge: unreadCount(core, input.customer),
    });
  }
  return { message, created: true };
}

/** Messages the reader has not read yet: a customer reads the admins' side, an admin the customer's. */
function unreadFor(reader: UserRecord, message: MessageRecord): boolean {
  return message.read_at === null && message.is_admin !== (reader.role === 'admin');
}

export function markConversationRead(core: Core, reader: UserRecord, customerId: number): number {
  const unread = conversation(core, customerId).filter((message) => unreadFor(reader, message));
  const readAt = core.store.stampMs();
  const readAtIso = isoTime(readAt);
  for (const message of unread) {
    message.read_at = readAt;
    core.bus.publish({
      channel: channels.chat(customerId),
      event: 'message.read',
      data: { message_id: message.id, read_at: readAtIso },
    });
  }
  return unread.length;
}

export function unreadCount(core: Core, reader: UserRecord): number {
  const messages = reader.role === 'admin' ? core.store.state.messages : conversation(core, reader.id);
  let count = 0;
  for (const message of messages) if (unreadFor(reader, message)) count += 1;
  return count;
}
