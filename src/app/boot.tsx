import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptStaticLoadingScreen } from '@/site/components/loading-screen';
import { loadConfig } from '@/config/load-config';
import { nextTask, waitAtMost } from '@/lib/tasks';
import { App, arrivalCode } from './app';
import { queryClient } from './query';
import { getRouter, type AppRouter } from './router';
import { createSession } from './session-machine';
import { registerServiceWorker } from './service-worker';
// Marks the root with this device's colour scheme, if one was chosen, before the app draws.
import './color-scheme';

/** Long enough for a route's code on a slow network; the screen must not wait on a request that hangs. */
const FIRST_ROUTE_WAIT_MS = 3000;

/**
 * Asks for the code of each route of the address, while the start checks what the device remembers:
 * it downloads meanwhile rather than after. One route per task: asking adds a link element per file
 * the route needs, which for every route of the address at once was a long task on a phone. A failure
 * is the router's to report when it loads the route.
 */
async function askForRouteCode(router: AppRouter) {
  for (const route of router.getMatchedRoutes(router.latestLocation.pathname)[0]) {
    void router.loadRouteChunk(route)?.catch(() => {});
    await nextTask();
  }
}

/**
 * The first route's guards, loaders and code, before the first render. The router announces a route
 * whose code arrives while React shows it as a change of its store, and React renders such a change
 * at once, in one task: on a phone, the frame and the whole page held input for 100 ms and more. Loaded
 * first, the page is part of the first render, which React renders in slices. A load that takes longer
 * than FIRST_ROUTE_WAIT_MS goes on behind the rendered app, as it did before.
 */
const firstRouteLoaded = (router: AppRouter) =>
  waitAtMost(
    router.load().catch(() => {}),
    FIRST_ROUTE_WAIT_MS,
  );

export async function boot() {
  if (__MSW__) {
    // The mock backend checks requests with the schema library on this thread, which compiles its
    // checks with `new Function`: `vite preview` serves this build without a Content-Security-Policy.
    const { startMockBackend } = await import('../../server/msw/browser');
    await startMockBackend();
  }
  // Made in a task of its own: it walks the whole route tree.
  const router = getRouter();
  await nextTask();
  // Before the router's first load, which may redirect away from the address it was in.
  const code = arrivalCode();
  const routeCode = askForRouteCode(router);
  const session = createSession({
    queryClient,
    loadConfig,
    navigateHome: () => void router.navigate({ to: '/', replace: true }),
  });
  await session.start();
  await routeCode;
  // The router's first load in a task of its own: the session's start ends in the query cache's restore.
  await nextTask();
  await firstRouteLoaded(router);
  // What follows (the first render) in a task of its own.
  await nextTask();
  const pageName = adoptStaticLoadingScreen();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first tree, the page included, in slices and lets input through
  // between them, while the static loading screen stays on screen until the whole tree is ready to
  // replace it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App session={session} router={router} code={code} />
      </StrictMode>,
    ),
  );
  registerServiceWorker(router, { pageName });
}
