/** POST /chat/read: the other side's messages in the conversation are read now. */
import { request } from '@/lib/api';
import { api } from '@contract';
import type { ConversationRef } from './chat-cache';

export const markConversationRead = async (ref: ConversationRef) =>
  (await request(api.chatRead, '/chat/read', { json: ref.named ? { customer_id: ref.customerId } : {} })).data
    .updated;
