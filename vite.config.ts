import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
        '@server': fileURLToPath(new URL('./server', import.meta.url)),
      },
    },
    build: {
      outDir: msw ? 'dist-msw' : 'dist',
      target: 'es2022',
      sourcemap: true,
    },
    preview: { host: '127.0.0.1', port: 4174, strictPort: true },
    plugins: [
      // The router plugin must come before react() (design.md section 6).
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      react(),
      vanillaExtractPlugin(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest,
        includeManifestIcons: true,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,mp3,woff2}'],
          globIgnores: ['mockServiceWorker.js'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // Classic format: the msw developer build imports msw's worker script with importScripts.
          rollupFormat: 'iife',
        },
        devOptions: { enabled: false },
      }),
      ...(msw ? [mswWorkerAsset()] : []),
    ],
  };
});
