/**
 * How a read or an event's user is stored into the session: only a session reads the user, so this
 * loads with the signed-in frame (the session store imports it on demand, src/session/model/session-store.ts,
 * and hands it the store: this module imports nothing of it).
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import type { User } from '@contract';
import type { Store } from '@/lib/store/store';

/**
 * The order of what the user is known from: a read takes a mark when it is sent, an event when it
 * arrives. A read answered after a later mark was stored says what the server held before that change
 * (a deactivation announced while the post-login read was on its way), so it is dropped.
 */
let marks = 0;
let storedMark = 0;
export const nextMark = () => ++marks;

/** The part of the session store a user is stored into (sessionStore). */
type UserStore = Store<{ user: User | null; token: string | null }>;

/**
 * Stores a refreshed user into `store`, but only into the session it was fetched for: an answer that arrives
 * after a sign-out or a sign-in as someone else is dropped, and so is one older than what is stored
 * (`mark`, taken when its read was sent). What did not change keeps its object, so a refresh that
 * brings nothing new (most do: every start, every reconnect) re-renders nothing, and one that does
 * re-renders only what reads the parts that changed.
 */
export function updateUser(
  store: UserStore,
  user: User,
  forToken: string | null = store.get().token,
  mark: number = nextMark(),
) {
  const { token, user: current } = store.get();
  if (!token || token !== forToken || mark < storedMark) return;
  storedMark = mark;
  const next = replaceEqualDeep(current, user);
  if (next !== current) store.set({ user: next });
}
