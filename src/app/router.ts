import { createRouter } from '@tanstack/react-router';
import { toastScreens } from '@/components/ui/toast';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { routeTree } from '../routeTree.gen';
import { ErrorPage } from '@/routes/-components/error-page';
import type { Session } from './session-machine';

/** The router of the app `session` runs: its screens reach the query cache through it (routes/_app.tsx). */
export const createAppRouter = (session: Session) =>
  createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    // The query cache is the source of truth; the router only decides when to ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: ErrorPage,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Tells the toasts which screen the user is on, so an error raised on one screen does not follow
 * them to the next. A change of search alone (`/?type=basic`) stays on the same screen.
 */
export function followScreensWithToasts(router: AppRouter) {
  const offLeaving = router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged) toastScreens.leaving();
  });
  const offArrived = router.subscribe('onResolved', (event) =>
    toastScreens.arrived(event.toLocation.pathname),
  );
  // The first screen may have settled before this subscribed.
  const settled = router.state.resolvedLocation;
  if (settled && router.state.status === 'idle') toastScreens.arrived(settled.pathname);
  return () => {
    offLeaving();
    offArrived();
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
