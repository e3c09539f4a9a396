// The lint gate of the whole repository (`npm run lint`, part of `npm test`). Type-aware: every file is
// linted with the types of the tsconfig that owns it. Formatting is Prettier's alone (eslint-config-prettier
// turns off every stylistic rule that would disagree with it).
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The client's imports run one way: app → pages → components / hooks → lib. Each layer lists the layers it
 * must not import; a hook that needs a component's code means that code belongs in lib.
 */
const CLIENT_LAYERS = [
  { files: ['client/src/lib/**'], forbidden: ['app', 'pages', 'components', 'hooks'] },
  { files: ['client/src/hooks/**'], forbidden: ['app', 'pages', 'components'] },
  { files: ['client/src/components/**'], forbidden: ['app', 'pages'] },
  { files: ['client/src/pages/**'], forbidden: ['app'] },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'client/public/**',
      'client/dev-dist/**',
      'client/dist-prerender/**',
      'client/src/lib/api/schema.d.ts',
      'tests/artifacts/**',
      'tests/screenshots/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  comments.recommended,
  {
    languageOptions: {
      parserOptions: {
        // Configuration files and scripts that no tsconfig includes are linted in a default project.
        projectService: {
          allowDefaultProject: [
            '*.mjs',
            '*/*.js',
            '*/*.cjs',
            '*/jest/*.cjs',
            'scripts/*.mjs',
            '*/scripts/*.mjs',
            'client/src/test/*.cjs',
          ],
          defaultProject: 'tsconfig.tools.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Every eslint-disable says why, after `--`.
      '@eslint-community/eslint-comments/require-description': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: { ...globals.browser } },
  },
  ...CLIENT_LAYERS.map(({ files, forbidden }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((layer) => ({
            group: [`**/${layer}/**`, `../${layer}`, `./${layer}/**`],
            message: `The client's imports run app → pages → components / hooks → lib; this layer must not import ${layer}/.`,
          })),
        },
      ],
    },
  })),
  prettier,
);
