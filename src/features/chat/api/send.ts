/**
 * POST /chat/messages with the client's id for the message: sending it again (an outbox retry after
 * the answer was lost) answers the first message instead of a second one.
 */
import { request } from '@/lib/api';
import { api } from '@contract';

export interface SendInput {
  message: string;
  attachments: readonly string[];
  client_id: string;
  /** Only admins name the customer. */
  customer_id?: number;
}

export const sendChatMessage = async (input: SendInput, signal?: AbortSignal) =>
  (
    await request(api.chatMessage, '/chat/messages', {
      json: { ...input, attachments: [...input.attachments] },
      signal,
    })
  ).data;
