/**
 * The routes' guards (their `beforeLoad`), read from the session: who may see a route and where
 * everyone else goes (what a signed-in screen's loader may ask for: `whenLetIn` in session/model/session-store.ts).
 * The server enforces the same rules regardless. The sign-up's guards, which read the stored draft,
 * are register/-draft-guards.ts.
 */
import { Navigate, Outlet, redirect } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { homeFor, sessionStore } from '@/session/model/session-store';
import { optionalSearch } from '@/lib/search-params';
import type { Role, User } from '@contract';
import { useStore } from '@/lib/store/store';

/** Any other `type` is simply not the basic variant; a stray value must not break the page. */
export const loginSearch = optionalSearch('type');

/** Protected routes need a token; without one the visitor goes to the login page. */
export function requireSession() {
  if (!sessionStore.get().token) throw redirect({ to: '/', replace: true });
}

/**
 * The one role check. Each role has its own screens: a customer who opens the admin chat lands on
 * their dashboard, an admin who opens a customer page on the admin chat. Answers where a user of
 * another role belongs, or null for the role's own users and while the user is not known yet.
 */
function elsewhereFor(role: Role, user: Pick<User, 'role'> | null) {
  return user && user.role !== role ? homeFor(user) : null;
}

/** A role's routes, before their loaders run: a known user of another role never loads their data. */
export const requireRole = (role: Role) => () => {
  const home = elsewhereFor(role, sessionStore.get().user);
  if (home) throw redirect({ to: home, replace: true });
};

/**
 * The same check as the screens render: the route guard runs once, and a user who was still loading
 * then (a session restored without its profile) is known now.
 */
export function RoleOnly({ role, children = <Outlet /> }: { role: Role; children?: ReactNode }) {
  const home = useStore(sessionStore, (s) => elsewhereFor(role, s.user));
  if (home) return <Navigate to={home} replace />;
  return <>{children}</>;
}

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
