/**
 * The admin's inbox: search (first name, last name, email, any case), tabs All / Online / Unread
 * (and Mine while conversations can be assigned) with their counts, each customer with initials, the
 * latest message and its time, and unread counts; latest activity first, unread first when asked.
 * Virtualised for 10,000 customers.
 */
import { memo, useId, useLayoutEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox } from '@/components/ui/checkbox';
import { InlineSelect, type InlineOption } from '@/components/ui/inline-select';
import type { ChatUser } from '@contract';
import { formatRecent } from '@contract/rules/format';
import { m } from '@/i18n';
import type { Inbox } from '../hooks/use-inbox';
import { initialsOf, isResolved, previewOf } from '../model/inbox';
import type { StatusFilter, UserTab } from '../model/user-filter';
import { MessageResults } from './message-results';
import * as s from './user-list.css';

const STATUS_OPTIONS: readonly InlineOption<StatusFilter>[] = (['any', 'open', 'resolved'] as const).map(
  (value) => ({ value, label: m.chat.statusFilter[value] }),
);
const ROW_PX = 72;

interface Props {
  /** What the desk chose to show (hooks/use-inbox.ts). */
  inbox: Inbox;
  selectedId: number | undefined;
  onSelect: (userId: number) => void;
  loading: boolean;
  /** 'Failed to load users. Retrying...' while the list cannot be refreshed. */
  failed: boolean;
  /** A message found by the search in the messages' text was chosen. */
  onOpenMessage: (customerId: number, messageId: number | string) => void;
}

export function UserList({ inbox, selectedId, onSelect, loading, failed, onOpenMessage }: Props) {
  const {
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
  } = inbox;
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
  // The tab that has the keyboard's focus. When it goes ('Mine', the other admin left) with the focus
  // in it, the focus would fall to the page's start; it goes to the tab shown instead. Only in the
  // render that removed it, and only if nothing else took the focus since.
  const focusedTab = useRef<UserTab | null>(null);
  useLayoutEffect(() => {
    const gone = focusedTab.current;
    if (gone === null || tabs.includes(gone)) return;
    focusedTab.current = null;
    if (document.activeElement === null || document.activeElement === document.body)
      document.getElementById(tabId(tab))?.focus();
  });

  return (
    <div className={s.panel}>
      <input
        type="search"
        data-inbox-search=""
        className={s.search}
        aria-label={m.chat.searchUsers}
        placeholder={m.chat.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div role="tablist" aria-label={m.chat.usersLabel} className={s.tabs}>
        {tabs.map((t) => (
          <button
            key={t}
            id={tabId(t)}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={panelId}
            tabIndex={tab === t ? 0 : -1}
            className={s.tab}
            onFocus={() => (focusedTab.current = t)}
            onBlur={(event) => {
              // Focus that moved on (not a tab removed under it, which blurs to nothing).
              if (event.relatedTarget !== null) focusedTab.current = null;
            }}
            onClick={() => setTab(t)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = tabs[(tabs.indexOf(t) + step + tabs.length) % tabs.length]!;
              setTab(next);
              document.getElementById(tabId(next))?.focus();
            }}
          >
            {m.chat.tabs[t]} <span className={s.count}>{counts[t]}</span>
          </button>
        ))}
      </div>
      <div className={s.options}>
        <Checkbox
          className={s.option}
          label={m.chat.unreadFirst}
          checked={unreadFirst}
          onChange={(event) => setUnreadFirst(event.target.checked)}
        />
        <InlineSelect
          label={m.chat.statusLabel}
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </div>
      <MessageResults query={query} onOpen={onOpenMessage} />
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
                  <UserRow user={user} current={user.id === selectedId} onSelect={onSelect} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

/** One customer; drawn again only when their entry or the selection changes, not for every message. */
const UserRow = memo(function UserRow({
  user,
  current,
  onSelect,
}: {
  user: ChatUser;
  current: boolean;
  onSelect: (userId: number) => void;
}) {
  const preview = previewOf(user);
  const unread = user.unread_count > 0;
  return (
    <button
      type="button"
      className={s.user}
      aria-current={current ? 'true' : undefined}
      data-unread={unread || undefined}
      onClick={() => onSelect(user.id)}
    >
      <span className={s.avatar} aria-hidden="true">
        {user.avatar ? <img className={s.avatarImage} src={user.avatar} alt="" /> : initialsOf(user)}
        <span className={s.dot[user.is_online ? 'online' : 'offline']} />
      </span>
      <span className={s.who}>
        <span className={s.line}>
          <span className={s.name}>
            {user.first_name} {user.last_name}
          </span>
          {user.last_message_at && (
            <time className={s.time} dateTime={user.last_message_at}>
              <span className="sr-only">{m.chat.lastActivity} </span>
              {formatRecent(new Date(user.last_message_at))}
            </time>
          )}
        </span>
        <span className={s.line}>
          {isResolved(user) && <span className={s.tag}>{m.chat.resolvedTag}</span>}
          <span className={s.preview}>{preview ?? user.email}</span>
          {unread && (
            <span className={s.badge} aria-label={m.chat.unreadBadge(user.unread_count)}>
              {user.unread_count}
            </span>
          )}
        </span>
      </span>
      <span className="sr-only">{user.is_online ? m.chat.online : m.chat.offline}</span>
    </button>
  );
});
