import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { physicalSides } from './logical-css';

const SOURCE = resolve(__dirname, '../src');

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('physicalSides', () => {
  it('finds physical left and right properties, by line', () => {
    const css = [
      '.a {',
      '  margin-left: 1rem;',
      '  padding-right: 0;',
      '  border-left: 4px solid red;',
      '  border-right-width: 2px;',
      '  left: 0;',
      '  right: var(--space-2);',
      '  border-top-left-radius: 4px;',
      '  scroll-padding-left: 1rem;',
      '}',
      '.b { color: red; left: 50% }',
    ].join('\n');
    expect(physicalSides(css)).toEqual([
      { line: 2, declaration: 'margin-left: 1rem' },
      { line: 3, declaration: 'padding-right: 0' },
      { line: 4, declaration: 'border-left: 4px solid red' },
      { line: 5, declaration: 'border-right-width: 2px' },
      { line: 6, declaration: 'left: 0' },
      { line: 7, declaration: 'right: var(--space-2)' },
      { line: 8, declaration: 'border-top-left-radius: 4px' },
      { line: 9, declaration: 'scroll-padding-left: 1rem' },
      { line: 11, declaration: 'left: 50%' },
    ]);
  });

  it('finds values naming a side, and shorthands whose left and right differ', () => {
    const css = [
      '.a {',
      '  text-align: left;',
      '  float: right;',
      '  background-position: right 1rem top;',
      '  transform-origin: left center;',
      '  padding: 0 var(--space-2) 0 var(--space-4);',
      '  margin: -0.25rem -0.5rem 0 0;',
      '  border-radius: 4px 0 0 4px;',
      '  border-radius: 50% 0;',
      '}',
    ].join('\n');
    expect(physicalSides(css).map(({ line }) => line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('leaves logical properties, top and bottom, symmetric shorthands, comments, strings and urls alone', () => {
    const css = [
      '/* margin-left: 1rem; the left edge */',
      '.left-column:hover, .right {',
      '  inset-inline-start: 0;',
      '  inset-inline: var(--space-4);',
      '  margin-inline-end: auto;',
      '  border-inline-start-width: 4px;',
      '  border-start-start-radius: 4px;',
      '  scroll-padding-top: 4rem;',
      '  border-top: 1px solid;',
      '  text-align: start;',
      '  padding: var(--space-2) var(--space-4);',
      '  padding: 1px 2px 3px 2px;',
      '  margin: 0 calc(1rem + 2px) 0 calc(1rem + 2px);',
      '  border-radius: var(--radius) var(--radius) 0 0;',
      '  background: url(/img/left.svg) no-repeat center;',
      "  content: 'left: 0';",
      '  --left: 3px;',
      '  -webkit-margin-left: 0;',
      '  transform: translateY(-50%);',
      '  grid-template-areas: "left right";',
      '}',
      '@media (max-width: 30rem) { .a { padding-inline: 0 } }',
    ].join('\n');
    expect(physicalSides(css)).toEqual([]);
  });

  it('allows a physical side on a line that says why it is direction-neutral', () => {
    const css = ['.play {', '  left: 50%; /* direction-neutral: centred with translateX(-50%) */', '  right: 0;', '}'];
    expect(physicalSides(css.join('\n'))).toEqual([{ line: 3, declaration: 'right: 0' }]);
  });
});

describe("the client's stylesheets", () => {
  it('use logical properties: no physical left or right unless marked direction-neutral', () => {
    const files = cssFiles(SOURCE);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      physicalSides(readFileSync(file, 'utf8')).map(
        ({ line, declaration }) => `src/${relative(SOURCE, file)}:${line}: ${declaration}`,
      ),
    );
    // Use margin-inline-start, padding-inline-end, border-inline-start, inset-inline-start, text-align: start,
    // border-start-start-radius…; or end the line with /* direction-neutral: why */ when it truly is.
    expect(found).toEqual([]);
  });
});
