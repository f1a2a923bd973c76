import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: pure domain rules, the web app (jsdom) and the
// server (real HTTP against a real PostgreSQL, started once by the global setup).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/web', 'apps/server'],
  },
});
