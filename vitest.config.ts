import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: pure domain rules, the web app (jsdom), the benchmarks' gate rules and the
// server (real HTTP against a real PostgreSQL, started once by the global setup).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/web', 'apps/server', 'bench'],
    // Four files at a time on this two-core machine: the API tests mostly wait on PostgreSQL
    // and HTTP, so more than one worker a core keeps the cores busy (issue 24: the three
    // projects took 3.3 min instead of 6.3 with Vitest's default; six workers were no faster).
    maxWorkers: 4,
  },
});
