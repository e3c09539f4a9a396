import type { Rolldown } from 'vite';

/** A built chunk as the build plugins read it: its file, static and dynamic imports, and styles. */
export function testChunk(
  fileName: string,
  { imports = [], dynamicImports = [], css = [] }: { imports?: string[]; dynamicImports?: string[]; css?: string[] },
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css) },
  } as unknown as Rolldown.OutputChunk;
}

/** A bundle of `chunks`, keyed by file name. */
export function testBundle(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]));
}
