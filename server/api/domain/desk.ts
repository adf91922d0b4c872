/**
 * The support desk's side of a conversation: resolved or open, and who of the admins has it. Every
 * admin's inbox hears of a change at once (`conversation.updated` on the admins' channel).
 */
import { channels } from '../bus';
import type { Core } from '../core';
import { invalidField } from '../http/errors';
import type { ConversationMeta, UserRecord } from '../types';
import { isDeskAdmin } from './presence';
import { toChatUser } from './users';

export interface ConversationChange {
  status?: ConversationMeta['status'];
  assignee_id?: number | null;
}

export function publishConversation(core: Core, customer: UserRecord): void {
  core.bus.publish({
    channel: channels.chatAdmins(),
    event: 'conversation.updated',
    data: { user: toChatUser(core, customer) },
  });
}

/**
 * An admin's change; refuses an assignee who is not an admin working the desk (a deactivated one is
 * not). Returns whether anything changed.
 */
export function changeConversation(core: Core, customer: UserRecord, change: ConversationChange): boolean {
  const before = { ...customer.chat };
  if (change.assignee_id !== undefined && change.assignee_id !== null) {
    if (!isDeskAdmin(core, core.store.user(change.assignee_id)))
      throw invalidField('assignee_id', 'The selected assignee id is invalid.');
  }
  if (change.status !== undefined) customer.chat.status = change.status;
  if (change.assignee_id !== undefined) customer.chat.assignee_id = change.assignee_id;
  const changed = before.status !== customer.chat.status || before.assignee_id !== customer.chat.assignee_id;
  if (changed) publishConversation(core, customer);
  return changed;
}
