import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Page } from '@/components/ui/page';
import { adminUsersQuery } from '@/features/chat/api/admin-users';
import { adminsQuery } from '@/features/chat/api/admins';
import { AskNotificationPermission } from '@/features/notifications/components/notification-permission';
import { playNotificationSound } from '@/features/notifications/model/sound';
import { AssignControl } from '@/features/chat/components/assign-control';
import { Conversation } from '@/features/chat/components/conversation';
import { UserList } from '@/features/chat/components/user-list';
import { CHAT_POLL_INTERVAL_MS } from '@/features/chat/api/keys';
import { CannedManager } from '@/features/chat/components/canned-manager';
import { ShortcutsHelp } from '@/features/chat/components/shortcuts-help';
import { useDeskActions, type DeskActions } from '@/features/chat/hooks/use-desk-actions';
import { useDeskShortcuts } from '@/features/chat/hooks/use-desk-shortcuts';
import { cannedRepliesQuery } from '@/features/chat/api/canned-replies';
import { useInbox } from '@/features/chat/hooks/use-inbox';
import { othersOnline } from '@/features/chat/model/assignment';
import { fillPlaceholders } from '@/features/chat/model/canned';
import { neighbour } from '@/features/chat/model/shortcuts';
import { useLiveInbox } from '@/features/chat/hooks/use-live-inbox';
import { useReconnectToasts } from '@/features/chat/hooks/use-reconnect-toasts';
import { paneConnection } from '@/features/chat/model/connection-state';
import { sessionStore } from '@/session/model/session-store';
import type { ChatUser, DeskAdmin } from '@contract';
import { useConnectionHealth } from '@/lib/realtime';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import * as s from './admin-chat.css';
import { CustomerDetails } from './customer-details';
import { useFillHeight } from '@/routes/_app/-components/use-fill-height';

/**
 * /admin/chat: the customer list beside the conversation on desktops, in a drawer opened by 'Show
 * Users' on phones; the conversation's header names the customer, their online state and account
 * id, and the connection. The chosen customer is the route's `?customer=`.
 */
