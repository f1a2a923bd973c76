import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
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
  },
});
