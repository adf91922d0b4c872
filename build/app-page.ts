/**
 * What the build writes into the app's page (index.html), so that its first paint waits on no script
 * and its start's code is asked for at once.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const APP_HTML = fileURLToPath(new URL('../index.html', import.meta.url));
const START = fileURLToPath(new URL('../src/start.tsx', import.meta.url));

/**
 * The stylesheets index.html links (the theme, the loading screen and the styles of what every start
 * imports, about 10 KB) go into it as <style> elements instead of <link>s: the static loading screen
 * then paints from the page alone, without waiting for those files. Measured with `npm run bench`
 * (first-load, when the loading screen's bar starts, that is its first paint): 284 ms on slow 4G and
 * 464 ms at 4× CPU inlined, 779 and 1141 ms linked. The host allows exactly these elements by their
 * hash in its Content-Security-Policy (server/node/app-shell.ts); no other inline style runs.
 */
export function inlineEntryCss(): Plugin {
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
 * The app's start (src/start.tsx), which the entry imports once React has run, is fetched beside the
 * entry rather than after it: every start runs it.
 */
export function preloadStart(): Plugin {
  return {
    name: 'preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { filename, bundle }) => {
        if (filename !== APP_HTML || !bundle) return html;
        const start = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.moduleIds.includes(START),
        );
        if (!start) throw new Error('the build has no chunk of src/start.tsx');
        return {
          html,
          tags: [
            {
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${start.fileName}` },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * No script draws the first paint: the loading screen is the page's own HTML and CSS. Low priority on
 * the entry and its modulepreload links says so, to the browser and to tools that model the page's
 * load (Lighthouse counts a high-priority script requested before the first paint as blocking it).
 * The app's page only: the bench builds a React-only page, which a script draws, with this config.
 * Measured together with the start's chunk group (its comment has the figures).
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { filename }) =>
        filename !== APP_HTML
          ? html
          : html
              .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
              .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" '),
    },
  };
}