export function AdminChatPage({
  customerId,
  onSelect,
}: {
  customerId: number | undefined;
  onSelect: (customerId: number) => void;
}) {
  const admin = useStore(sessionStore, (st) => st.user);
  const users = useQuery(adminUsersQuery());
  const admins = useQuery(adminsQuery());
  // Assignment, and 'Mine' with it, only while another admin is online: alone, nobody to hand to.
  const assignable = othersOnline(admins.data, admin?.id) ? admins.data : undefined;
  const [drawer, setDrawer] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  useFillHeight(area);
  useReconnectToasts();
  // While the desk is hidden the app's live side plays the sound, with the system notification.
  useLiveInbox(users.data, customerId, playNotificationSound);
  const selected = users.data?.find((user) => user.id === customerId);

  const choose = useCallback(
    (id: number) => {
      setDrawer(false);
      onSelect(id);
    },
    [onSelect],
  );
  const customerName = useCallback(() => (selected ? fullName(selected) : ''), [selected]);

  const inbox = useInbox(users.data ?? NO_USERS, admin?.id, assignable !== undefined);
  const desk = useDeskActions({ users: inbox.users, open: selected, choose });
  const [help, setHelp] = useState(false);
  const [managing, setManaging] = useState(false);
  // The message the search led to, shown in its conversation.
  const [found, setFound] = useState<{ customerId: number; messageId: number | string } | null>(null);
  const replies = useQuery(cannedRepliesQuery());
  const suggestions = useMemo(
    () =>
      replies.data && selected
        ? { replies: replies.data, fill: (text: string) => fillPlaceholders(text, selected) }
        : undefined,
    [replies.data, selected],
  );
  const step = (by: 1 | -1) => {
    const next = neighbour(inbox.shown, customerId, by);
    if (next) choose(next.id);
  };
  useDeskShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    resolve: desk.toggleResolved,
    resolveAndNext: desk.resolveAndNext,
    compose: () => document.querySelector<HTMLElement>('[data-composer]')?.focus(),
    search: () => {
      // The list beside the conversation, or on a phone the one in the drawer.
      const shown = [...document.querySelectorAll<HTMLElement>('[data-inbox-search]')].find(
        (field) => field.offsetParent !== null,
      );
      if (shown) shown.focus();
      else {
        setDrawer(true);
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>('dialog [data-inbox-search]')?.focus(),
        );
      }
    },
    help: () => setHelp(true),
  });
  const list = (
    <UserList
      inbox={inbox}
      selectedId={customerId}
      onSelect={choose}
      loading={users.isPending}
      failed={users.isError}
      onOpenMessage={(id, messageId) => {
        setFound({ customerId: id, messageId });
        choose(id);
      }}
    />
  );

  return (
    <Page
      title={m.app.pages.adminChat}
      actions={
        <span className={s.pageActions}>
          <AskNotificationPermission />
          <Button variant="secondary" size="sm" className={s.deskOnly} onClick={() => setManaging(true)}>
            {m.chat.canned.manage}
          </Button>
          <Button variant="secondary" size="sm" className={s.deskOnly} onClick={() => setHelp(true)}>
            {m.chat.shortcuts.open}
          </Button>
          <Button variant="secondary" size="sm" className={s.showUsers} onClick={() => setDrawer(true)}>
            {m.chat.showUsers}
          </Button>
        </span>
      }
    >
      <div ref={area} className={customerId === undefined ? s.layout : `${s.layout} ${s.layoutWithDetails}`}>
        <aside className={s.users} aria-label={m.chat.usersLabel}>
          {list}
        </aside>
        <div className={s.pane}>
          {customerId === undefined || !admin ? (
            <p className={s.placeholder}>{m.chat.selectUser}</p>
          ) : (
            <Conversation
              key={customerId}
              conversation={{ customerId, named: true }}
              reader={{ id: admin.id, isAdmin: true }}
              otherName={customerName}
              customerName={selected ? fullName(selected) : undefined}
              header={<PaneHeader user={selected} desk={desk} me={admin.id} admins={assignable} />}
              suggestions={suggestions}
              focusMessageId={found?.customerId === customerId ? found.messageId : undefined}
            />
          )}
        </div>
        {customerId !== undefined && <CustomerDetails key={customerId} customerId={customerId} />}
      </div>
      <Drawer open={drawer} onClose={() => setDrawer(false)} label={m.chat.usersLabel}>
        {list}
      </Drawer>
      <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
      <Drawer
        open={managing}
        onClose={() => setManaging(false)}
        label={m.chat.canned.manage}
        placement="sheet"
      >
        <CannedManager />
      </Drawer>
    </Page>
  );
}

const NO_USERS: readonly ChatUser[] = [];

const fullName = (user: ChatUser) => `${user.first_name} ${user.last_name}`;

/**
 * The conversation's header: who the customer is, the connection, and the desk's actions on the
 * conversation (who has it, resolve or reopen, resolve and go to the next).
 */
function PaneHeader({
  user,
  desk,
  me,
  admins,
}: {
  user: ChatUser | undefined;
  desk: DeskActions;
  me: number;
  /** Every admin while conversations can be assigned (features/chat/model/assignment.ts). */
  admins: readonly DeskAdmin[] | undefined;
}) {
  const { health, joining } = useConnectionHealth();
  const connection = paneConnection(health, joining);
  return (
    <div className={s.header}>
      <div className={s.who}>
        <h2 className={s.name}>{user ? fullName(user) : '\u00a0'}</h2>
        {user && (
          <span className={s.meta}>
            {user.is_online ? m.chat.online : m.chat.offline} · {m.chat.accountId(user.account_id)}
          </span>
        )}
      </div>
      {user && (
        <div className={s.actions} role="group" aria-label={m.chat.deskActions}>
          <AssignControl
            user={user}
            admins={admins}
            me={me}
            assigneeId={desk.assigneeId}
            onAssign={desk.assign}
          />
          <Button size="sm" variant="secondary" disabled={desk.busy} onClick={desk.toggleResolved}>
            {desk.resolved ? m.chat.reopen : m.chat.resolve}
          </Button>
          {!desk.resolved && (
            <Button size="sm" className={s.resolveAndNext} disabled={desk.busy} onClick={desk.resolveAndNext}>
              {m.chat.resolveAndNext}
            </Button>
          )}
        </div>
      )}
      <span className={s.connection} role="status">
        {m.chat.connection[connection.state]}
        {connection.polling && (
          <span className={s.note}> · {m.chat.pollingNote(CHAT_POLL_INTERVAL_MS / 1000)}</span>
        )}
      </span>
    </div>
  );
}
