import { BOOT_FILES_ID } from '../src/app/boot-files';
import { pageDocument } from './page-documents';

const INDEX_HTML = [
  '<html><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  `<script type="application/json" id="${BOOT_FILES_ID}">{"scripts":["/assets/react-1.js"],"styles":["/assets/shell.css"]}</script>`,
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe(pageDocument.name, () => {
  const css: Record<string, string> = {
    '/assets/index-1.css': 'body{margin:0}',
    '/assets/shell.css': '.nav{display:flex}',
    '/assets/page.css': '.lead{color:red}',
  };
  const page = {
    scripts: ['/assets/react-1.js', '/assets/page.js'],
    styles: ['/assets/shell.css', '/assets/page.css'],
  };

  it("writes index.html's styles, then the page's, into the document, so the first paint waits for no stylesheet", () => {
    const html = pageDocument(INDEX_HTML, page, (url) => css[url]);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>body{margin:0}\n.nav{display:flex}\n.lead{color:red}</style>');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it("adds the page's scripts to the start's list, so they are fetched with the app's", () => {
    const html = pageDocument(INDEX_HTML, page, (url) => css[url]);
    expect(html).toContain('{"scripts":["/assets/react-1.js","/assets/page.js"]');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('refuses an index.html it cannot add to', () => {
    expect(() => pageDocument('<html><body></body></html>', { scripts: [], styles: [] }, () => '')).toThrow(
      /no <\/head>/,
    );
  });
});
