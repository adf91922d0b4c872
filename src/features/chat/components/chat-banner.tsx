/**
 * The customer's 'New Messages' banner: one line that looks like what it is, a way into the chat (the
 * accent's colours, the chat icon and a chevron), so it costs the page above it one row.
 */
import { memo, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { m } from '@/i18n';
import * as s from './chat-banner.css';

/** `link` wraps the banner in the app's link to /main/chat (features do not know the routes). */
export const ChatBanner = memo(function ChatBanner({
  count,
  link,
}: {
  count: number;
  link: (children: ReactNode) => ReactNode;
}) {
  if (count <= 0) return null;
  return (
    <div className={s.banner} role="status">
      {link(
        <span className={s.strip}>
          <Icon name="chat" size={18} />
          <span className={s.text}>
            <strong>{m.chat.bannerTitle}</strong> <span>{m.chat.bannerText(count)}</span>
          </span>
          <Icon name="chevronRight" size={18} />
        </span>,
      )}
    </div>
  );
});
