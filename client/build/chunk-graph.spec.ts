import { filesBeyond, filesLoadedBy } from './chunk-graph';
import { testBundle, testChunk } from './test-bundle';

describe(filesLoadedBy.name, () => {
  const bundle = testBundle(
    testChunk('assets/page.js', { imports: ['assets/form.js', 'assets/header.js'], css: ['assets/page.css'] }),
    testChunk('assets/form.js', { imports: ['assets/header.js'], css: ['assets/form.css'] }),
    testChunk('assets/header.js', { css: ['assets/header.css'] }),
    testChunk('assets/other.js', { dynamicImports: ['assets/page.js'] }),
  );

  it('lists the chunk and the chunks it imports, dependencies first and once each, with their styles', () => {
    expect(filesLoadedBy(['assets/page.js'], bundle)).toEqual({
      scripts: ['/assets/header.js', '/assets/form.js', '/assets/page.js'],
      styles: ['/assets/header.css', '/assets/form.css', '/assets/page.css'],
    });
  });

  it('leaves out what a chunk imports dynamically', () => {
    expect(filesLoadedBy(['assets/other.js'], bundle)).toEqual({ scripts: ['/assets/other.js'], styles: [] });
  });
});

describe(filesBeyond.name, () => {
  it('keeps only the files not already loaded', () => {
    const loaded = { scripts: ['/assets/react.js'], styles: ['/assets/global.css'] };
    const files = {
      scripts: ['/assets/react.js', '/assets/app.js'],
      styles: ['/assets/global.css', '/assets/app.css'],
    };
    expect(filesBeyond(files, loaded)).toEqual({ scripts: ['/assets/app.js'], styles: ['/assets/app.css'] });
  });
});
