import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SKIPPED = new Set(['node_modules', 'dist', 'dist-prerender', '.git', 'screenshots']);

/** Every Markdown page of the repository: the README, docs/ and the folders' READMEs. */
function markdownFiles(directory = ROOT): string[] {
  return readdirSync(directory).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** A code fence as CommonMark reads one: up to three spaces, then three or more backticks or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Line numbers of fences opened and never closed: everything after one renders as code. */
function unclosedFences(text: string): number[] {
  let open: { marker: string; line: number } | undefined;
  text.split('\n').forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    if (!marker) return;
    if (!open) open = { marker, line: index + 1 };
    else if (marker[0] === open.marker[0] && marker.length >= open.marker.length && line.trim() === marker)
      open = undefined;
  });
  return open ? [open.line] : [];
}

/** Relative links (not web addresses or anchors) whose file is missing. */
function brokenLinks(path: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target.split('#')[0])
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
    .filter((target) => !existsSync(join(dirname(path), target)));
}

describe("the repository's Markdown", () => {
  const pages = markdownFiles();

  it('is found: the README, docs/ and the feature folders', () => {
    const names = pages.map((path) => relative(ROOT, path));
    expect(names).toEqual(expect.arrayContaining(['README.md', 'docs/api.md', 'docs/security.md']));
  });

  it('closes every code fence it opens', () => {
    const unclosed = pages.flatMap((path) =>
      unclosedFences(readFileSync(path, 'utf8')).map((line) => `${relative(ROOT, path)}:${line}`),
    );
    expect(unclosed).toEqual([]);
  });

  it('links only to files that exist', () => {
    const broken = pages.flatMap((path) =>
      brokenLinks(path, readFileSync(path, 'utf8')).map((target) => `${relative(ROOT, path)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('finds an unclosed fence and a missing file', () => {
    expect(unclosedFences('# Title\n\n```bash\necho hi\n\n## Next\n')).toEqual([3]);
    expect(unclosedFences('```\ncode\n```\n````md\n```\n````\n')).toEqual([]);
    expect(brokenLinks(join(ROOT, 'README.md'), '[a](docs/none.md) [b](https://example.com) [c](#api)')).toEqual([
      'docs/none.md',
    ]);
  });
});
