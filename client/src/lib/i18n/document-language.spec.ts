import { readFileSync } from 'node:fs';
import { documentInLanguage, type DocumentWords, manifestPathIn } from './document-language';

const ENGLISH: DocumentWords = {
  title: 'Sharecode — share files',
  description: 'Share files & folders.',
  loading: 'Loading Sharecode…',
  noScript: 'Sharecode needs JavaScript.',
};
const ARABIC: DocumentWords = {
  title: 'Sharecode — مشاركة الملفات',
  description: 'شارك الملفات والمجلدات.',
  loading: 'جارٍ تحميل Sharecode…',
  noScript: 'يحتاج Sharecode إلى JavaScript.',
};

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Share files &amp; folders." />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Sharecode — share files</title>
  </head>
  <body><p class="boot-shell__message">Loading Sharecode…</p><noscript>Sharecode needs JavaScript.</noscript></body>
</html>`;

describe(documentInLanguage.name, () => {
  it("says the document's language and direction, and puts its words in that language", () => {
    const arabic = documentInLanguage(TEMPLATE, ENGLISH, { tag: 'ar', dir: 'rtl', words: ARABIC });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<title>Sharecode — مشاركة الملفات</title>');
    expect(arabic).toContain('content="شارك الملفات والمجلدات."');
    expect(arabic).toContain('>جارٍ تحميل Sharecode…</p>');
    expect(arabic).toContain('<noscript>يحتاج Sharecode إلى JavaScript.</noscript>');
    expect(arabic).not.toMatch(/Loading|Share files|needs JavaScript/);
  });

  it("links the web manifest in the document's language", () => {
    const arabic = documentInLanguage(TEMPLATE, ENGLISH, { tag: 'ar', dir: 'rtl', words: ARABIC });
    expect(arabic).toContain('<link rel="manifest" href="/manifest.ar.webmanifest" />');
    const english = documentInLanguage(TEMPLATE, ENGLISH, { tag: 'en', dir: 'ltr', words: ENGLISH });
    expect(english).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(manifestPathIn('zh-Hant')).toBe('/manifest.zh-Hant.webmanifest');
  });

  it('fails the build when the template links no manifest', () => {
    const unlinked = TEMPLATE.replace(/<link rel="manifest"[^>]*>/, '');
    expect(() => documentInLanguage(unlinked, ENGLISH, { tag: 'ar', dir: 'rtl', words: ARABIC })).toThrow(
      'no <link rel="manifest">',
    );
  });

  it('escapes the words it writes into HTML', () => {
    const words = { ...ENGLISH, title: 'A <b> & "quoted" title' };
    expect(documentInLanguage(TEMPLATE, ENGLISH, { tag: 'en', dir: 'ltr', words })).toContain(
      '<title>A &lt;b&gt; &amp; &quot;quoted&quot; title</title>',
    );
  });

  it("fails the build when the template's English differs from the messages'", () => {
    const drifted = { ...ENGLISH, loading: 'Starting Sharecode…' };
    expect(() => documentInLanguage(TEMPLATE, drifted, { tag: 'de', dir: 'ltr', words: ARABIC })).toThrow(
      '"Starting Sharecode…" is there 0 times, not once',
    );
  });

  it("finds every one of the document messages' English in index.html", async () => {
    const { documentMessages } = await import('../../app/document-messages');
    const english = Object.fromEntries(
      Object.entries(documentMessages).map(([key, message]) => [key, String(message.defaultMessage)]),
    ) as unknown as DocumentWords;
    const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    expect(() => documentInLanguage(indexHtml, english, { tag: 'en', dir: 'ltr', words: english })).not.toThrow();
  });
});
