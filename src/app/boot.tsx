import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptStaticLoadingScreen } from '@/features/site/components/loading-screen';
import { loadConfig } from '@/config/load-config';
import { App, arrivalCode } from './app';
import { startApp } from './session-lifecycle';
import { getRouter } from './router';
import { registerServiceWorker } from './service-worker';

/**
 * Starts the app and renders it. The first render waits for startApp: it restores the session and the
 * query cache, so no route guard sees a session that is still being read, and a route's loader finds
 * what the device remembers (offline too).
 */
export async function boot() {
  if (__MSW__) {
    // The mock backend checks requests with the schemas on this thread: before arktype loads.
    await import('@/config/arktype');
    const { startMockBackend } = await import('../../server/msw/browser');
    await startMockBackend();
  }
  const router = getRouter();
  // Before the router's first load, which may redirect away from the address it was in.
  const code = arrivalCode();
  await startApp({ loadConfig, navigateHome: () => void router.navigate({ to: '/', replace: true }) });
  // The first screen's guards, code and data load while the loading screen runs, not once the site
  // gate lets the router render; a failure is the router's to show when it does.
  void router.load().catch(() => {});
  // Read before the render replaces the static screen.
  const pageName = adoptStaticLoadingScreen();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} code={code} />
    </StrictMode>,
  );
  registerServiceWorker(router, { pageName });
}
