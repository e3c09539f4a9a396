/**
 * The web manifest, one per language (docs/translating.md): the same app (one `id` and `start_url`, icons, share
 * target), with its name, description and screenshot labels in that language and said to be in it (`lang`, `dir`).
 * Each language's page documents link theirs (src/lib/i18n/document-language.ts), so the app a visitor installs is
 * named in their language. Written into the bundle, where the service worker's precache finds them.
 */
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { manifestMessages } from '../src/app/manifest-messages.ts';
import { LANGUAGES, type Language } from '../src/features/languages/locales.ts';
import { manifestPathIn } from '../src/lib/i18n/document-language.ts';
import { SHARE_TARGET_ACTION, SHARE_TARGET_FILES_FIELD } from '../src/lib/sharing/share-target.ts';
import { plainWords } from './plain-words.ts';

/** The manifest's words in one language, by what they are. */
type ManifestWords = Record<keyof typeof manifestMessages, string>;

type WebManifest = Partial<ManifestOptions>;

/** Everything but the words: the same in every language, so every manifest describes the one app. */
const SHARED: WebManifest = {
  id: '/',
  short_name: 'Sharecode',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1d4ed8',
  background_color: '#f8fafc',
  categories: ['productivity', 'utilities'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  share_target: {
    action: SHARE_TARGET_ACTION,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [{ name: SHARE_TARGET_FILES_FIELD, accept: ['*/*'] }],
    },
  },
};

/** The manifest in `language`, with `words` in it. */
function webManifest(language: Pick<Language, 'tag' | 'dir'>, words: ManifestWords): WebManifest {
  return {
    ...SHARED,
    lang: language.tag,
    dir: language.dir,
    name: words.name,
    description: words.description,
    screenshots: [
      {
        src: '/screenshots/home-narrow.jpg',
        sizes: '390x844',
        type: 'image/jpeg',
        form_factor: 'narrow',
        label: words.narrowScreenshot,
      },
      {
        src: '/screenshots/home-wide.jpg',
        sizes: '1280x800',
        type: 'image/jpeg',
        form_factor: 'wide',
        label: words.wideScreenshot,
      },
    ],
  };
}

/** Every language's manifest, from the catalogues in `localesDir`: its file in the bundle, and its JSON. */
export function webManifestFiles(localesDir: string): { fileName: string; source: string }[] {
  const keys = Object.keys(manifestMessages) as (keyof ManifestWords)[];
  return LANGUAGES.map((language) => {
    const texts = plainWords(
      localesDir,
      language.tag,
      keys.map((key) => manifestMessages[key].id),
    );
    const words = Object.fromEntries(keys.map((key) => [key, texts[manifestMessages[key].id]])) as ManifestWords;
    return {
      fileName: manifestPathIn(language.tag).replace(/^\//, ''),
      source: `${JSON.stringify(webManifest(language, words), null, 2)}\n`,
    };
  });
}

/** The build step: every language's manifest, into the client's bundle. */
export function webManifestsPlugin({ localesDir }: { localesDir: string }): Plugin {
  return {
    name: 'sharecode-web-manifests',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      for (const { fileName, source } of webManifestFiles(localesDir))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
