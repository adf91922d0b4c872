import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { Session } from '@/app/session-machine';
import { optionalSearch } from '@/lib/search-params';
import { NotFoundPage } from './-components/not-found-page';
import { usePostLoginFetch } from '@/app/session-machine';

export interface RouterContext {
  /** The app's session machine: the signed-in frame gets the query cache from it (routes/_app.tsx). */
  session: Session;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  /** The license code a tenant link carries; the license gate reads it at start. */
  validateSearch: optionalSearch('q'),
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  usePostLoginFetch(pathname);
  return <Outlet />;
}
