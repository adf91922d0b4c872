/**
 * The admin's customer list: search (first name, last name, email, any case), tabs All / Online /
 * Unread, unread counts, virtualised for 10,000 customers.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ChatUser } from '@/lib/contract';
import { m } from '@/i18n';
import { filterUsers, searchable, type UserTab } from '../model/user-filter';
import * as s from './user-list.css';

const TABS: readonly UserTab[] = ['all', 'online', 'unread'];
const ROW_PX = 64;

interface Props {
  users: readonly ChatUser[];
  selectedId: number | undefined;
  onSelect: (userId: number) => void;
  loading: boolean;
  /** 'Failed to load users. Retrying...' while the list cannot be refreshed. */
  failed: boolean;
}

export function UserList({ users, selectedId, onSelect, loading, failed }: Props) {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<UserTab>('all');
  const index = useMemo(() => searchable(users), [users]);
  const shown = useMemo(() => filterUsers(index, query, tab), [index, query, tab]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    getItemKey: (i) => shown[i]?.id ?? i,
    overscan: 6,
  });
  const panelId = useId();
  const tabId = (t: UserTab) => `${panelId}-${t}`;

  return (
    <div className={s.panel}>
      <input
        type="search"
        className={s.search}
        aria-label={m.chat.searchUsers}
        placeholder={m.chat.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div role="tablist" aria-label={m.chat.usersLabel} className={s.tabs}>
        {TABS.map((t) => (
          <button
            key={t}
            id={tabId(t)}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={panelId}
            tabIndex={tab === t ? 0 : -1}
            className={s.tab}
            onClick={() => setTab(t)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = TABS[(TABS.indexOf(t) + step + TABS.length) % TABS.length]!;
              setTab(next);
              document.getElementById(tabId(next))?.focus();
            }}
          >
            {m.chat.tabs[t]}
          </button>
        ))}
      </div>
      {failed && (
        <p className={s.error} role="alert">
          {m.chat.usersFailed}
        </p>
      )}
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className={s.scroller} ref={scroller}>
        {loading && users.length === 0 ? (
          <p className={s.empty}>{m.chat.loadingUsers}</p>
        ) : shown.length === 0 ? (
          <p className={s.empty}>{m.chat.noUsers}</p>
        ) : (
          <ul
            className={s.list}
            aria-label={m.chat.usersLabel}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const user = shown[item.index]!;
              return (
                <li
                  key={item.key}
                  className={s.item}
                  style={{ transform: `translateY(${item.start}px)`, height: ROW_PX }}
                  aria-setsize={shown.length}
                  aria-posinset={item.index + 1}
                >
                  <button
                    type="button"
                    className={s.user}
                    aria-current={user.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(user.id)}
                  >
                    <span className={s.dot[user.is_online ? 'online' : 'offline']} aria-hidden="true" />
                    <span className={s.who}>
                      <span className={s.name}>
                        {user.first_name} {user.last_name}
                      </span>
                      <span className={s.email}>{user.email}</span>
                    </span>
                    <span className="sr-only">{user.is_online ? m.chat.online : m.chat.offline}</span>
                    {user.unread_count > 0 && (
                      <span className={s.badge} aria-label={m.chat.unreadBadge(user.unread_count)}>
                        {user.unread_count}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
