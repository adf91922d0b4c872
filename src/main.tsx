/**
 * index.html already shows the loading screen, painted from static HTML and CSS before any script
 * runs; the app renders the same screen over it and goes on from there.
 */
// The static screen's styles: the build inlines the page's CSS into index.html (vite.config.ts).
import '@/styles/theme.css';
import '@/features/site/components/loading-screen.css';
import { captureInstallOffer } from '@/features/install/model/install-offer';
import { startChecker } from '@/lib/check';
import { boot } from '@/app/boot';

captureInstallOffer();
// Which version this page runs, for support and the update test: the worker may hold an older one.
document.documentElement.dataset.build = __BUILD_ID__;
startChecker();
void boot();
