/**
 * What the admin's inbox shows: the search, tab, status filter and 'Unread first' the admin chose,
 * and the customers they leave, in order. Held by the desk, not the list, so the list beside the
 * conversation and the one in the phone's drawer agree, and the keyboard's next and previous walk
 * the list as shown.
 */
import { useMemo, useState } from 'react';
import type { ChatUser } from '@contract';
import { orderInbox, tabCounts, tabsFor } from '../model/inbox';
import { filterUsers, searchable, type StatusFilter, type UserTab } from '../model/user-filter';

export function useInbox(users: readonly ChatUser[], me: number | undefined, assigning: boolean) {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<UserTab>('all');
  const counts = useMemo(() => tabCounts(users, me), [users, me]);
  // 'Mine' while conversations can be handed over, and while any is this admin's (model/assignment.ts).
  const tabs = tabsFor(assigning || counts.mine > 0);
  // The tab went (the other admin left, so did 'Mine'): back to All for good, not to Mine when they
  // return. Set while rendering, so no frame shows a list under a tab that is not there.
  if (!tabs.includes(tab)) setTab('all');
  const [status, setStatus] = useState<StatusFilter>('any');
  const [unreadFirst, setUnreadFirst] = useState(false);
  const index = useMemo(() => searchable(orderInbox(users, unreadFirst)), [users, unreadFirst]);
  const shown = useMemo(
    () => filterUsers(index, { query, tab, status, me }),
    [index, query, tab, status, me],
  );
  return {
    users,
    shown,
    counts,
    tabs,
    query,
    setQuery,
    tab,
    setTab,
    status,
    setStatus,
    unreadFirst,
    setUnreadFirst,
  };
}

export type Inbox = ReturnType<typeof useInbox>;
