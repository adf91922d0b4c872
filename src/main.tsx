/**
 * The entry. index.html already shows the loading screen, painted from static HTML and CSS before any
 * script runs. This module runs React's own code; the app's (src/start.tsx, which index.html preloads
 * beside this file) runs in a task of its own, once its import resolves. Both in one task were the
 * start's longest, about twice the React-only page's at 4× CPU (vite.config.ts has the figures).
 */
// The static screen's styles: the build inlines this entry's CSS into index.html (build/app-page.ts).
import '@/styles/theme.css';
import '@/site/components/loading-screen.css';
import 'react';
import 'react-dom/client';

import('./start').catch((error: unknown) => console.error('[start] the app could not be loaded', error));
