import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { optionalSearch } from '@/lib/search-params';
import { NotFoundPage } from './-components/not-found-page';
import { usePostLoginFetch } from '@/app/session-lifecycle';

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
  const { queryClient } = Route.useRouteContext();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  usePostLoginFetch(queryClient, pathname);
  return <Outlet />;
}
