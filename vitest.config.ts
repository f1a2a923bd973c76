import { defineConfig } from 'vitest/config';
import { webTestProject } from './apps/web/vitest.config.ts';
import { isolatedWebTests } from './apps/web/vitest.isolation.ts';

// One Vitest run, five projects: pure domain rules, the web app (jsdom) in two (the files that
// share their worker's modules and window, and the few that need their own, as
// apps/web/vitest.isolation.ts says), the benchmarks' gate rules and the server (real HTTP
// against a real PostgreSQL, started once by the global setup).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      webTestProject({ name: 'web', isolate: false, exclude: isolatedWebTests }),
      webTestProject({ name: 'web-isolated', include: isolatedWebTests }),
      'apps/server',
      'bench',
    ],
    // Four files at a time on this two-core machine: the API tests mostly wait on PostgreSQL
    // and HTTP, so more than one worker a core keeps the cores busy (issue 24: the three
    // projects took 3.3 min instead of 6.3 with Vitest's default; six workers were no faster).
    maxWorkers: 4,
  },
});
