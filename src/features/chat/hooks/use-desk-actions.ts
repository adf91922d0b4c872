/**
 * What the desk does to the open conversation: resolve or reopen it, resolve it and go to the most
 * pressing open one, assign it to an admin or to nobody. Resolving is one action at a time (`busy`);
 * assigning goes through a select, whose choice shows at once while it is on its way. A refusal says
 * why in a toast and changes nothing: the select shows again what the server kept.
 */
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api';
import type { ChatUser } from '@contract';
import { m } from '@/i18n';
import { changeConversation, type ConversationChange } from '../api/conversation';
import { isResolved, nextOpen } from '../model/inbox';
import { latestOnly } from '../model/latest-only';

const refused = (error: unknown) =>
  showToast({
    id: 'desk-action',
    variant: 'destructive',
    description: messageOf(error, m.chat.deskActionFailed),
  });

export function useDeskActions({
  users,
  open,
  choose,
}: {
  users: readonly ChatUser[];
  /** The open conversation's customer. */
  open: ChatUser | undefined;
  choose: (customerId: number) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const act = (change: ConversationChange, then?: () => void) => {
    if (!open || busy) return;
    setBusy(true);
    changeConversation(queryClient, open.id, change)
      .then(() => then?.(), refused)
      .finally(() => setBusy(false));
  };
  // The choices on their way, by conversation, shown in the select until the server's entry
  // replaces them. Each conversation has its own queue: a choice for one never drops another's.
  const [chosen, setChosen] = useState<ReadonlyMap<number, number | null>>(new Map());
  const senders = useRef(new Map<number, (assigneeId: number | null) => void>());
  const senderFor = (customerId: number) => {
    let send = senders.current.get(customerId);
    if (!send) {
      send = latestOnly(
        (assigneeId: number | null) =>
          changeConversation(queryClient, customerId, { assignee_id: assigneeId }),
        (outcome) => {
          senders.current.delete(customerId);
          setChosen((all) => {
            const next = new Map(all);
            next.delete(customerId);
            return next;
          });
          if (!outcome.ok) refused(outcome.error);
        },
      );
      senders.current.set(customerId, send);
    }
    return send;
  };
  const goNext = () => {
    const next = nextOpen(users, open?.id);
    if (next) choose(next.id);
    else showToast({ id: 'desk-next', variant: 'default', description: m.chat.noneLeft });
  };
  const resolved = open !== undefined && isResolved(open);
  return {
    busy,
    resolved,
    /** Who the open conversation is assigned to, as last chosen here or else as the server has it. */
    assigneeId: open && chosen.has(open.id) ? chosen.get(open.id)! : (open?.assignee?.id ?? null),
    toggleResolved: () => act({ status: resolved ? 'open' : 'resolved' }),
    resolveAndNext: () => (resolved ? goNext() : act({ status: 'resolved' }, goNext)),
    assign: (assigneeId: number | null) => {
      if (!open) return;
      const customerId = open.id;
      setChosen((all) => new Map(all).set(customerId, assigneeId));
      senderFor(customerId)(assigneeId);
    },
  };
}

export type DeskActions = ReturnType<typeof useDeskActions>;
