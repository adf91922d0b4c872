import { redirect } from '@tanstack/react-router';
import { type } from 'arktype';
import { homeFor, sessionStore } from '@/features/session/model/session-store';

/** Any other `type` is simply not the basic variant; a stray value must not break the page. */
export const loginSearch = type({ 'type?': 'string' });

/** Protected routes need a token; without one the visitor goes to the login page. */
export function requireSession() {
  if (!sessionStore.get().token) throw redirect({ to: '/', replace: true });
}

/** The admin chat is for admins; a customer who opens it lands on their dashboard. */
export function requireAdmin() {
  const user = sessionStore.get().user;
  if (user && user.role !== 'admin') throw redirect({ to: '/main/dashboard', replace: true });
}

/** A signed-in visitor of the login page goes straight to their home page. */
export function redirectSignedIn() {
  const { token, user } = sessionStore.get();
  if (token && user) throw redirect({ to: homeFor(user), replace: true });
}

/** Sign-up is for visitors: a user with a session goes to /main (spec.md section 6). */
export function redirectAuthenticatedToMain() {
  const { token, user } = sessionStore.get();
  if (token && user) throw redirect({ to: '/main', replace: true });
}
