/** The customer's 'New Messages' banner: a tap opens the chat. */
import { memo, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { m } from '@/i18n';
import * as s from './chat-banner.css';

/** `link` wraps the alert in the app's link to /main/chat (features do not know the routes). */
export const ChatBanner = memo(function ChatBanner({
  count,
  link,
}: {
  count: number;
  link: (children: ReactNode) => ReactNode;
}) {
  if (count <= 0) return null;
  return (
    <div className={s.banner}>
      {link(<Alert variant="default" title={m.chat.bannerTitle} description={m.chat.bannerText(count)} />)}
    </div>
  );
});
