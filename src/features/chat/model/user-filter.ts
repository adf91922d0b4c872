/**
 * The admin user list's search, tabs and status filter: a case-insensitive match on first name, last
 * name or email; Online is `is_online`, Unread is an unread count above 0, Mine the conversations
 * assigned to the signed-in admin; a conversation is open unless resolved. Built for 10,000 users: the
 * lower-case text is made once per customer entry, not once per keystroke, and kept while the entry
 * is (a live message replaces one entry of the list, not all 10,000).
 */
import type { ChatUser } from '@contract';

export type UserTab = 'all' | 'online' | 'unread' | 'mine';
export type StatusFilter = 'any' | 'open' | 'resolved';

export interface UserFilter {
  query: string;
  tab: UserTab;
  status: StatusFilter;
  /** The signed-in admin, whose conversations 'Mine' lists. */
  me: number | undefined;
}

export interface SearchableUser {
  user: ChatUser;
  text: string;
}

const searchText = new WeakMap<ChatUser, string>();

function textOf(user: ChatUser): string {
  let text = searchText.get(user);
  if (text === undefined) {
    text = `${user.first_name}\n${user.last_name}\n${user.email}`.toLowerCase();
    searchText.set(user, text);
  }
  return text;
}

export const searchable = (users: readonly ChatUser[]): SearchableUser[] =>
  users.map((user) => ({ user, text: textOf(user) }));

export function inTab(user: ChatUser, tab: UserTab, me: number | undefined): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'online':
      return user.is_online;
    case 'unread':
      return user.unread_count > 0;
    case 'mine':
      return me !== undefined && user.assignee?.id === me;
  }
}

const hasStatus = (user: ChatUser, status: StatusFilter) =>
  status === 'any' || (user.conversation_status ?? 'open') === status;

export function filterUsers(
  users: readonly SearchableUser[],
  { query, tab, status, me }: UserFilter,
): ChatUser[] {
  const needle = query.trim().toLowerCase();
  const out: ChatUser[] = [];
  for (const entry of users) {
    if (!inTab(entry.user, tab, me) || !hasStatus(entry.user, status)) continue;
    // The newline between fields keeps a query from matching across two of them.
    if (needle && !entry.text.includes(needle)) continue;
    out.push(entry.user);
  }
  return out;
}
