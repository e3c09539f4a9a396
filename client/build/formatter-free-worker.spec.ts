import type { Rolldown } from 'vite';
import { formatterModules } from './formatter-free-worker';

function bundleOf(...moduleIds: string[]): Rolldown.OutputBundle {
  return {
    'sw.js': { type: 'chunk', fileName: 'sw.js', moduleIds } as unknown as Rolldown.OutputChunk,
    'icon.png': { type: 'asset', fileName: 'icon.png' } as unknown as Rolldown.OutputAsset,
  };
}

describe(formatterModules.name, () => {
  it('finds react-intl and FormatJS among the modules of the service worker', () => {
    const found = formatterModules(
      bundleOf(
        '/repo/client/src/sw.ts',
        '/repo/node_modules/react-intl/index.js',
        '/repo/node_modules/@formatjs/intl/node_modules/intl-messageformat/index.js',
        '/repo/node_modules/@formatjs/fast-memoize/index.js',
      ),
    );
    expect(found).toEqual([
      '/repo/node_modules/react-intl/index.js',
      '/repo/node_modules/@formatjs/intl/node_modules/intl-messageformat/index.js',
      '/repo/node_modules/@formatjs/fast-memoize/index.js',
    ]);
  });

  it('passes a worker whose messages are only descriptors and words written at build time', () => {
    const found = formatterModules(
      bundleOf(
        '/repo/client/src/sw.ts',
        '/repo/client/src/lib/i18n/define-messages.ts',
        '/repo/client/src/lib/i18n/page-intl.ts',
        '\0virtual:worker-words',
        '/repo/node_modules/workbox-routing/Router.js',
      ),
    );
    expect(found).toEqual([]);
  });
});
