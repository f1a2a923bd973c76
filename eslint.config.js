import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Features (web) and modules (server) talk to each other only through their public
// index.ts; reaching into another feature's files is a lint error.
const crossFeatureRule = (layer) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^@/${layer}/[^/]+/.+`,
          message: `Import another ${layer.slice(0, -1)} through its public index.ts only.`,
        },
        {
          regex: `^\\.\\./\\.\\./${layer}/`,
          message: `Import another ${layer.slice(0, -1)} through its public index.ts only.`,
        },
        {
          regex: `^\\.\\./(?!\\.\\.)[^/]+/`,
          message: 'Do not reach into a sibling folder with ../name/…; use its public index.ts.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
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
  { files: ['apps/web/src/features/**/*.{ts,tsx}'], rules: crossFeatureRule('features') },
  { files: ['apps/server/src/modules/**/*.ts'], rules: crossFeatureRule('modules') },
);
