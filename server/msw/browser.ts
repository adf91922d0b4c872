/**
 * The developer mode without any server (`npm run preview:msw`): msw answers the API from inside
 * our service worker, using the same backend code as the Node host. No sockets exist here, so
 * /config.json turns realtime off and the client polls.
 */
import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import { createBackend, type Backend, type BackendOptions } from '../api';
import { backendHandlers, configHandler } from './handlers';

/** Prices still move (the client polls /data and trades), at the Node host's default rate. */
const PRICE_TICK_MS = 500;

export interface MockBackend {
  backend: Backend;
  worker: SetupWorker;
  stop(): void;
}

export async function startMockBackend(
  options: { backend?: BackendOptions; start?: StartOptions } = {},
): Promise<MockBackend> {
  const backend = createBackend(options.backend);
  const worker = setupWorker(configHandler(backend), ...backendHandlers(backend));
  // Our own worker imports msw's script, so msw must talk to that registration.
  await worker.start({
    serviceWorker: { url: '/sw.js', options: { scope: '/' } },
    onUnhandledRequest: 'bypass',
    quiet: true,
    ...options.start,
  });
  const ticker = setInterval(() => backend.prices.tick(), PRICE_TICK_MS);
  return {
    backend,
    worker,
    stop() {
      clearInterval(ticker);
      worker.stop();
      backend.dispose();
    },
  };
}
