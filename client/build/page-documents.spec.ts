import type { Rolldown } from 'vite';
import { pageDocument, pageStylesheets } from './page-documents';

const INDEX_HTML = [
  '<html><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

function chunk(fileName: string, imports: string[], css: string[]): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  } as unknown as Rolldown.OutputChunk;
}

describe(pageStylesheets.name, () => {
  it("collects the page chunk's styles and those of the chunks it imports, once each", () => {
    const bundle = {
      'assets/page.js': chunk('assets/page.js', ['assets/form.js', 'assets/header.js'], ['assets/page.css']),
      'assets/form.js': chunk('assets/form.js', ['assets/header.js'], ['assets/form.css']),
      'assets/header.js': chunk('assets/header.js', [], ['assets/header.css']),
    } as unknown as Rolldown.OutputBundle;
    expect(pageStylesheets(bundle['assets/page.js'] as Rolldown.OutputChunk, bundle)).toEqual([
      '/assets/header.css',
      '/assets/form.css',
      '/assets/page.css',
    ]);
  });
});

describe(pageDocument.name, () => {
  const css: Record<string, string> = {
    '/assets/index-1.css': 'body{margin:0}',
    '/assets/page.css': '.lead{color:red}',
  };

  it('writes the shell styles and the page styles into the document, so the first paint waits for no stylesheet', () => {
    const html = pageDocument(INDEX_HTML, ['/assets/page.css'], (url) => css[url]);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>body{margin:0}\n.lead{color:red}</style>');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('refuses an index.html it cannot add to', () => {
    expect(() => pageDocument('<html><body></body></html>', [], () => '')).toThrow(/no <\/head>/);
  });
});
