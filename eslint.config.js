import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Features (web) and modules (server) talk to each other only through their public
// index.ts. From a file N folders deep inside one feature, climbing N levels up lands in
// the features folder, so `../`×N + `<other>/<file>` is another feature's internals.
const layerFolders = { features: 'apps/web/src/features', modules: 'apps/server/src/modules' };
const crossFeatureRules = (layer) =>
  [1, 2, 3, 4].map((depth) => ({
    files: [`${layerFolders[layer]}/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/${layer}/[^/]+/(?!index$).+`,
              message: `Import another ${layer.slice(0, -1)} through its public index.ts only.`,
            },
            {
              regex: `^${'\\.\\./'.repeat(depth)}[^./][^/]*/(?!index(\\.tsx?)?$).+`,
              message: `Import another ${layer.slice(0, -1)} through its public index.ts only.`,
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
  ...crossFeatureRules('features'),
  ...crossFeatureRules('modules'),
);
