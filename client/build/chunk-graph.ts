import type { Rolldown } from 'vite';
import type { BootFiles } from '../src/app/boot-files.ts';

/**
 * The files the chunks `roots` (bundle file names) need before they run: their own, and those of every chunk
 * they import statically, dependencies first, each once.
 */
export function filesLoadedBy(roots: readonly string[], bundle: Rolldown.OutputBundle): BootFiles {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const each = bundle[fileName];
    if (each?.type !== 'chunk') return;
    each.imports.forEach(visit);
    scripts.push(`/${fileName}`);
    for (const css of each.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
  };
  roots.forEach(visit);
  return { scripts, styles: [...styles] };
}

/** The files of `files` that `loaded` does not already hold. */
export function filesBeyond(files: BootFiles, loaded: BootFiles): BootFiles {
  return {
    scripts: files.scripts.filter((url) => !loaded.scripts.includes(url)),
    styles: files.styles.filter((url) => !loaded.styles.includes(url)),
  };
}
