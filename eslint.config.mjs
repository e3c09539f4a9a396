// The lint gate of the whole repository (`npm run lint`, part of `npm test`). Type-aware: every file is
// linted with the types of the tsconfig that owns it. Formatting is Prettier's alone (eslint-config-prettier
// turns off every stylistic rule that would disagree with it).
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The client's imports run one way: app → pages → features → components / hooks → lib. Each layer lists the layers
 * it must not import; a hook that needs a component's code means that code belongs in lib. A component imports no
 * other component either (client/src/components/README.md). (Features have their own rule below.)
 */
const CLIENT_LAYERS = [
  { files: ['client/src/lib/**'], forbidden: ['app', 'pages', 'features', 'components', 'hooks'] },
  { files: ['client/src/hooks/**'], forbidden: ['app', 'pages', 'features', 'components'] },
  { files: ['client/src/components/**'], forbidden: ['app', 'pages', 'features'] },
  { files: ['client/src/pages/**'], forbidden: ['app'] },
];

/**
 * A feature (client/src/features/<name>/) has one public surface, its index.ts: from outside it, nothing deeper is
 * imported, and a feature imports another only through that index (docs in /work/shared/CLIENT-LAYOUT.md). The
 * service worker alone also reaches `features/send/service-worker.ts`, the sending it needs without any UI, and
 * the two modules of `features/encryption/shares/` that answer decrypted downloads and media.
 */
const CLIENT_FEATURES = readdirSync(new URL('client/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_SURFACE_MESSAGE =
  'Import a feature only through its index.ts (its public surface), never a file inside it.';

/** Import patterns that reach inside `feature` from a sibling feature's folder (`../send/x`), index excepted. */
function siblingFeatureInsides(feature) {
  return [`../${feature}/**`, `!../${feature}/index`, `../../${feature}/**`, `!../../${feature}/index`];
}

/** Nest's HTTP exceptions: each answers its status with no machine code. */
const NEST_EXCEPTIONS = [
  'BadGatewayException',
  'BadRequestException',
  'ConflictException',
  'ForbiddenException',
  'GatewayTimeoutException',
  'GoneException',
  'HttpVersionNotSupportedException',
  'ImATeapotException',
  'InternalServerErrorException',
  'MethodNotAllowedException',
  'MisdirectedException',
  'NotAcceptableException',
  'NotFoundException',
  'NotImplementedException',
  'PayloadTooLargeException',
  'PreconditionFailedException',
  'RequestTimeoutException',
  'ServiceUnavailableException',
  'UnauthorizedException',
  'UnprocessableEntityException',
  'UnsupportedMediaTypeException',
];
const CODED_EXCEPTION_MESSAGE =
  "Throw ApiException (api/src/errors/api-exception.ts) with a code from ERROR_CODES, or a class extending it: Nest's own exceptions answer without a machine code.";

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
          patterns: [
            ...forbidden.map((layer) => ({
              group: [`**/${layer}/**`, `../${layer}`, `./${layer}/**`],
              message: `The client's imports run app → pages → features → components / hooks → lib; this layer must not import ${layer}/.`,
            })),
            // A component is a generic building block: it imports hooks/, lib/ and styles/, never another component.
            ...(files[0] === 'client/src/components/**'
              ? [
                  {
                    regex: '^\\.\\./(?!\\.\\./)|(^|/)components/',
                    message: 'A component imports only hooks/, lib/ and styles/, never another component (README.md).',
                  },
                ]
              : []),
            // From outside the features folder: a feature's index only.
            ...(files[0].startsWith('client/src/features/')
              ? []
              : [{ group: ['**/features/*/**', '!**/features/*/index'], message: FEATURE_SURFACE_MESSAGE }]),
          ],
        },
      ],
    },
  })),
  // Inside a feature: another feature only through its index.
  ...CLIENT_FEATURES.map((feature) => ({
    files: [`client/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '../app', './app/**', '**/pages/**', '../pages', './pages/**'],
              message:
                "The client's imports run app → pages → features → components / hooks → lib; a feature must not import app/ or pages/.",
            },
            {
              group: CLIENT_FEATURES.filter((other) => other !== feature).flatMap(siblingFeatureInsides),
              message: FEATURE_SURFACE_MESSAGE,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['client/src/sw.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^|/)features/(?!(send|languages)/service-worker$|encryption/shares/(download|decrypted-media)-worker$)',
              message:
                'The service worker reaches features only through their modules written for it (no UI): the service-worker.ts of features/send and features/languages, and the -worker.ts modules of features/encryption/shares.',
            },
          ],
        },
      ],
    },
  },
  // Every error the API answers carries a machine code (docs/api.md, "Error codes"): src throws ApiException, or a
  // class of its own that extends it, never one of Nest's exceptions, which would answer a code-less body.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.spec.ts', 'api/src/errors/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: NEST_EXCEPTIONS,
              message: CODED_EXCEPTION_MESSAGE,
            },
            { name: '@nestjs/throttler', importNames: ['ThrottlerException'], message: CODED_EXCEPTION_MESSAGE },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='HttpException']", message: CODED_EXCEPTION_MESSAGE },
        { selector: "ClassDeclaration[superClass.name='HttpException']", message: CODED_EXCEPTION_MESSAGE },
      ],
    },
  },
  // A migration must do forever what it did when it first ran, so it cannot lean on application code that changes.
  {
    files: ['api/src/database/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**'],
              message: 'A migration imports only TypeORM, Node and its own folder: copy the helper it needs here.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
