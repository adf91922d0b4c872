import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Page } from '@/components/ui/page';
import { adminUsersQuery } from '@/features/chat/api/admin-users';
import { changeConversation, type ConversationChange } from '@/features/chat/api/conversation';
import { isResolved, nextOpen } from '@/features/chat/model/inbox';
import { showToast } from '@/components/ui/toast';
import { NotificationPermission } from '@/features/notifications/components/notification-permission';
import { playNotificationSound } from '@/features/notifications/model/sound';
import { messageOf } from '@/lib/api';
import { Conversation } from '@/features/chat/components/conversation';
import { UserList } from '@/features/chat/components/user-list';
import { CHAT_POLL_INTERVAL_MS } from '@/features/chat/hooks/use-conversation';
import { useLiveInbox } from '@/features/chat/hooks/use-live-inbox';
import { useReconnectToasts } from '@/features/chat/hooks/use-reconnect-toasts';
import { paneConnection } from '@/features/chat/model/connection-state';
import { sessionStore } from '@/features/session/model/session-store';
import type { ChatUser } from '@/lib/contract';
import { useConnectionHealth } from '@/lib/realtime';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import * as s from './admin-chat-page.css';
import { useFillHeight } from '../components/use-fill-height';

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
  const [drawer, setDrawer] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  useFillHeight(area);
  useReconnectToasts();
  // While the desk is hidden the app's live side plays the sound, with the system notification.
  useLiveInbox(customerId, playNotificationSound);
  const selected = users.data?.find((user) => user.id === customerId);

  const choose = useCallback(
    (id: number) => {
      setDrawer(false);
      onSelect(id);
    },
    [onSelect],
  );
  const customerName = useCallback(() => (selected ? fullName(selected) : ''), [selected]);

  const list = (
    <UserList
      users={users.data ?? []}
      selectedId={customerId}
      onSelect={choose}
      loading={users.isPending}
      failed={users.isError}
      me={admin?.id}
    />
  );

  return (
    <Page
      title={m.app.pages.adminChat}
      actions={
        <span className={s.pageActions}>
          <NotificationPermission askOnly />
          <Button variant="secondary" size="sm" className={s.showUsers} onClick={() => setDrawer(true)}>
            {m.chat.showUsers}
          </Button>
        </span>
      }
    >
      <div ref={area} className={s.layout}>
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
              header={
                <PaneHeader
                  user={selected}
                  adminId={admin.id}
                  onNext={() => {
                    const next = nextOpen(users.data ?? [], customerId);
                    if (next) choose(next.id);
                    else showToast({ id: 'desk-next', variant: 'default', description: m.chat.noneLeft });
                  }}
                />
              }
            />
          )}
        </div>
      </div>
      <Drawer open={drawer} onClose={() => setDrawer(false)} label={m.chat.usersLabel}>
        {list}
      </Drawer>
    </Page>
  );
}

const fullName = (user: ChatUser) => `${user.first_name} ${user.last_name}`;

/**
 * The conversation's header: who the customer is, the connection, and the desk's actions on the
 * conversation (resolve or reopen, resolve and go to the next, take it or give it back).
 */
function PaneHeader({
  user,
  adminId,
  onNext,
}: {
  user: ChatUser | undefined;
  adminId: number;
  onNext: () => void;
}) {
  const { health } = useConnectionHealth();
  const connection = paneConnection(health);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const act = (change: ConversationChange, then?: () => void) => {
    if (!user || busy) return;
    setBusy(true);
    changeConversation(queryClient, user.id, change)
      .then(
        () => then?.(),
        (error: unknown) =>
          showToast({
            id: 'desk-action',
            variant: 'destructive',
            description: messageOf(error, m.chat.deskActionFailed),
          }),
      )
      .finally(() => setBusy(false));
  };
  const resolved = user !== undefined && isResolved(user);
  const mine = user?.assignee?.id === adminId;
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
          <span className={s.assignee}>
            {user.assignee ? m.chat.assignedTo(user.assignee.name) : m.chat.unassigned}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => act({ assignee_id: mine ? null : adminId })}
          >
            {mine ? m.chat.unassign : m.chat.assignToMe}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => act({ status: resolved ? 'open' : 'resolved' })}
          >
            {resolved ? m.chat.reopen : m.chat.resolve}
          </Button>
          {!resolved && (
            <Button size="sm" disabled={busy} onClick={() => act({ status: 'resolved' }, onNext)}>
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
