/**
 * The part of cjs-module-lexer that cjs-to-esm.cjs uses. That file is linted in a default project whose module
 * resolution does not look into node_modules, so it names this declaration itself.
 */
declare module 'cjs-module-lexer' {
  export function initSync(): void;
  export function parse(source: string, name?: string): { exports: string[]; reexports: string[] };
}
