/**
 * What the desk does to the open conversation: resolve or reopen it, resolve it and go to the most
 * pressing open one, take it or give it back. One at a time (`busy`); a refusal says why in a toast
 * and changes nothing.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api';
import type { ChatUser } from '@/lib/contract';
import { m } from '@/i18n';
import { changeConversation, type ConversationChange } from '../api/conversation';
import { isResolved, nextOpen } from '../model/inbox';

export function useDeskActions({
  users,
  open,
  adminId,
  choose,
}: {
  users: readonly ChatUser[];
  /** The open conversation's customer. */
  open: ChatUser | undefined;
  adminId: number | undefined;
  choose: (customerId: number) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const act = (change: ConversationChange, then?: () => void) => {
    if (!open || busy) return;
    setBusy(true);
    changeConversation(queryClient, open.id, change)
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
  const goNext = () => {
    const next = nextOpen(users, open?.id);
    if (next) choose(next.id);
    else showToast({ id: 'desk-next', variant: 'default', description: m.chat.noneLeft });
  };
  const resolved = open !== undefined && isResolved(open);
  const mine = open !== undefined && adminId !== undefined && open.assignee?.id === adminId;
  return {
    busy,
    resolved,
    mine,
    toggleResolved: () => act({ status: resolved ? 'open' : 'resolved' }),
    resolveAndNext: () => (resolved ? goNext() : act({ status: 'resolved' }, goNext)),
    toggleMine: () => adminId !== undefined && act({ assignee_id: mine ? null : adminId }),
  };
}

export type DeskActions = ReturnType<typeof useDeskActions>;
