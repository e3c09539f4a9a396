import { join } from 'node:path';
import { LANGUAGES } from '../src/features/languages/locales';
import { catalogueOf } from './plain-words';
import { workerWords } from './worker-words';

const LOCALES = join(__dirname, '..', 'locales');

describe(workerWords.name, () => {
  const words = workerWords(LOCALES);

  it("has every language's texts of the app shell's messages and the worker's own answers, and no others", () => {
    expect(Object.keys(words).sort()).toEqual(LANGUAGES.map(({ tag }) => tag).sort());
    expect(Object.keys(words.en)).toEqual(
      expect.arrayContaining(['document.title', 'document.loading', 'files.worker.previewClosed']),
    );
    for (const id of Object.keys(words.en)) expect(id).toMatch(/^document\.|\.worker\./);
  });

  it("takes each text from the language's catalogue", () => {
    const japanese = catalogueOf(LOCALES, 'ja');
    expect(words.ja['document.loading']).toBe(japanese['document.loading']);
    expect(words.ja['encryption.worker.mediaClosed']).toBe(japanese['encryption.worker.mediaClosed']);
  });
});
