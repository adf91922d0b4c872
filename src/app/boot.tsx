// Before anything that loads arktype (src/config/arktype.ts). The production build does not depend on
// this order (vite.config.ts makes its arktype jitless outright); the dev server's native modules do.
import '@/config/arktype';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptStaticLoadingScreen } from '@/features/site/components/loading-screen';
import { loadConfig } from '@/config/load-config';
import { sessionStore } from '@/features/session/model/session-store';
import { api } from '@/lib/contract';
import { buildInTurn } from '@/lib/contract/lazy-schema';
import { App } from './app';
import { startApp } from './bootstrap';
import { router } from './router';
import { registerServiceWorker } from './service-worker';

export async function boot() {
  if (__MSW__) {
    const { startMockBackend } = await import('../../server/msw/browser');
    await startMockBackend();
  }
  startApp({ loadConfig, navigateHome: () => void router.navigate({ to: '/', replace: true }) });
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
  // A signed-in start asks for these answers at once: their schemas are built while they travel.
  if (sessionStore.get().token) void buildInTurn([api.user, api.siteData, api.trades, api.unreadCount]);
}
