import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folders under src/ are the API's feature modules (docs/architecture.md). Imports between two of them run one
 * way: when two import each other, neither can be understood, tested or moved without the other, and Nest needs
 * forwardRef to build them. A module that must ask another that imports it defines a port (an abstract class) and
 * the other provides it from a global module, as folders' SenderPresence and ThumbnailSources are.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /\bfrom '(\.[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The top folder under src/ a path is in; undefined for a file directly in src/. */
function moduleOf(path: string): string | undefined {
  const parts = relative(SRC, path).split(sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** Every import from one module's folder into another's: `from → to → the importing files`. */
function importsBetweenModules(): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(SRC)) {
    const from = moduleOf(file);
    if (from === undefined) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(resolve(dirname(file), specifier));
      if (to === undefined || to === from || to.startsWith('..')) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), relative(SRC, file)]);
      edges.set(from, targets);
    }
  }
  return edges;
}

describe('the API modules', () => {
  it('finds the imports it checks', () => {
    const edges = importsBetweenModules();
    expect(edges.get('uploads')?.get('folders')).toEqual(expect.arrayContaining(['uploads/uploads.service.ts']));
    expect(edges.get('folders')?.has('uploads')).toBe(false);
  });

  it('import each other one way only, specs included', () => {
    const edges = importsBetweenModules();
    const pairs: string[] = [];
    for (const [from, targets] of edges)
      for (const [to, files] of targets) {
        const back = edges.get(to)?.get(from);
        if (back && from < to) pairs.push(`${from} ⇄ ${to}: ${[...new Set([...files, ...back])].join(', ')}`);
      }
    expect(pairs).toEqual([]);
  });
});
