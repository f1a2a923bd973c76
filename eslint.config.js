import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Features (web) and modules (server) talk to each other only through their public
// index.ts. From a file N folders deep inside one feature, climbing N levels up lands in
// the features folder, so `../`×N + `<other>/<file>` is another feature's internals.
// (Loops between features, and between files, are found by scripts/feature-graph.mjs, which
// `npm run lint` runs after ESLint.)
const layers = {
  features: { folder: 'apps/web/src/features', alias: '@/features', noun: 'feature' },
  'console features': { folder: 'apps/web/src/admin/features', alias: '@/admin/features', noun: 'console section' },
  modules: { folder: 'apps/server/src/modules', alias: '@/modules', noun: 'module' },
};
const crossFeatureRules = (layer) =>
  [1, 2, 3, 4].map((depth) => ({
    files: [`${layers[layer].folder}/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${layers[layer].alias}/[^/]+/(?!index$).+`,
              message: `Import another ${layers[layer].noun} through its public index.ts only.`,
            },
            {
              regex: `^${'\\.\\./'.repeat(depth)}[^./][^/]*/(?!index(\\.tsx?)?$).+`,
              message: `Import another ${layers[layer].noun} through its public index.ts only.`,
            },
          ],
        },
      ],
    },
  }));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.security-data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // The domain package is pure: no I/O, no framework.
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'react', 'fastify', 'kysely', 'pg'] }],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'document', 'window', 'process'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // An answer's data is parsed with its contract (answerReader), never cast: a cast compiles
    // whatever the server sends, so a renamed field would fail on the page, not in the typecheck.
    files: ['apps/web/src/{features,app,admin}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > MemberExpression.expression[property.name='data']",
          message: "Parse an answer's data with its contract (answerReader from @/shared/api) instead of casting it.",
        },
        {
          selector: "TSNonNullExpression > MemberExpression.expression[property.name='data']",
          message: "Parse an answer's data with its contract (answerReader from @/shared/api) instead of asserting it.",
        },
      ],
    },
  },
  {
    // The app shell and the console's shell use a feature through its index.ts too (pages are
    // loaded by file, with import(), from the page table).
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}', 'apps/web/src/admin/app/**/*.{ts,tsx}', 'apps/web/src/admin/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/[^/]+/(?!index$).+', message: 'Import a feature through its public index.ts only.' },
            { regex: '^@/admin/features/[^/]+/(?!index$).+', message: 'Import a console section through its public index.ts only.' },
          ],
        },
      ],
    },
  },
  {
    // The server's own files (app.ts, main.ts, the settings) use a module through its index.ts.
    files: ['apps/server/src/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./modules/[^/]+/(?!index$).+', message: 'Import a module through its public index.ts only.' }] }],
    },
  },
  ...crossFeatureRules('features'),
  ...crossFeatureRules('console features'),
  ...crossFeatureRules('modules'),
);
