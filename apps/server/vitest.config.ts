import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Files share their worker's module cache instead of importing the whole server again
    // each (issue 24: the API suite went from ~12 to ~6 minutes). Every file still gets its
    // own app over its own copy of the database from startTestServer(), so nothing of a
    // test's state is shared; a file must not change a module's state for the next one
    // (vi.mock and process.env changes are not used here for that reason).
    isolate: false,
    // A test that asserts nothing fails (issue 24).
    expect: { requireAssertions: true },
  },
});
