import { defineConfig, searchForWorkspaceRoot, type Plugin } from 'vite';
import type { ChunkingContext, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { contractValidators } from './build/contract-validators';

/**
 * Where the dev server and vitest may read files from: the project, and flag-icons' flags wherever
 * that package really lives (a symlinked or hoisted node_modules is outside the project, and Vite
 * refuses to load an SVG from outside its allow list).
 */
export const fsAllow = () => [
  searchForWorkspaceRoot(process.cwd()),
  realpathSync(fileURLToPath(new URL('./node_modules/flag-icons/flags', import.meta.url))),
];

/** Whether `root` imports the module statically, directly or through others. */
function importedStaticallyBy(id: string, ctx: ChunkingContext, root: (id: string) => boolean): boolean {
  const seen = new Set<string>();
  const reaches = (moduleId: string): boolean => {
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    if (root(moduleId)) return true;
    return ctx.getModuleInfo(moduleId)?.importers.some(reaches) ?? false;
  };
  return reaches(id);
}

const isEntry = (ctx: ChunkingContext) => (id: string) => ctx.getModuleInfo(id)?.isEntry === true;
/** The app's start (src/app/boot.tsx), which the entry imports dynamically. */
const BOOT_MODULE = /[\\/]src[\\/]app[\\/]boot\.tsx$/;
const isBoot = (id: string) => BOOT_MODULE.test(id);

/**
 * 'start': what the entry (src/main.tsx) imports. It is evaluated with the entry, before the app's
 * parts, so those few stay together and apart (this group comes first: later groups would otherwise
 * take them in with their importers).
 */
const entryGraph = (id: string, ctx: ChunkingContext) =>
  importedStaticallyBy(id, ctx, isEntry(ctx)) ? 'start' : null;

/**
 * 'app': our modules that every start evaluates (what src/app/boot.tsx imports), in one file
 * rather than the dozens of small ones that route splitting makes of modules two screens share. What
 * only some screens use stays with them.
 */
const startGraph = (id: string, ctx: ChunkingContext) =>
  /[\\/]src[\\/]/.test(id) && !isBoot(id) && importedStaticallyBy(id, ctx, isBoot) ? 'app' : null;

/**
 * The files whose functions a start mostly calls: React's renderer, the router's and query cache's
 * libraries, our start graph, and the two socket clients a signed-in start connects. Measured with
 * `npm run bench` (longest task of a signed-in first visit at 4× CPU): 183 ms with the hint, 356 ms
 * without. Not the entry (with React's core): compiled whole, Lighthouse's estimate of blocking time
 * rose on the public start, which every first visit makes.
 */
const RUN_AT_START = new Set(['react-dom', 'tanstack', 'app']);
const CONNECTED_AT_START = /[\\/]src[\\/]lib[\\/](realtime[\\/]echo|prices[\\/]price-socket)\.ts$/;

const APP_HTML = fileURLToPath(new URL('./index.html', import.meta.url));

/** Where the country flags are emitted; sw/routes.ts matches the same folder. */
const FLAGS_DIR = 'assets/flags';

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

/**
 * The msw developer mode ships msw's worker script next to ours so our service worker can import it;
 * the production build never contains it.
 */
function mswWorkerAsset(): Plugin {
  return {
    name: 'msw-worker-asset',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url)),
      });
    },
  };
}

/**
 * Writes .br and .gz siblings of every text asset so the server sends compressed files without
 * compressing per request: on a slow mobile link the bytes are what the user waits for.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!compressible.test(file) || statSync(file).size < 1024) continue;
          const source = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The entry's stylesheet (the theme and the loading screen, a few KB) goes into index.html as a
 * <style> element instead of a <link>: the static loading screen then paints from the page alone,
 * without waiting one more round trip for a file. The host allows exactly these elements by their
 * hash in its Content-Security-Policy (server/node/app-shell.ts); no other inline style runs.
 */
function inlineEntryCss(): Plugin {
  const link = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(link, (tag, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') return tag;
          const css = String(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`${fileName} cannot be inlined: it contains </style`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * The app's code is loaded by the entry with dynamic imports, so that each part evaluates in a task of
 * its own (src/main.tsx). Left to the import, its files would be requested only once the entry has run,
 * one link element each; listed in index.html as modulepreload links, they download while the page
 * parses, and the imports only evaluate them.
 */
function preloadStartGraph(entries: readonly RegExp[]): Plugin {
  return {
    name: 'preload-start-graph',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        // The app's page only (the bench builds a React-only page with this config too).
        if (!bundle || filename !== APP_HTML) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          if (wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const pattern of entries) {
          const start = chunks.find(
            (chunk) => chunk.isDynamicEntry && pattern.test(chunk.facadeModuleId ?? ''),
          );
          if (!start) throw new Error(`preload-start-graph: no dynamic entry matches ${pattern}`);
          visit(start.fileName);
        }
        const links = [...wanted]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
          .join('');
        // No script draws the first paint: the loading screen is the page's own HTML and CSS. Low
        // priority says so, to the browser and to tools that model the page's load (Lighthouse
        // counts a high-priority script requested before the first paint as blocking it).
        return html
          .replace('</head>', () => `${links}</head>`)
          .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
          .replace('<script type="module" ', '<script type="module" fetchpriority="low" ');
      },
    },
  };
}

/**
 * Chromium's explicit compile hint, as the first line of the files a start mostly runs. V8 otherwise
 * compiles each function on the page's thread when it is first called: 350 to 650 ms of a signed-in
 * start at 4× CPU, spread through its tasks. With the hint it compiles the whole file as it arrives,
 * on a background thread. Other engines read a comment. Added to the finished file (minification
 * drops comments, and Vite puts its own code in front of a chunk's), and its source map follows.
 */
function compileHints(): Plugin {
  const hinted = (chunk: OutputChunk) =>
    RUN_AT_START.has(chunk.name) || CONNECTED_AT_START.test(chunk.facadeModuleId ?? '');
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !hinted(file)) continue;
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
          // One line more at the top: a source map's lines are separated by semicolons.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

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
          // The libraries every start needs, one file each, and our start graph in one more, rather than
          // spread over the 50 small shared chunks the route splitting otherwise makes: each evaluates
          // in a task of its own (src/main.tsx). Libraries only some screens use (the chart, the
          // sockets, the virtual list) stay with those screens. Measured with `npm run bench` (longest
          // task at 4× CPU, React alone 136 to 216 ms): with Vite's default chunking and one evaluating
          // import, 313 ms on / and 415 ms on /main/dashboard; with these groups, 132 and 183 ms.
          codeSplitting: {
            groups: [
              { name: entryGraph, debugName: 'start', priority: 200 },
              // React's core apart from its renderer: the entry uses the core (a store's hook), and
              // must not evaluate the renderer with it.
              { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 50 },
              { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/ },
              {
                name: 'tanstack',
                // With the module through which the entry evaluates this file (src/app/start-libraries.ts).
                test: /[\\/]node_modules[\\/]@tanstack[\\/](?!react-virtual|virtual-core)|[\\/]src[\\/]app[\\/]start-libraries\.ts$/,
              },
              { name: startGraph, debugName: 'app' },
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
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      react(),
      vanillaExtractPlugin(),
      contractValidators(),
      inlineEntryCss(),
      preloadStartGraph([BOOT_MODULE]),
      compileHints(),
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
