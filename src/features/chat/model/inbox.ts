/**
 * The admin's inbox: customers by latest activity (unread first when asked), the tab counts, each
 * row's preview and initials, and a live message folded into the list without asking the server.
 */
import type { ChatMessage, ChatUser } from '@contract';
import { m } from '@/i18n';
import { inTab, type UserTab } from './user-filter';

export const TABS: readonly UserTab[] = ['all', 'online', 'unread', 'mine'];
const WITHOUT_MINE = TABS.filter((tab) => tab !== 'mine');

/** The tabs on show: 'Mine' when the desk wants it (model/assignment.ts says when). */
export const tabsFor = (withMine: boolean): readonly UserTab[] => (withMine ? TABS : WITHOUT_MINE);

/**
 * Latest conversation first, then those who never wrote, by id. The times are the server's ISO
 * instants, all in UTC with the same precision, so comparing them as text orders them in time
 * without building 10,000 dates.
 */
function byActivity(a: ChatUser, b: ChatUser): number {
  const [x, y] = [a.last_message_at ?? '', b.last_message_at ?? ''];
  if (x !== y) return x < y ? 1 : -1;
  return a.id - b.id;
}

export function orderInbox(users: readonly ChatUser[], unreadFirst: boolean): ChatUser[] {
  const sorted = [...users].sort(byActivity);
  if (!unreadFirst) return sorted;
  // Stable: each group keeps its order by activity.
  return [...sorted.filter((u) => u.unread_count > 0), ...sorted.filter((u) => u.unread_count === 0)];
}

export function tabCounts(users: readonly ChatUser[], me: number | undefined): Record<UserTab, number> {
  const counts: Record<UserTab, number> = { all: 0, online: 0, unread: 0, mine: 0 };
  for (const user of users) for (const tab of TABS) if (inTab(user, tab, me)) counts[tab] += 1;
  return counts;
}

/** The row's second line: the latest message's text, or its file's name, the admin's marked as theirs. */
export function previewOf(user: ChatUser): string | null {
  const last = user.last_message;
  if (!last) return null;
  const text =
    last.message.trim() !== '' ? last.message : last.file_name ? m.chat.filePreview(last.file_name) : '';
  if (text === '') return null;
  return last.is_admin ? m.chat.ownPreview(text) : text;
}

/** Up to two letters, from the first and last name (or the email when both are empty). */
export function initialsOf(user: Pick<ChatUser, 'first_name' | 'last_name' | 'email'>): string {
  const letters = [user.first_name, user.last_name].map((part) => Array.from(part.trim())[0] ?? '').join('');
  return (letters || (Array.from(user.email)[0] ?? '?')).toUpperCase();
}

/**
 * The list after `message` arrived live: its customer's preview and time, and one more unread when
 * the customer wrote it. The list keeps every other entry as it was (same objects), so what is
 * derived per customer (the search text) is not made again; the order is the caller's to apply.
 * A message for a customer the list does not hold yet changes nothing: the next refresh brings them.
 * Nor does one no newer than the customer's latest: the list has it already (told twice, or a
 * refresh that came first), and counting it again would be one unread too many.
 */
export function withMessage(users: ChatUser[], message: ChatMessage): ChatUser[] {
  const customerId = message.customer_id ?? message.sender_id;
  const index = users.findIndex((user) => user.id === customerId);
  if (index < 0) return users;
  const user = users[index]!;
  if (user.last_message_at && message.created_at <= user.last_message_at) return users;
  const next: ChatUser = {
    ...user,
    last_message_at: message.created_at,
    last_message: {
      message: message.message,
      is_admin: message.is_admin,
      file_name: message.attachments[0]?.file_name ?? null,
    },
    unread_count: user.unread_count + (message.is_admin ? 0 : 1),
    // The customer writing again reopens a resolved conversation, as the server does.
    ...(message.is_admin ? {} : { conversation_status: 'open' as const }),
  };
  return users.with(index, next);
}

/** The customers with more unread messages in `next` than in `previous` (a customer wrote). */
export function gainedUnread(previous: readonly ChatUser[], next: readonly ChatUser[]): number[] {
  if (previous === next) return [];
  const was = new Map(previous.map((user) => [user.id, user]));
  return next
    .filter((user) => {
      const old = was.get(user.id);
      return old !== undefined && old !== user && user.unread_count > old.unread_count;
    })
    .map((user) => user.id);
}

/** The list with the server's new entry for one customer (a resolve, an assignment), others kept. */
export function withUser(users: ChatUser[], user: ChatUser): ChatUser[] {
  const index = users.findIndex((entry) => entry.id === user.id);
  return index < 0 ? users : users.with(index, user);
}

export const isResolved = (user: ChatUser) => user.conversation_status === 'resolved';

/**
 * Where 'Resolve and next' goes: the most pressing other open conversation, unread first, then the
 * latest; never one that has no messages at all. Undefined when none is left.
 */
export function nextOpen(users: readonly ChatUser[], currentId: number | undefined): ChatUser | undefined {
  return orderInbox(users, true).find(
    (user) => user.id !== currentId && !isResolved(user) && user.last_message_at,
  );
}
