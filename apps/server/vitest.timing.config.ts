import { defineConfig } from 'vitest/config';

// `npm run test:timing`: the tests whose figure is a time on this machine (the event loop's
// turns while a 29 MB spreadsheet is read, issue 41). They run after the API tests, one file
// at a time and each file's tests in turn, so that nothing else of the suite competes for the
// two cores: in the four-worker API run the same code measured 100–270 ms for what takes
// 20–40 ms alone. Their files end in .timing.ts, so the API run leaves them out.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'timing',
    include: ['src/**/*.timing.ts', 'test/**/*.timing.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { requireAssertions: true },
  },
});
