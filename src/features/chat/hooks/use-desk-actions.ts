/**
 * What the desk does to the open conversation: resolve or reopen it, resolve it and go to the most
 * pressing open one, assign it to an admin or to nobody. Resolving is one action at a time (`busy`);
 * assigning goes through a select, whose choice shows at once while it is on its way. A refusal says
 * why in a toast and changes nothing: the select shows again what the server kept.
 */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api';
import type { ChatUser } from '@/lib/contract';
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

interface Assignment {
  customerId: number;
  assigneeId: number | null;
}

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
  // The choice on its way, shown in the select until the server's entry replaces it.
  const [chosen, setChosen] = useState<Assignment | null>(null);
  const sendAssignment = useMemo(
    () =>
      latestOnly(
        ({ customerId, assigneeId }: Assignment) =>
          changeConversation(queryClient, customerId, { assignee_id: assigneeId }),
        (outcome) => {
          setChosen(null);
          if (!outcome.ok) refused(outcome.error);
        },
      ),
    [queryClient],
  );
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
    assigneeId: chosen && chosen.customerId === open?.id ? chosen.assigneeId : (open?.assignee?.id ?? null),
    toggleResolved: () => act({ status: resolved ? 'open' : 'resolved' }),
    resolveAndNext: () => (resolved ? goNext() : act({ status: 'resolved' }, goNext)),
    assign: (assigneeId: number | null) => {
      if (!open) return;
      const assignment = { customerId: open.id, assigneeId };
      setChosen(assignment);
      sendAssignment(assignment);
    },
  };
}

export type DeskActions = ReturnType<typeof useDeskActions>;
