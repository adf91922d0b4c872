/**
 * Who is here: a heartbeat puts a user online for ONLINE_WINDOW_MS, customers and admins alike. The
 * desk lists its admins with that state, so it offers assignment only when someone else is there, and
 * an admin coming online is news to the other admins' desks at once (`admin.updated` on the admins'
 * channel). Signing out of the last session is going offline at once, and news the same way; going
 * offline otherwise is a heartbeat that does not come, seen at the desk's next refresh.
 */
import type { DeskAdmin } from '@contract/schemas';
import { channels } from '../bus';
import type { Core } from '../core';
import type { UserRecord } from '../types';
import { noteLooking } from './away';
import { accountBlock, fullName, isOnline } from './users';

export function toDeskAdmin(core: Core, admin: UserRecord): DeskAdmin {
  return { id: admin.id, name: fullName(admin), email: admin.email, online: isOnline(core, admin) };
}

/**
 * An admin who may work the desk, and so be given conversations: one whose account is let in (a
 * deactivated admin can no longer answer anyone).
 */
export function isDeskAdmin(core: Core, user: UserRecord | undefined): user is UserRecord {
  return user?.role === 'admin' && accountBlock(user, core.store.state.settings) === undefined;
}

/** Every admin who may work the desk, by name. */
export function deskAdmins(core: Core): DeskAdmin[] {
  return core.store
    .users()
    .filter((user) => isDeskAdmin(core, user))
    .map((admin) => toDeskAdmin(core, admin))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** Tells the admins' desks of an admin whose presence changed. */
function announce(core: Core, user: UserRecord, wasOnline: boolean): void {
  if (user.role === 'admin' && wasOnline !== isOnline(core, user))
    core.bus.publish({
      channel: channels.chatAdmins(),
      event: 'admin.updated',
      data: { admin: toDeskAdmin(core, user) },
    });
}

export function recordHeartbeat(core: Core, user: UserRecord): void {
  const wasOnline = isOnline(core, user);
  user.last_seen_at = core.store.now();
  noteLooking(core, user);
  announce(core, user, wasOnline);
}

/**
 * After a session ended: with none left the user is gone, not "online" for the rest of the window
 * (an admin would otherwise be offered as an assignee for a minute and a half after leaving).
 */
export function recordSignOut(core: Core, user: UserRecord): void {
  if (core.store.hasSession(user.id)) return;
  const wasOnline = isOnline(core, user);
  user.last_seen_at = null;
  announce(core, user, wasOnline);
}
