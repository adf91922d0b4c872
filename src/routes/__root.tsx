import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { type } from 'arktype';
import { Toaster } from '@/components/ui/toast';
import { LicenseGate } from '@/features/site/components/license-gate';
import { SiteGate } from '@/features/site/components/site-gate';
import { NotFoundPage } from '@/app/pages/not-found-page';
import { usePostLoginFetch } from '@/app/session-effects';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: type({ 'q?': 'string' }),
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  const { q } = Route.useSearch();
  const { queryClient } = Route.useRouteContext();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  usePostLoginFetch(queryClient, pathname);
  return (
    <>
      <SiteGate>
        <LicenseGate code={q}>
          <Outlet />
        </LicenseGate>
      </SiteGate>
      <Toaster />
    </>
  );
}
