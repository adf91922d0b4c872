import { createRouter } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { routeTree } from '../routeTree.gen';
import { ErrorPage } from './pages/error-page';
import { queryClient } from './query';

export const createAppRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache is the source of truth; the router only decides when to ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: ErrorPage,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

let appRouter: AppRouter | undefined;

/**
 * The app's router, made on first use rather than when this module loads: tests that render the app
 * with a router of their own (createAppRouter) never make this one.
 */
export const getRouter = (): AppRouter => (appRouter ??= createAppRouter());

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
