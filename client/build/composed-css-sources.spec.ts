import { composedCssSources } from './composed-css-sources';

interface TestDeclaration {
  prop: string;
  value: string;
  source?: { input?: { file?: string } };
}

/** A module's root as postcss-modules leaves it: `copied` came from a composed file, parsed without a name. */
function moduleRoot(file: string | undefined, own: TestDeclaration[], copied: TestDeclaration[]) {
  const input = { file };
  for (const declaration of own) declaration.source = { input };
  return {
    source: { input },
    walkDecls: (visit: (declaration: TestDeclaration) => void) => [...copied, ...own].forEach(visit),
  };
}

describe('composedCssSources', () => {
  it('credits declarations copied in by `composes … from` to the module, leaving its own as they are', () => {
    const copied: TestDeclaration = { prop: 'margin', value: '0' };
    const own: TestDeclaration = { prop: 'color', value: 'red' };
    composedCssSources.OnceExit(moduleRoot('/app/src/pages/page.module.css', [own], [copied]));
    expect(copied.source).toEqual({ input: { file: '/app/src/pages/page.module.css' } });
    expect(own.source).toEqual({ input: { file: '/app/src/pages/page.module.css' } });
  });

  it('stops the build on a copied url(), which would be resolved against the wrong folder', () => {
    const copied = { prop: 'background', value: 'url(./pattern.svg) repeat' };
    expect(() => composedCssSources.OnceExit(moduleRoot('/app/src/page.module.css', [], [copied]))).toThrow(
      '/app/src/page.module.css: "background: url(./pattern.svg) repeat" comes from a file it composes from, and ' +
        'its url() would be resolved against the wrong folder: move it into this module, or make the URL absolute.',
    );
    const imageSet = { prop: 'background-image', value: 'image-set("a.png" 1x)' };
    expect(() => composedCssSources.OnceExit(moduleRoot('/app/src/page.module.css', [], [imageSet]))).toThrow(
      /resolved against the wrong folder/,
    );
  });

  it('leaves a stylesheet with no file of its own alone', () => {
    const copied: TestDeclaration = { prop: 'background', value: 'url(./x.png)' };
    composedCssSources.OnceExit(moduleRoot(undefined, [], [copied]));
    expect(copied.source).toBeUndefined();
  });
});
