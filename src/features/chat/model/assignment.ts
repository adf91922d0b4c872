/**
 * Assignment at the desk. Handing a conversation over means something only while another admin is
 * online: alone, there is nobody to hand it to, so the desk offers no select. 'Mine' shows then too,
 * and whenever a conversation is assigned to this admin (a colleague may have handed it over before
 * leaving). The select lists the signed-in admin first as 'Me', then the others as the server orders
 * them (by name), then 'Unassigned'.
 */
import type { ChatUser, DeskAdmin } from '@contract';
import { m } from '@/i18n';

/**
 * Whether another admin is online. The signed-in admin counts as here whatever the list says: their
 * own first heartbeat may reach the server after the list was answered.
 */
export function othersOnline(admins: readonly DeskAdmin[] | undefined, me: number | undefined): boolean {
  return admins?.some((admin) => admin.online && admin.id !== me) ?? false;
}

/** The select's value for 'Unassigned'; an admin's is their id as text. */
export const UNASSIGNED = '';

export interface AssignOption {
  value: string;
  label: string;
}

export function assignOptions(
  admins: readonly DeskAdmin[],
  me: number,
  assignee: ChatUser['assignee'],
): AssignOption[] {
  const options: AssignOption[] = [{ value: String(me), label: m.chat.assign.me }];
  for (const admin of admins)
    if (admin.id !== me)
      options.push({
        value: String(admin.id),
        label: admin.online ? admin.name : m.chat.assign.offline(admin.name),
      });
  // An assignee the list does not hold (it is older than they are) is still named, or the select
  // would claim the conversation is someone else's.
  if (assignee && assignee.id !== me && !admins.some((admin) => admin.id === assignee.id))
    options.push({ value: String(assignee.id), label: assignee.name });
  options.push({ value: UNASSIGNED, label: m.chat.assign.unassigned });
  return options;
}

export const assignValue = (assigneeId: number | null) =>
  assigneeId === null ? UNASSIGNED : String(assigneeId);

export const assigneeOfValue = (value: string) => (value === UNASSIGNED ? null : Number(value));

/** The list with the server's new entry for one admin (one came online or signed out), others kept. */
export function withAdmin(admins: DeskAdmin[], admin: DeskAdmin): DeskAdmin[] {
  const index = admins.findIndex((entry) => entry.id === admin.id);
  return index < 0 ? [...admins, admin] : admins.with(index, admin);
}
