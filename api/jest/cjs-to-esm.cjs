/**
 * Jest transform that rewrites a CommonJS file of @nestjs/throttler as an ES module.
 *
 * Why: @nestjs/throttler 6.7 ships CommonJS that require()s Nest 12, which is ESM-only. Node runs that natively
 * (require(esm)), so production is fine, and Jest's module runtime loads it too on Node 24.9 and later, but
 * refuses it here ("Cannot require() ES Module @nestjs/common in a cycle"): Jest evaluates a CommonJS file
 * while linking the ES module graph that imports it, before @nestjs/common has been evaluated. Rewritten as
 * ESM (imports hoisted, exports re-exported), the files load through Jest's ESM loader and share the one
 * @nestjs/common and @nestjs/core instance the app uses.
 */
const { createHash } = require('node:crypto');
const { initSync, parse } = require('cjs-module-lexer');

initSync();

const REQUIRE_CALL = /require\("([^"]+)"\)/g;

module.exports = {
  /**
   * @param {string} source
   * @param {string} path
   */
  getCacheKey(source, path) {
    return createHash('sha256').update(__filename).update(path).update(source).digest('hex');
  },
  /** @param {string} source */
  process(source) {
    const { exports, reexports } = parse(source);
    const specifiers = [...new Set([...source.matchAll(REQUIRE_CALL)].map((match) => match[1]))];
    const imports = specifiers.map(
      (specifier, index) => `import * as __cjs${index} from ${JSON.stringify(specifier)};`,
    );
    const table = specifiers.map((specifier, index) => `${JSON.stringify(specifier)}: __cjs${index}`).join(', ');
    const names = exports.filter(
      (name) => name !== 'default' && name !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(name),
    );
    const code = [
      ...imports,
      `const __cjsModules = { ${table} };`,
      'const require = (specifier) => __cjsModules[specifier];',
      'const module = { exports: {} };',
      'const exports = module.exports;',
      source,
      'const __cjsExports = module.exports;',
      ...names.map(
        (name) => `const __cjsExport_${name} = __cjsExports.${name}; export { __cjsExport_${name} as ${name} };`,
      ),
      ...reexports.map((specifier) => `export * from ${JSON.stringify(specifier)};`),
      'export default __cjsExports;',
    ].join('\n');
    return { code };
  },
};
