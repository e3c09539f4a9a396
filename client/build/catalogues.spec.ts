/**
 * The catalogues as they are (client/locales): the source catalogue is what the code says, and every language has
 * a whole, well-formed translation of it (catalogue-check.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, SOURCE_LANGUAGE } from '../src/features/languages/locales';
import { catalogueTags } from './catalogues';
import { catalogueProblems, type Messages } from './catalogue-check';

const CLIENT_DIR = join(__dirname, '..');
const LOCALES_DIR = join(CLIENT_DIR, 'locales');
const read = (tag: string) => JSON.parse(readFileSync(join(LOCALES_DIR, `${tag}.json`), 'utf8')) as Messages;

describe('the catalogues', () => {
  it(`hold in ${SOURCE_LANGUAGE}.json exactly the messages the code has (npm run extract-messages -w client)`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'sharecode-messages-'));
    try {
      const extracted = join(dir, 'extracted.json');
      execFileSync('npm', ['run', '--silent', 'extract-messages', '--', '--out-file', extracted], { cwd: CLIENT_DIR });
      expect(read(SOURCE_LANGUAGE)).toEqual(JSON.parse(readFileSync(extracted, 'utf8')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are one per language of the picker', () => {
    const translated = LANGUAGES.map(({ tag }) => tag).filter((tag) => tag !== SOURCE_LANGUAGE);
    expect(catalogueTags(LOCALES_DIR, SOURCE_LANGUAGE)).toEqual([...translated].sort());
  });

  it.each(LANGUAGES.filter(({ tag }) => tag !== SOURCE_LANGUAGE).map(({ tag }) => tag))(
    '%s: every message, each with the source’s placeholders and the language’s plural cases',
    (tag) => {
      expect(catalogueProblems(tag, read(tag), read(SOURCE_LANGUAGE))).toEqual([]);
    },
  );
});
