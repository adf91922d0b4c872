import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptStaticLoadingScreen } from '@/features/site/components/loading-screen';
import { loadConfig } from '@/config/load-config';
import { sessionStore } from '@/features/session/model/session-store';
import { prepareMoneyFormat } from '@/lib/format';
import { inTurn, nextTask } from '@/lib/tasks';
import { App } from './app';
import { startApp } from './bootstrap';
import { getRouter } from './router';
import { registerServiceWorker } from './service-worker';

export async function boot() {
  if (__MSW__) {
    // The mock backend checks requests with the schemas on this thread: before arktype loads.
    await import('@/config/arktype');
    const { startMockBackend } = await import('../../server/msw/browser');
    await startMockBackend();
  }
  // Made in a task of its own: it walks the whole route tree.
  const router = getRouter();
  await nextTask();
  await startApp({ loadConfig, navigateHome: () => void router.navigate({ to: '/', replace: true }) });
  // What follows the checker's answers (the first render) in a task of its own.
  await nextTask();
  const pageName = adoptStaticLoadingScreen();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first tree in slices and lets input through between them, while
  // the static loading screen stays on screen until the whole tree is ready to replace it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  registerServiceWorker(router, { pageName });
  // The money format's first use loads the browser's number data: a task of its own, ahead of the figures.
  if (sessionStore.get().token) void inTurn([prepareMoneyFormat]);
}
