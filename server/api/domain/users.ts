import type { ChatUser, Settings, User } from '@contract/schemas';
import { channels } from '../bus';
import type { Core } from '../core';
import { accountsOf, lifetimePnlMinor } from './accounts';
import { isoTime, unreadCount } from './chat';
import { fromMinor } from './money';
import type { UserRecord } from '../types';
import { toNotification } from './notifications';

/** A user counts as online when a heartbeat arrived within this window (the client beats every 60 s). */
export const ONLINE_WINDOW_MS = 90_000;

/** The words of the client's gate screens, so both sides say the same. */
export const ACCOUNT_DISABLED = 'Your account is currently disabled, please contact support.';
export const ACCOUNT_AWAITING_APPROVAL = 'Your account is awaiting approval from the Client Management Team';

/**
 * Why an account may not use the API, or undefined when it may: deactivated accounts never; pending
 * ones only while the tenant requires verification.
 */
export function accountBlock(
  user: Pick<UserRecord, 'status'>,
  settings: Pick<Settings, 'must_verify_account'>,
): string | undefined {
  if (user.status === 'deactivated') return ACCOUNT_DISABLED;
  if (user.status === 'pending' && settings.must_verify_account) return ACCOUNT_AWAITING_APPROVAL;
  return undefined;
}

export function isOnline(core: Core, user: UserRecord): boolean {
  return user.last_seen_at !== null && core.store.now() - user.last_seen_at <= ONLINE_WINDOW_MS;
}

export function toUser(core: Core, user: UserRecord): User {
  const notifications = core.store.state.notifications
    .filter((notification) => notification.user_id === user.id)
    .reverse()
    .map(toNotification);
  // The user's figures are the live account's, the one money movements act on (admins have none).
  const live = accountsOf(core, user).find((account) => account.type === 'live');
  return {
    id: user.id,
    status: user.status,
    role: user.role,
    balance: user.balance,
    credit_balance: user.credit_balance,
    lifetime_pnl: fromMinor(live ? lifetimePnlMinor(core, live) : 0),
    notifications,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar,
    account_id: user.account_id,
    is_online: isOnline(core, user),
    // With the user, so a screen knows at once whether to show 'New Messages' (no banner popping in
    // later and pushing the page down); /chat/unread-count keeps it current.
    unread_count: unreadCount(core, user),
  };
}

/** How the desk names an admin, in an assignee and in its list of admins alike. */
export const fullName = (user: UserRecord) => `${user.first_name} ${user.last_name}`;

function assigneeOf(core: Core, adminId: number | null): ChatUser['assignee'] {
  const admin = adminId === null ? undefined : core.store.user(adminId);
  return admin ? { id: admin.id, name: fullName(admin) } : null;
}

/** The admin list's view of a customer, with what admins have not read yet. */
export function toChatUser(core: Core, user: UserRecord): ChatUser {
  const conversation = core.store.conversation(user.id);
  const last = conversation.at(-1);
  let unread = 0;
  for (const message of conversation) if (!message.is_admin && message.read_at === null) unread += 1;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar,
    account_id: user.account_id,
    status: user.status,
    is_online: isOnline(core, user),
    unread_count: unread,
    last_message_at: last === undefined ? null : isoTime(last.created_at),
    conversation_status: user.chat.status,
    assignee: assigneeOf(core, user.chat.assignee_id),
    // The inbox's preview: the text, or the first file's name when a message is only a file.
    last_message:
      last === undefined
        ? null
        : {
            message: last.message,
            is_admin: last.is_admin,
            file_name: last.attachments[0]?.file_name ?? null,
          },
  };
}

export function customers(core: Core): UserRecord[] {
  return core.store.users().filter((user) => user.role === 'customer');
}

/** Tells the user's open sessions to refetch /user (status or balance changed). */
export function publishUserUpdated(core: Core, user: UserRecord): void {
  core.bus.publish({
    channel: channels.user(user.id),
    event: 'user.updated',
    data: { user: toUser(core, user) },
  });
}
