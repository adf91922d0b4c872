/**
 * What a customer awaiting approval can do while they wait, under the Awaiting Approval screen's
 * words: see what their approval still needs (the verification steps, with the forms of those left,
 * and the documents in review), what happens next, and ask support in the chat. The server lets a
 * pending customer make exactly these calls.
 */
import { useCallback, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { accountKeys } from '@/features/account/api/keys';
import { DocumentStatus } from '@/features/account/components/document-status';
import { Conversation } from '@/features/chat/components/conversation';
import { VerificationOverview } from '@/features/onboarding/components/verification-overview';
import { sessionStore } from '@/session/model/session-store';
import type { ChatMessage } from '@contract';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import * as s from './awaiting-approval-help.css';

const t = m.app.awaitingApproval;

export function AwaitingApprovalHelp() {
  const user = useStore(sessionStore, (st) => st.user);
  const queryClient = useQueryClient();
  const [chatOpen, setChatOpen] = useState(false);
  const chatId = useId();
  const neededId = useId();
  const nextId = useId();
  const supportName = useCallback((message: ChatMessage) => message.sender.first_name || m.chat.support, []);
  const refreshDocuments = () => void queryClient.invalidateQueries({ queryKey: accountKeys.documents() });
  return (
    <div className={s.help}>
      <section className={s.section} aria-labelledby={nextId}>
        <h2 id={nextId} className={s.title}>
          {t.nextTitle}
        </h2>
        <p className={s.text}>{t.next}</p>
      </section>
      <section className={s.section} aria-labelledby={chatId}>
        <h2 id={chatId} className={s.title}>
          {t.chatTitle}
        </h2>
        <Button
          block
          variant={chatOpen ? 'secondary' : 'primary'}
          onClick={() => setChatOpen((open) => !open)}
        >
          {chatOpen ? t.closeChat : t.openChat}
        </Button>
        {chatOpen && user && (
          <div className={s.chat}>
            <Conversation
              conversation={{ customerId: user.id, named: false }}
              reader={{ id: user.id, isAdmin: false }}
              otherName={supportName}
            />
          </div>
        )}
      </section>
      <section className={s.section} aria-labelledby={neededId}>
        <h2 id={neededId} className={s.title}>
          {t.neededTitle}
        </h2>
        <VerificationOverview onDocumentSent={refreshDocuments} />
        <DocumentStatus />
      </section>
    </div>
  );
}
