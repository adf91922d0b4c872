/**
 * The entry is deliberately small. index.html already shows the loading screen, painted from static
 * HTML and CSS before any script runs; the app (React, the router, the query cache, the validators)
 * arrives while its bar climbs and takes the screen over where it stands.
 *
 * The app's code is downloaded at once (index.html lists it for preloading) but evaluated in parts,
 * each in a task of its own, so the page answers input between them. Measured with `npm run bench`
 * at 4× CPU: evaluated by one import, the start's longest task was 313 ms on / and 415 ms on the
 * dashboard (React alone: 136 ms); in these parts, 132 and 183 ms.
 */
// The static screen's styles: the build inlines this entry's CSS into index.html (vite.config.ts).
import '@/styles/theme.css';
import '@/site/components/loading-screen.css';
import { captureInstallOffer } from '@/features/install/model/install-offer';
import { nextTask } from '@/lib/tasks';
import { keepOfflineChunkFailuresInApp } from '@/app/offline-chunks';

captureInstallOffer();
keepOfflineChunkFailuresInApp();
// Which version this page runs, for support and the update test: the worker may hold an older one.
document.documentElement.dataset.build = __BUILD_ID__;

async function start() {
  // The entry runs in the task that ends the page's parsing, which lays the loading screen out.
  await nextTask();
  // React's renderer alone, the heaviest part, in a task of its own.
  await import('react-dom/client');
  await nextTask();
  await import('@/app/start-libraries');
  await nextTask();
  const { boot } = await import('@/app/boot');
  await nextTask();
  await boot();
}

void start();
