/**
 * The catalogues cut along the bundle's chunks: the start's file holds what the start's scripts say, each page's
 * file what that page and everything it may load say beyond the start.
 */
import type { Rolldown } from 'vite';
import { messagesUrl } from '../src/lib/i18n/messages-files';
import { messageIdsByFile, messagesBuildOf, messagesFiles, withMessagesBuild } from './page-messages';

function chunk(fileName: string, code: string, more: Partial<Rolldown.OutputChunk> = {}): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, code, imports: [], dynamicImports: [], isDynamicEntry: false, ...more } as never;
}

/** An entry, a start stage (the shell), two pages, a dialog one page loads later, and a chunk they share. */
function bundle(): Rolldown.OutputBundle {
  const chunks = [
    chunk('assets/index.js', 'import("./start-app.js")', { dynamicImports: ['assets/start-app.js'] }),
    chunk('assets/start-app.js', 'f({id:"nav.home"});g("footer.faq");import("./home.js")', {
      dynamicImports: ['assets/home.js', 'assets/share.js', 'assets/report-worker.js'],
    }),
    chunk('assets/report-worker.js', 'h({id:"shell.later"})', { isDynamicEntry: true }),
    chunk('assets/home.js', "f({id:'home.title'});f({id:'nav.home'})", {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/pages/home/home-page.tsx',
      imports: ['assets/shared.js'],
    }),
    chunk('assets/share.js', 'f({id:`share.title`})', {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/pages/share/share-page.tsx',
      imports: ['assets/shared.js'],
      dynamicImports: ['assets/gallery.js', 'assets/home.js'],
    }),
    chunk('assets/gallery.js', 'f({id:"gallery.next"})', { isDynamicEntry: true }),
    chunk('assets/shared.js', 'f({id:"files.size.bytes"});x("not.a.message")'),
  ];
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]));
}

const KNOWN = new Set([
  'nav.home',
  'footer.faq',
  'shell.later',
  'home.title',
  'share.title',
  'gallery.next',
  'files.size.bytes',
  'unused.message',
  'apiError.unknown_code',
]);

describe(messageIdsByFile.name, () => {
  const built = bundle();
  const ids = messageIdsByFile(built, built['assets/index.js'] as Rolldown.OutputChunk, KNOWN);

  it("puts in the start's file what the start's scripts say, and in the shell's what the start loads later", () => {
    expect([...ids.start].sort()).toEqual(['footer.faq', 'nav.home']);
    expect([...ids.shell]).toEqual(['shell.later', 'apiError.unknown_code']);
  });

  it("puts the API errors' sentences, formatted by ids made at run time, in the shell's file", () => {
    expect(ids.shell.has('apiError.unknown_code')).toBe(true);
    expect(ids.start.has('apiError.unknown_code')).toBe(false);
  });

  it("gives each page what it and all it may load say beyond the start's, not another page's messages", () => {
    expect([...ids.pages.home].sort()).toEqual(['files.size.bytes', 'home.title']);
    expect([...ids.pages.share].sort()).toEqual(['files.size.bytes', 'gallery.next', 'share.title']);
  });
});

describe(messagesFiles.name, () => {
  const ids = {
    start: new Set(['nav.home']),
    shell: new Set(['other.one']),
    pages: { home: new Set(['home.title', 'missing.here']) },
  };
  const catalogues = { ar: { 'nav.home': 'الرئيسية', 'home.title': 'مرحبا', 'other.one': 'x' } };

  it("writes each language's start and page files under one build, with only their messages", () => {
    const { build, files } = messagesFiles(catalogues, ids);
    expect(files).toEqual([
      { fileName: messagesUrl(build, 'ar', 'start').slice(1), source: JSON.stringify({ 'nav.home': 'الرئيسية' }) },
      { fileName: messagesUrl(build, 'ar', 'shell').slice(1), source: JSON.stringify({ 'other.one': 'x' }) },
      { fileName: messagesUrl(build, 'ar', 'home').slice(1), source: JSON.stringify({ 'home.title': 'مرحبا' }) },
    ]);
  });

  it('names the build by its files: a changed translation is a new build, the same ones the same', () => {
    const first = messagesFiles(catalogues, ids).build;
    expect(messagesFiles(catalogues, ids).build).toBe(first);
    expect(messagesFiles({ ar: { ...catalogues.ar, 'home.title': 'أهلا' } }, ids).build).not.toBe(first);
  });
});

describe(withMessagesBuild.name, () => {
  it('names the build in the document, where the build tools read it back', () => {
    const html = withMessagesBuild('<html><head><title>x</title></head><body></body></html>', '0123abcd');
    expect(html).toContain('<script type="application/json" id="messages-build">"0123abcd"</script>');
    expect(messagesBuildOf(html)).toBe('0123abcd');
  });

  it('refuses a document that names none', () => {
    expect(() => messagesBuildOf('<html><head></head></html>')).toThrow('names no messages build');
  });
});
