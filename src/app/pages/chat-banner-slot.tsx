import { Link, useRouterState } from '@tanstack/react-router';
import { ChatBanner } from '@/features/chat/components/chat-banner';
import { useUnreadCount } from '@/features/chat/hooks/use-unread-count';
import { sessionStore } from '@/features/session/model/session-store';
import { useStore } from '@/lib/store/store';

/**
 * The unread count for every signed-in screen: the installed app's badge for everyone, and for a
 * customer the 'New Messages' banner anywhere but the chat itself (spec.md section 4).
 */
export function ChatBannerSlot() {
  const user = useStore(sessionStore, (st) => (st.token ? st.user : null));
  const count = useUnreadCount(user);
  const inChat = useRouterState({ select: (state) => state.location.pathname === '/main/chat' });
  if (!user || user.role === 'admin' || inChat) return null;
  return <ChatBanner count={count} link={(children) => <Link to="/main/chat">{children}</Link>} />;
}
