/**
 * Who has the conversation, in its header. While another admin is online: a select of the admins
 * (the signed-in one first as 'Me') and 'Unassigned'. Alone at the desk there is nobody to hand it to,
 * so only a conversation already assigned says to whom, as text.
 */
import { InlineSelect } from '@/components/ui/inline-select';
import type { ChatUser, DeskAdmin } from '@contract';
import { m } from '@/i18n';
import { assigneeOfValue, assignOptions, assignValue } from '../model/assignment';
import * as s from './assign-control.css';

interface Props {
  /** The conversation's customer, with its assignee as the server has it. */
  user: ChatUser;
  /** Every admin, when conversations can be assigned (another admin is online); else undefined. */
  admins: readonly DeskAdmin[] | undefined;
  me: number;
  /** Who it is assigned to as last chosen (hooks/use-desk-actions). */
  assigneeId: number | null;
  onAssign: (assigneeId: number | null) => void;
}

export function AssignControl({ user, admins, me, assigneeId, onAssign }: Props) {
  if (!admins)
    return user.assignee ? <span className={s.assignee}>{m.chat.assignedTo(user.assignee.name)}</span> : null;
  return (
    <InlineSelect
      label={m.chat.assign.label}
      value={assignValue(assigneeId)}
      options={assignOptions(admins, me, user.assignee ?? null)}
      onChange={(value) => onAssign(assigneeOfValue(value))}
      className={s.assign}
    />
  );
}
