/**
 * The admin user list's search and tabs: a case-insensitive match on first name, last name or
 * email; Online is `is_online`, Unread is an unread count above 0. Built for 10,000 users: the
 * lower-case text is made once per customer entry, not once per keystroke, and kept while the entry
 * is (a live message replaces one entry of the list, not all 10,000).
 */
import type { ChatUser } from '@/lib/contract';

export type UserTab = 'all' | 'online' | 'unread';

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

const inTab = (user: ChatUser, tab: UserTab) =>
  tab === 'all' || (tab === 'online' ? user.is_online : user.unread_count > 0);

export function filterUsers(users: readonly SearchableUser[], query: string, tab: UserTab): ChatUser[] {
  const needle = query.trim().toLowerCase();
  const out: ChatUser[] = [];
  for (const entry of users) {
    if (!inTab(entry.user, tab)) continue;
    // The newline between fields keeps a query from matching across two of them.
    if (needle && !entry.text.includes(needle)) continue;
    out.push(entry.user);
  }
  return out;
}
