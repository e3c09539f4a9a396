import { join } from 'node:path';
import { LANGUAGES, SOURCE_LANGUAGE } from '../src/features/languages/locales';
import { catalogueOf } from './plain-words';
import { webManifestFiles } from './web-manifest';

const LOCALES = join(__dirname, '..', 'locales');

interface Manifest {
  id: string;
  lang: string;
  dir: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  screenshots: { form_factor: string; label: string }[];
  [field: string]: unknown;
}

const manifests = new Map(
  webManifestFiles(LOCALES).map(({ fileName, source }) => [fileName, JSON.parse(source) as Manifest]),
);
const english = manifests.get('manifest.webmanifest')!;
const WORDS = ['name', 'description', 'screenshots', 'lang', 'dir'];
/** A manifest without its words: what every language's must share. */
const shared = (manifest: Manifest) =>
  Object.fromEntries(Object.entries(manifest).filter(([key]) => !WORDS.includes(key)));

describe('the web manifests', () => {
  it('are one per language, the source language’s at the usual address', () => {
    expect([...manifests.keys()].sort()).toEqual(
      LANGUAGES.map(({ tag }) =>
        tag === SOURCE_LANGUAGE ? 'manifest.webmanifest' : `manifest.${tag}.webmanifest`,
      ).sort(),
    );
    expect(english).toMatchObject({
      lang: 'en',
      dir: 'ltr',
      name: 'Sharecode — share files with a 4-digit code',
      short_name: 'Sharecode',
    });
  });

  it.each(LANGUAGES.filter(({ tag }) => tag !== SOURCE_LANGUAGE))(
    '$tag: says its language and direction, and has its words from the catalogue',
    ({ tag, dir }) => {
      const manifest = manifests.get(`manifest.${tag}.webmanifest`)!;
      const catalogue = catalogueOf(LOCALES, tag);
      expect(manifest).toMatchObject({
        lang: tag,
        dir,
        name: catalogue['document.title'],
        description: catalogue['document.description'],
      });
      expect(manifest.screenshots.map((shot) => shot.label)).toEqual([
        catalogue['manifest.screenshot.narrow'],
        catalogue['manifest.screenshot.wide'],
      ]);
      for (const [index, shot] of manifest.screenshots.entries())
        expect(shot.label).not.toBe(english.screenshots[index].label);
      expect(manifest.name).not.toBe(english.name);
    },
  );

  it('describe one app: the same id, start URL, short name, icons and share target in every language', () => {
    for (const manifest of manifests.values()) expect(shared(manifest)).toEqual(shared(english));
    expect(english).toMatchObject({ id: '/', start_url: '/', share_target: { action: '/share-target' } });
  });
});
