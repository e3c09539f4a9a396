import { BOOT_FILES_ID } from '../src/app/boot-files';
import { bootFilesTag, bootStageFiles, withBootFiles } from './boot-files';
import { testBundle, testChunk } from './test-bundle';

describe(bootStageFiles.name, () => {
  it("lists the files of the entry's later stages that the entry does not load itself", () => {
    const entry = testChunk('assets/index.js', {
      imports: ['assets/preload-helper.js'],
      dynamicImports: ['assets/react-dom.js', 'assets/start-app.js'],
      css: ['assets/index.css'],
    });
    const bundle = testBundle(
      entry,
      testChunk('assets/preload-helper.js', {}),
      testChunk('assets/react-dom.js', { imports: ['assets/react.js'] }),
      testChunk('assets/react.js', {}),
      testChunk('assets/start-app.js', {
        imports: ['assets/react.js', 'assets/preload-helper.js'],
        dynamicImports: ['assets/home-page.js'],
        css: ['assets/start-app.css'],
      }),
      testChunk('assets/home-page.js', { css: ['assets/home-page.css'] }),
    );
    expect(bootStageFiles(entry, bundle)).toEqual({
      scripts: ['/assets/react.js', '/assets/react-dom.js', '/assets/start-app.js'],
      styles: ['/assets/start-app.css'],
    });
  });
});

describe(bootFilesTag.name, () => {
  it('lists the files as JSON in a script element the browser does not run, in the head', () => {
    expect(bootFilesTag({ scripts: ['/assets/app.js'], styles: ['/assets/app.css'] })).toEqual({
      tag: 'script',
      attrs: { type: 'application/json', id: BOOT_FILES_ID },
      children: '{"scripts":["/assets/app.js"],"styles":["/assets/app.css"]}',
      injectTo: 'head',
    });
  });
});

describe(withBootFiles.name, () => {
  const html = `<head><script type="application/json" id="${BOOT_FILES_ID}">{"scripts":["/a.js"],"styles":["/a.css"]}</script></head>`;

  it('adds files to the list, each once', () => {
    const more = withBootFiles(html, { scripts: ['/a.js', '/page.js'], styles: ['/page.css'] });
    expect(more).toContain('{"scripts":["/a.js","/page.js"],"styles":["/a.css","/page.css"]}');
  });

  it('refuses a document with no list', () => {
    expect(() => withBootFiles('<head></head>', { scripts: [], styles: [] })).toThrow(/no boot-files list/);
  });
});
