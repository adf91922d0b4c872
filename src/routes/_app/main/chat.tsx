import { useCallback, useRef } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '@/components/ui/page';
import { Conversation } from '@/features/chat/components/conversation';
import { sessionStore } from '@/session/model/session-store';
import type { ChatMessage } from '@contract';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { useFillHeight } from '@/routes/_app/-components/use-fill-height';
import * as s from './-components/chat.css';

/** /main/chat: the customer's conversation with support. */
export const Route = createFileRoute('/_app/main/chat')({
  component: ChatPage,
});

function ChatPage() {
  const user = useStore(sessionStore, (st) => st.user);
  const supportName = useCallback((message: ChatMessage) => message.sender.first_name || m.chat.support, []);
  const area = useRef<HTMLDivElement>(null);
  useFillHeight(area);
  return (
    <Page title={m.app.pages.chat}>
      <div ref={area} className={s.area}>
        {user && (
          <Conversation
            conversation={{ customerId: user.id, named: false }}
            reader={{ id: user.id, isAdmin: false }}
            otherName={supportName}
          />
        )}
      </div>
    </Page>
  );
}
