/**
 * The entry is deliberately small. index.html already shows the loading screen, painted from static
 * HTML and CSS before any script runs; the app (React, the router, the query cache, the schemas)
 * arrives while its bar climbs and takes the screen over where it stands.
 */
// The static screen's styles: the build inlines this entry's CSS into index.html (vite.config.ts).
import '@/styles/theme.css';
import '@/features/site/components/loading-screen.css';
import { captureInstallOffer } from '@/features/install/install-offer';

captureInstallOffer();
// Which version this page runs, for support and the update test: the worker may hold an older one.
document.documentElement.dataset.build = __BUILD_ID__;

void import('@/app/boot').then(({ boot }) => boot());
