import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { optionalSearch } from '@/lib/search-params';
import { NotFoundPage } from './-components/not-found-page';
import { usePostLoginFetch } from '@/app/session-machine';

export interface RouterContext {
  queryClient: QueryClient;
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
