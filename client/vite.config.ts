import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bootFilesPlugin } from './build/boot-files.ts';
import { cataloguesPlugin } from './build/catalogues.ts';
import { composedCssSources } from './build/composed-css-sources.ts';
import { formatterFreeWorker } from './build/formatter-free-worker.ts';
import { workerWordsPlugin } from './build/worker-words.ts';
import { pageDocumentsPlugin } from './build/page-documents.ts';
import { webManifestsPlugin } from './build/web-manifest.ts';
import { PSEUDO_LANGUAGES, SOURCE_LANGUAGE } from './src/features/languages/locales.ts';

const LOCALES_DIR = fileURLToPath(new URL('./locales', import.meta.url));
/** Where `npm run dev` runs the API (its PORT); the dev server sends API requests there. */
const DEV_API_ORIGIN = `http://localhost:${process.env.PORT || '3000'}`;

/**
 * vite-plugin-pwa builds the service worker into one file with Rollup's `inlineDynamicImports`, which Rolldown
 * calls `codeSplitting: false` and warns about on every build: the same setting under its current name (the
 * same sw.js, byte for byte).
 */
const serviceWorkerInOneFile: Plugin = {
  name: 'sharecode-service-worker-in-one-file',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (output && !Array.isArray(output) && output.inlineDynamicImports) {
      delete output.inlineDynamicImports;
      output.codeSplitting = false;
    }
  },
};

// The API serves the built client from the same origin; in `npm run dev -w client` Vite proxies to it.
export default defineConfig({
  resolve: {
    // Every message reaches the page parsed (the source language's by the formatjs plugin, the others' by the
    // catalogues plugin), so the page ships without FormatJS's message parser.
    alias: {
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  plugins: [
    // The source language's messages, written in the code, parsed at build time; a malformed one fails the build.
    formatjs({ ast: true }),
    cataloguesPlugin({
      dir: fileURLToPath(new URL('./locales', import.meta.url)),
      sourceTag: SOURCE_LANGUAGE,
      pseudoTags: PSEUDO_LANGUAGES.map(({ tag }) => tag),
    }),
    react(),
    bootFilesPlugin(),
    pageDocumentsPlugin(),
    webManifestsPlugin({ localesDir: LOCALES_DIR }),
    // An installable PWA. injectManifest with our own service worker (src/sw.ts), because it handles the
    // share sheet's POST and Background Sync, which generated service workers cannot. registerType
    // "prompt": a new version waits for the update prompt's Reload (app/reload-prompt).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // Every page's code, styles and images: each route is a lazy chunk, and all of them must open offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,woff2,webmanifest}'],
        // The install screenshots are only shown by the browser's install dialog, never offline.
        // Page documents are index.html with preloads for a first visit; once installed, the worker answers every
        // page with index.html in the visitor's language.
        globIgnores: ['screenshots/**', 'pages/**'],
        buildPlugins: {
          vite: [serviceWorkerInOneFile, workerWordsPlugin({ localesDir: LOCALES_DIR }), formatterFreeWorker()],
        },
      },
      // One manifest per language, written by webManifestsPlugin; index.html links the source language's.
      manifest: false,
    }),
  ],
  css: {
    // Gives the rules a module copies in with `composes: … from` the source Vite's url() rewriting asks for
    // (build/composed-css-sources.ts): otherwise every start warns that a PostCSS plugin passed no `from`.
    postcss: { plugins: [composedCssSources] },
  },
  server: {
    proxy: {
      '/api': DEV_API_ORIGIN,
      // Share lookups by code or link: /s/{ref}/qr always, /s/{ref} when JSON is asked for (else it is the page).
      '^/s/[^/]+(/qr)?$': {
        target: DEV_API_ORIGIN,
        bypass: (req) =>
          req.url?.endsWith('/qr') || req.headers.accept?.includes('application/json') ? undefined : req.url,
      },
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      // A feature's modules (src/features/*) only declare things: none acts when it is imported. Saying so lets a
      // feature's index re-export its whole public surface while an importer gets only what it uses, so the app
      // frame's small pieces (the queued-uploads sender, the code-exchange host) do not drag a feature's UI, the
      // upload queue's agent or the cryptography into the first stage of the start.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]features[\\/][^?]*\.tsx?$/.test(id) },
      output: {
        // The start's files, in as few chunks as its stages allow (docs/performance.md): React (the first stage),
        // and start-app.tsx with everything it imports (the router, the shell and the code they share with pages).
        // Left to itself the bundler cuts the latter into a dozen small shared chunks, each a request of its own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'start-app', test: /[\\/]src[\\/]app[\\/]start-app\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
