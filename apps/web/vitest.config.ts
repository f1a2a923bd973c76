import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

type WebTestOptions = NonNullable<TestProjectInlineConfiguration['test']>;

/** The web tests' project; the root's vitest.config.ts makes two of it (vitest.isolation.ts says why). */
export function webTestProject(test: WebTestOptions = {}) {
  return defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Typing with user-event in jsdom takes 2–4 s a test alone and 11–16 s while the API tests
      // and a second run share the two cores (seen 2026-12-02, load 12–15): a limit for hung tests,
      // not a speed check.
      testTimeout: 30_000,
      restoreMocks: true,
      unstubGlobals: true,
      // A test that asserts nothing fails (issue 24).
      expect: { requireAssertions: true },
      ...test,
    },
  });
}

export default webTestProject();
