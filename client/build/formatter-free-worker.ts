/**
 * The service worker carries no message formatter: it words nothing through react-intl (lib/i18n/page-intl.ts
 * holds the page's object without making one), and what it says itself was written in each language at build time
 * (worker-words.ts). This check fails its build when a module it bundles brings react-intl or FormatJS in anyway,
 * such as a `defineMessages` imported from react-intl rather than from lib/i18n/define-messages.ts.
 */
import type { Plugin, Rolldown } from 'vite';

const MESSAGE_FORMATTER = /[\\/]node_modules[\\/](react-intl|intl-messageformat|@formatjs[\\/][^\\/]+)[\\/]/;

/** The bundle's modules that belong to a message formatter. */
export function formatterModules(bundle: Rolldown.OutputBundle): string[] {
  return Object.values(bundle).flatMap((chunk) =>
    chunk.type === 'chunk' ? chunk.moduleIds.filter((id) => MESSAGE_FORMATTER.test(id)) : [],
  );
}

/** For the service worker's build (vite-plugin-pwa's `injectManifest.buildPlugins`). */
export function formatterFreeWorker(): Plugin {
  return {
    name: 'sharecode-formatter-free-worker',
    generateBundle(_options, bundle) {
      const found = formatterModules(bundle);
      if (found.length > 0)
        this.error(`the service worker must not bundle a message formatter, yet it has ${found.join(', ')}`);
    },
  };
}
