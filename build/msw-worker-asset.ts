import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The msw developer mode ships msw's worker script next to ours so our service worker can import it;
 * the production build never contains it.
 */
export function mswWorkerAsset(): Plugin {
  return {
    name: 'msw-worker-asset',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(new URL('../node_modules/msw/lib/mockServiceWorker.js', import.meta.url)),
      });
    },
  };
}
