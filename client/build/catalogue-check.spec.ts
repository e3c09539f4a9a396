import { catalogueProblems } from './catalogue-check';

const SOURCE = {
  'share.files': '{count, plural, one {# file} other {# files}}',
  'share.expires': 'Expires {when}',
  'share.kind': '{kind, select, folder {A folder} other {Files}}',
  'share.help': 'Read the <link>FAQ</link>.',
};

describe(catalogueProblems.name, () => {
  it('finds nothing wrong with a whole translation in the language’s own plural cases', () => {
    const arabic = {
      'share.files':
        '{count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}',
      'share.expires': 'ينتهي {when}',
      'share.kind': '{kind, select, folder {مجلد} other {ملفات}}',
      'share.help': 'اقرأ <link>الأسئلة الشائعة</link>.',
    };
    expect(catalogueProblems('ar', arabic, SOURCE)).toEqual([]);
    const japanese = { ...arabic, 'share.files': '{count, plural, other {# 個のファイル}}' };
    expect(catalogueProblems('ja', japanese, SOURCE)).toEqual([]);
  });

  it('names a missing message and one the source does not have', () => {
    const { 'share.expires': _left, ...rest } = SOURCE;
    expect(catalogueProblems('de', { ...rest, 'share.extra': 'Extra' }, SOURCE)).toEqual([
      'de: share.expires is missing',
      'de: share.extra is not in the source',
    ]);
  });

  it('names a placeholder renamed, a tag lost and a select case changed', () => {
    const german = {
      ...SOURCE,
      'share.files': '{count, plural, one {# Datei} other {# Dateien}}',
      'share.expires': 'Läuft {wann} ab',
      'share.help': 'Lies die FAQ.',
      'share.kind': '{kind, select, ordner {Ein Ordner} other {Dateien}}',
    };
    expect(catalogueProblems('de', german, SOURCE)).toEqual([
      'de: share.expires takes wann:text, the source when:text',
      'de: share.kind selects kind=ordner, kind=other, the source kind=folder, kind=other',
      'de: share.help takes none, the source link:tag',
    ]);
  });

  it("names plural cases that are not the language's: English's in Russian, and a case Japanese lacks", () => {
    const russian = { ...SOURCE, 'share.files': '{count, plural, one {# файл} other {# файла}}' };
    expect(catalogueProblems('ru', russian, SOURCE)).toEqual([
      "ru: share.files's plural count has one, other, the language few, many, one, other",
    ]);
    const japanese = { ...SOURCE, 'share.files': '{count, plural, one {1 個} other {# 個}}' };
    expect(catalogueProblems('ja', japanese, SOURCE)).toEqual([
      "ja: share.files's plural count has one, other, the language other",
    ]);
  });

  it('allows exact-number cases in any language', () => {
    const polish = {
      ...SOURCE,
      'share.files': '{count, plural, =0 {Brak plików} one {# plik} few {# pliki} many {# plików} other {# pliku}}',
    };
    expect(catalogueProblems('pl', polish, SOURCE)).toEqual([]);
  });

  it('names a message that does not parse', () => {
    expect(catalogueProblems('de', { ...SOURCE, 'share.expires': 'Läuft {when ab' }, SOURCE)).toEqual([
      expect.stringMatching(/^de: share.expires is not ICU MessageFormat/),
    ]);
  });
});
