import { defineConfig, searchForWorkspaceRoot } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inlineEntryCss, preloadStart, scriptsAfterFirstPaint } from './build/app-page.ts';
import { contractValidators } from './build/contract-validators.ts';
import { mswWorkerAsset } from './build/msw-worker-asset.ts';
import { precompress } from './build/precompress.ts';

/**
 * Where the dev server and vitest may read files from: the project, and flag-icons' flags wherever
 * that package really lives (a symlinked or hoisted node_modules is outside the project, and Vite
 * refuses to load an SVG from outside its allow list).
 */
export const fsAllow = () => [
  searchForWorkspaceRoot(process.cwd()),
  realpathSync(fileURLToPath(new URL('./node_modules/flag-icons/flags', import.meta.url))),
];

/** Where the country flags are emitted; sw/routes.ts matches the same folder. */
const FLAGS_DIR = 'assets/flags';

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

export default defineConfig(({ mode }) => {
  const msw = mode === 'msw';
  return {
    define: {
      __BUILD_ID__: JSON.stringify(`${process.env.npm_package_version ?? '0'}-${Date.now().toString(36)}`),
      __MSW__: JSON.stringify(msw),
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
        '@server': fileURLToPath(new URL('./server', import.meta.url)),
      },
    },
    build: {
      outDir: msw ? 'dist-msw' : 'dist',
      target: 'es2022',
      // Maps are written for local debugging, but no served file points at them (and the host refuses *.map).
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          // A start's code in a few files, by what opens it, rather than route splitting's many small
          // shared chunks: over HTTP/1.1 a browser fetches six files at a time, and a start waits on
          // round after round of them. Each group takes the modules its test names and what they import
          // that a group of higher priority has not taken; other screens keep route splitting's chunks.
          // - `index` and `start`: what every start runs, the entry with React (rolldown's `$initial`
          //   tag, beside its own 1 KB runtime) and the app's start (src/start.tsx, preloaded beside it
          //   by `preloadStart`), two files so that each is evaluated in a task of its own (src/main.tsx).
          //   One start file against ~50 chunks, same load: JS until the login form is usable 175.5 KB
          //   against 195.1 KB, 21 requests on / against 67, Lighthouse on / 0.88 against 0.71 (LCP
          //   1.5 s against 3.7 s). Two against one: the longest task of a start at 4× CPU on slow 4G,
          //   median of five alternating runs, 151 ms against 300 on / and 212 against 305 on the
          //   signed-in dashboard (React only 168), for 1.5 KB more JS until usable (119.5 KB against
          //   118.0: the second file's own compression and its import lines).
          // - `login`: the login page; `forms`: the form kit it shares with the signed-in screens (so
          //   they never load the login page), with what the passkey code shares with the signed-in
          //   frame (the sign-in and step-up answers' validators, `queryOptions`), which the login page's
          //   passkey autofill loads too: taken by `frame`, they made it load the signed-in frame;
          //   `frame`: the signed-in frame, with what every signed-in screen keeps live and what only a
          //   session needs at start (the query client, what it keeps on the device, the stored
          //   session's check, the user's call and its storing), which the session machine loads as a
          //   session is restored or begins: out of `index`,
          //   they are about 3 KB less of a new visitor's JS until usable (122.4 KB went to 117.8 with
          //   the accent's colour maths written out, which was 1.6 of it); `dashboard`: the
          //   customer's layout with the dashboard, where they land. Against `index` alone, one run
          //   after the other: the signed-in dashboard's Lighthouse 0.88 against 0.68 (LCP 3.3 s against
          //   4.9 s, TBT 234 against 586 ms, 36 requests against 107, 215 KB of JS against 280); the
          //   login page 7 requests against 20, with 126.9 KB of JS until usable against 126.1 (each
          //   file's own import and export lines).
          // - `passkeys`: the WebAuthn library and the passkey calls, loaded only as the login page's
          //   autofill, a step-up or Settings needs them. Last, so it takes nothing another group's
          //   screen imports: ahead of `login` it held the sign-in answer's validator, and every start
          //   on / loaded it before the form (JS until usable 126.9 KB against 122.0 after).
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'], priority: 6 },
              { name: 'start', test: /src[\\/]start\.tsx/, priority: 5 },
              {
                name: 'forms',
                test: /src[\\/](components[\\/](form[\\/]|ui[\\/](text-field|field-help|link))|lib[\\/]validation|i18n[\\/]en[\\/](validation|security-passkeys))|react-query[\\/]build[\\/]modern[\\/]queryOptions|contract-validators[\\/](api[\\/]auth|twoFactorAnswers[\\/]stepUp)$/,
                priority: 4,
              },
              { name: 'login', test: /src[\\/]routes[\\/]index\.tsx/, priority: 3 },
              {
                name: 'frame',
                test: /src[\\/](routes[\\/]_app\.tsx|app[\\/](session-on-device|query)\.ts|session[\\/](model[\\/](stored-session|user-update)|api[\\/]user)\.ts)/,
                priority: 2,
              },
              {
                name: 'dashboard',
                test: /src[\\/]routes[\\/]_app[\\/]main(\.tsx|[\\/]dashboard\.tsx)/,
                priority: 1,
              },
              { name: 'passkeys', test: /features[\\/]auth[\\/]api[\\/]passkeys/, priority: 0 },
            ],
          },
          // Flags get a folder of their own: the service worker caches each one as it is shown
          // (sw/sw.ts) rather than precaching all of them for every visitor.
          assetFileNames: (asset) =>
            asset.originalFileNames.some((file) => file.includes('/flag-icons/'))
              ? `${FLAGS_DIR}/[name]-[hash][extname]`
              : 'assets/[name]-[hash][extname]',
        },
      },
    },
    preview: { host: '127.0.0.1', port: 4174, strictPort: true },
    server: { fs: { allow: fsAllow() } },
    plugins: [
      // The router plugin must come before react(): in the other order its route generation and code
      // splitting fail without an error.
      // A route's loader and pending screen come with its component, in the chunk that loads when the
      // route is visited: in the route tree they would bring every feature's fetchers and validators
      // into every start.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        codeSplittingOptions: {
          // A not-found thrown by a split loader leaves the screen it came from on the page beside the
          // not-found page: the crypto deposit routes' loader, which answers not-found for a crypto or
          // wallet the tenant does not offer, stays in the route tree (-crypto-loader.ts, which imports
          // the site data's query as it runs).
          splitBehavior: ({ routeId }) =>
            routeId.startsWith('/_app/main/deposit/$crypto')
              ? [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']]
              : undefined,
          defaultBehavior: [
            ['loader', 'component', 'pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      }),
      react(),
      vanillaExtractPlugin(),
      contractValidators(),
      inlineEntryCss(),
      preloadStart(),
      scriptsAfterFirstPaint(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest,
        includeManifestIcons: true,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,mp3,woff2}'],
          globIgnores: ['mockServiceWorker.js', '**/*.br', '**/*.gz', `${FLAGS_DIR}/**`],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // Classic format: the msw developer build imports msw's worker script with importScripts.
          rollupFormat: 'iife',
        },
        devOptions: { enabled: false },
      }),
      ...(msw ? [mswWorkerAsset()] : []),
      precompress(),
    ],
  };
});
