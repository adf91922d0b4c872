import { redirect } from '@tanstack/react-router';
import { optionalSearch } from '@/lib/search-params';
import { homeFor, sessionStore } from '@/features/session/model/session-store';
import type { Role } from '@/lib/contract';

/** Any other `type` is simply not the basic variant; a stray value must not break the page. */
export const loginSearch = optionalSearch('type');

/** Protected routes need a token; without one the visitor goes to the login page. */
export function requireSession() {
  if (!sessionStore.get().token) throw redirect({ to: '/', replace: true });
}

/**
 * Each role has its own screens: a customer who opens the admin chat lands on their dashboard, an admin
 * who opens a customer page on the admin chat.
 */
export const requireRole = (role: Role) => () => {
  const user = sessionStore.get().user;
  if (user && user.role !== role) throw redirect({ to: homeFor(user), replace: true });
};

/** A signed-in visitor of the login page goes straight to their home page. */
export function redirectSignedIn() {
  const { token, user } = sessionStore.get();
  if (token && user) throw redirect({ to: homeFor(user), replace: true });
}

/** Sign-up is for visitors: a user with a session goes to /main. */
export function redirectAuthenticatedToMain() {
  const { token, user } = sessionStore.get();
  if (token && user) throw redirect({ to: '/main', replace: true });
}
