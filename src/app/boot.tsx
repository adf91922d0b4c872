// Before anything that loads arktype (src/config/arktype.ts). The production build does not depend on
// this order (vite.config.ts makes its arktype jitless outright); the dev server's native modules do.
import '@/config/arktype';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptStaticLoadingScreen } from '@/features/site/components/loading-screen';
import { loadConfig } from '@/config/load-config';
import { hostRuleSchema, runtimeConfigSchema, tradingConfigSchema } from '@/config/runtime-config';
import { sessionStore } from '@/features/session/model/session-store';
import {
  api,
  assetSchema,
  cryptoCurrencySchema,
  cryptoWalletSchema,
  siteDataSchema,
  tradeSchema,
  tradingAccountSchema,
} from '@/lib/contract';
import { buildInTurn } from '@/lib/contract/lazy-schema';
import { prepareMoneyFormat } from '@/lib/format';
import { inTurn, nextTask } from '@/lib/tasks';
import { App } from './app';
import { startApp } from './bootstrap';
import { getRouter } from './router';
import { registerServiceWorker } from './service-worker';

export async function boot() {
  if (__MSW__) {
    const { startMockBackend } = await import('../../server/msw/browser');
    await startMockBackend();
  }
  // Made in a task of its own: it walks the whole route tree.
  const router = getRouter();
  await nextTask();
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
  // Every start asks for the runtime config at once, and a signed-in one for these answers too: their
  // schemas are built while they travel, the parts of a large one before it (each part is built once,
  // and the whole then reuses it), so that no one build is a long task: /data's at once is the
  // longest. So is the money format, whose first use loads the browser's number data.
  const configSchemas = [hostRuleSchema, tradingConfigSchema, runtimeConfigSchema];
  const signedIn = Boolean(sessionStore.get().token);
  if (signedIn) void inTurn([prepareMoneyFormat]);
  void buildInTurn(signedIn ? [...configSchemas, ...signedInSchemas] : configSchemas);
}

/** What a signed-in start asks for besides the config: its answers' schemas, parts first. */
const signedInSchemas = [
  api.user,
  assetSchema,
  tradingAccountSchema,
  cryptoWalletSchema,
  cryptoCurrencySchema,
  siteDataSchema,
  api.siteData,
  tradeSchema,
  api.trades,
  api.unreadCount,
];
