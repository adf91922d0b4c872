/**
 * PATCH /admin/chat/conversations/{customer_id}: an admin resolves or reopens a conversation, or
 * assigns it. The answer is the customer's inbox entry as it now stands, put in the cached list at
 * once; the other admins hear of it on their channel.
 */
import type { QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { api, type ChatUser } from '@contract';
import { withUser } from '../model/inbox';
import { updateAdminUsers } from './admin-users';

export interface ConversationChange {
  status?: 'open' | 'resolved';
  assignee_id?: number | null;
}

export async function changeConversation(
  queryClient: QueryClient,
  customerId: number,
  change: ConversationChange,
): Promise<ChatUser> {
  const { data } = await request(api.conversation, `/admin/chat/conversations/${customerId}`, {
    method: 'PATCH',
    json: change,
  });
  updateAdminUsers(queryClient, (users) => withUser(users, data));
  return data;
}
