/**
 * A CSS module's `composes: name from './other.module.css'` makes Vite's postcss-modules copy the rules of the
 * other file into this one, parsed from a string with no file name (upstream: madyankin/postcss-modules#173).
 * Vite's url() rewriting then meets declarations it cannot place, and warns on every start and build that "a
 * PostCSS plugin did not pass the `from` option" (vitejs/vite#15410). It only needs a file to resolve a relative
 * url() against, and for a copied declaration it would pick the wrong one: so a copied declaration holding a
 * url() stops the build here, and any other is credited to the module that composes it, which is all Vite asks.
 */

/** What this plugin reads of PostCSS's nodes (the client does not depend on postcss itself). */
interface NodeSource {
  input?: { file?: string };
}

interface CopiedDeclaration {
  prop: string;
  value: string;
  source?: NodeSource;
}

interface ModuleRoot {
  source?: NodeSource;
  walkDecls(visit: (declaration: CopiedDeclaration) => void): void;
}

/** What Vite rewrites relative to the stylesheet's own file. */
const URL_FUNCTION = /\b(?:url|image-set)\(/i;

export const composedCssSources = {
  postcssPlugin: 'sharecode-composed-css-sources',
  // A method, so that PostCSS's own Root type is accepted for the narrower one above.
  OnceExit(root: ModuleRoot): void {
    const input = root.source?.input;
    if (input?.file === undefined) return;
    root.walkDecls((declaration) => {
      if (declaration.source?.input?.file !== undefined) return;
      if (URL_FUNCTION.test(declaration.value)) {
        throw new Error(
          `${input.file}: "${declaration.prop}: ${declaration.value}" comes from a file it composes from, and its ` +
            'url() would be resolved against the wrong folder: move it into this module, or make the URL absolute.',
        );
      }
      declaration.source = { ...declaration.source, input };
    });
  },
};
