import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: property-based fuzzing of every operation in the OpenAPI document,
// on the same template database the API tests use. Kept out of `npm run test:api`
// (its files end in .fuzz.ts), since a run takes minutes.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'fuzz',
    include: ['test/fuzz/**/*.fuzz.ts', 'test/fuzz/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
