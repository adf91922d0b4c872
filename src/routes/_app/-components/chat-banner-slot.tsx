import { useMemo, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ChatBanner } from '@/features/chat/components/chat-banner';
import { useUnreadCount } from '@/features/chat/hooks/use-unread-count';
import { sessionStore } from '@/features/session/model/session-store';
import { useStore } from '@/lib/store/store';

/**
 * The unread count for every signed-in screen: the installed app's badge for everyone, and for a
 * customer the 'New Messages' banner anywhere but the chat itself.
 */
export function ChatBannerSlot() {
  // What it reads of the user, each a value of its own: the user is a new object after every balance
  // change, and the banner must not be drawn again for those.
  const id = useStore(sessionStore, (st) => (st.token ? (st.user?.id ?? null) : null));
  const role = useStore(sessionStore, (st) => st.user?.role ?? null);
  const stored = useStore(sessionStore, (st) => st.user?.unread_count);
  const user = useMemo(
    () => (id === null || role === null ? null : { id, role, unread_count: stored ?? 0 }),
    [id, role, stored],
  );
  const count = useUnreadCount(user);
  const inChat = useRouterState({ select: (state) => state.location.pathname === '/main/chat' });
  if (!user || user.role === 'admin' || inChat) return null;
  return <ChatBanner count={count} link={toChat} />;
}

const toChat = (children: ReactNode) => <Link to="/main/chat">{children}</Link>;
