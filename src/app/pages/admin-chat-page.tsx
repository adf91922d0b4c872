import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Page } from '@/components/ui/page';
import { adminUsersQuery } from '@/features/chat/api/admin-users';
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
  useLiveInbox();
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
    />
  );

  return (
    <Page
      title={m.app.pages.adminChat}
      actions={
        <Button variant="secondary" size="sm" className={s.showUsers} onClick={() => setDrawer(true)}>
          {m.chat.showUsers}
        </Button>
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
              header={<PaneHeader user={selected} />}
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

function PaneHeader({ user }: { user: ChatUser | undefined }) {
  const { health } = useConnectionHealth();
  const connection = paneConnection(health);
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
      <span className={s.connection} role="status">
        {m.chat.connection[connection.state]}
        {connection.polling && (
          <span className={s.note}> · {m.chat.pollingNote(CHAT_POLL_INTERVAL_MS / 1000)}</span>
        )}
      </span>
    </div>
  );
}
