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
  // A console section uses the console shell's files (admin/app) no more than the shop's
  // features use the shop's shell: what sections share lives in admin/ui and admin/api.
  'console features': { folder: 'apps/web/src/admin/features', alias: '@/admin/features', noun: 'console section', shell: 'app' },
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
            ...(layers[layer].shell
              ? [{ regex: `^${'\\.\\./'.repeat(depth + 1)}${layers[layer].shell}/`, message: `A ${layers[layer].noun} does not use the shell's files: what sections share is in admin/ui (useMe in ui/helpers) and admin/api.` }]
              : []),
          ],
        },
      ],
    },
  }));

const answerCasts = [
  {
    selector: "TSAsExpression > MemberExpression.expression[property.name='data']",
    message: "Parse an answer's data with its contract (answerReader from @/shared/api) instead of casting it.",
  },
  {
    selector: "TSNonNullExpression > MemberExpression.expression[property.name='data']",
    message: "Parse an answer's data with its contract (answerReader from @/shared/api) instead of asserting it.",
  },
];

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
    rules: { 'no-restricted-syntax': ['error', ...answerCasts] },
  },
  {
    // The console shell loads a section's pages only through what the section's index.ts
    // declares (admin/ui/helpers/console-section.ts), never a page file of it by path.
    files: ['apps/web/src/admin/app/**/*.{ts,tsx}', 'apps/web/src/admin/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...answerCasts,
        { selector: "ImportExpression[source.value=/^\\.\\.\\/features\\//]", message: "Load a console section's pages through its index.ts (its ConsoleSection), not by file." },
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
