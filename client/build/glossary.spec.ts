/**
 * The glossaries (client/locales/glossary/<tag>.csv, Weblate's glossary CSV): one per language of the picker, each
 * with every term below, in this order, each translated (docs/translating.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { LANGUAGES, SOURCE_LANGUAGE } from '../src/features/languages/locales';

const GLOSSARY_DIR = join(__dirname, '..', 'locales', 'glossary');

/** The English terms, the `source` column of every glossary; each file explains them in its `explanation`. */
const TERMS = [
  '(address)',
  'Sharecode',
  'share',
  'to share',
  'code',
  'link',
  'QR code',
  'folder',
  'file',
  'upload',
  'download',
  'recipient',
  'sender',
  'expire',
  'end-to-end encrypted',
  'password',
  'passphrase',
  'to report',
  'report',
  'operator',
  'takedown',
  'My shares',
  'account',
  'log in',
  'sign up',
  'direct transfer',
  'through Sharecode',
  'gallery',
  'preview',
  'arriving',
  'retention',
  'request files',
];

/** The rows of a CSV text (RFC 4180): fields quoted when they hold commas, quotes or line breaks, `""` a quote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error('The CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const translated = LANGUAGES.map(({ tag }) => tag).filter((tag) => tag !== SOURCE_LANGUAGE);
const read = (tag: string) => parseCsv(readFileSync(join(GLOSSARY_DIR, `${tag}.csv`), 'utf8'));

describe('the CSV parser the glossary check reads with', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and CRLF line ends', () => {
    expect(parseCsv('source,target,explanation\r\nshare,"a, b","say ""this""\nthen that"\n')).toEqual([
      ['source', 'target', 'explanation'],
      ['share', 'a, b', 'say "this"\nthen that'],
    ]);
  });

  it('keeps empty fields and refuses an unclosed quote', () => {
    expect(parseCsv('a,,\n')).toEqual([['a', '', '']]);
    expect(() => parseCsv('a,"b\n')).toThrow();
  });
});

describe('the glossaries', () => {
  it('are one per language of the picker', () => {
    const tags = readdirSync(GLOSSARY_DIR)
      .filter((name) => name.endsWith('.csv'))
      .map((name) => basename(name, '.csv'));
    expect(tags.sort()).toEqual([...translated].sort());
  });

  it.each(translated)('%s: every term, in order, each with a translation and an explanation', (tag) => {
    const [header, ...rows] = read(tag);
    expect(header).toEqual(['source', 'target', 'explanation']);
    expect(rows.map(([source]) => source)).toEqual(TERMS);
    const incomplete = rows
      .filter((row) => row.length !== 3 || row.slice(1).some((field) => field.trim() === ''))
      .map(([source]) => source);
    expect(incomplete).toEqual([]);
  });

  it.each(translated)('%s: keeps the product name Sharecode untranslated', (tag) => {
    const row = read(tag).find(([source]) => source === 'Sharecode');
    expect(row?.[1]).toBe('Sharecode');
  });
});
