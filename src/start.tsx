/**
 * The app's start, imported by the entry (src/main.tsx) once React has run: it restores what the device
 * remembers, loads the first route and renders the app over the static loading screen where it stands.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureInstallOffer } from '@/features/install/model/install-offer';
import { adoptStaticLoadingScreen } from '@/site/components/loading-screen';
import { loadConfig } from '@/config/load-config';
import { waitAtMost } from '@/lib/tasks';
import { App, arrivalCode } from '@/app/app';
import { keepOfflineChunkFailuresInApp } from '@/app/offline-chunks';
import { createAppRouter } from '@/app/router';
import { registerServiceWorker } from '@/app/service-worker';
import { createSession } from '@/app/session-machine';
import { sessionStore } from '@/session/model/session-store';
// Marks the root with this device's colour scheme, if one was chosen, before the app draws.
import '@/app/color-scheme';

/** Long enough for a route's code on a slow network; the screen must not wait on a request that hangs. */
const FIRST_ROUTE_WAIT_MS = 3000;

captureInstallOffer();
keepOfflineChunkFailuresInApp();
// Which version this page runs, for support and the update test: the worker may hold an older one.
document.documentElement.dataset.build = __BUILD_ID__;

async function start() {
  if (__MSW__) {
    // The mock backend checks requests with the schema library on this thread, which compiles its
    // checks with `new Function`: `vite preview` serves this build without a Content-Security-Policy.
    const { startMockBackend } = await import('../server/msw/browser');
    await startMockBackend();
  }
  const session = createSession({
    loadQueryClient: () => import('@/app/query').then((module) => module.readyQueryClient()),
    loadConfig,
    navigateHome: () => void router.navigate({ to: '/', replace: true }),
  });
  const router = createAppRouter(session);
  // Before the router's first load, which may redirect away from the address it was in.
  const code = arrivalCode();
  // With a session stored, the first screen's code downloads while the session is restored, which
  // loads code of its own (the stored session's check and cached answers come with the signed-in
  // frame). Without one, the guards may send the visitor elsewhere: the router loads what they allow.
  if (sessionStore.hasStored())
    for (const route of router.getMatchedRoutes(window.location.pathname)[0])
      void router.loadRouteChunk(route)?.catch(() => undefined);
  await session.start();
  // The first route's guards, loaders and code before the first render, so the static loading screen
  // gives way to the page itself rather than to a pending route. A load that takes longer than
  // FIRST_ROUTE_WAIT_MS goes on behind the rendered app.
  await waitAtMost(
    router.load().catch(() => {}),
    FIRST_ROUTE_WAIT_MS,
  );
  const pageName = adoptStaticLoadingScreen();
  // A transition: the static loading screen stays on screen until the whole first tree is ready to
  // replace it.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App session={session} router={router} code={code} />
      </StrictMode>,
    ),
  );
  registerServiceWorker(router, { pageName }).catch((error: unknown) =>
    console.error('[sw] registration failed', error),
  );
}

void start();
