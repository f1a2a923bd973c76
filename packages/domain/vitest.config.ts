import { defineProject } from 'vitest/config';

// A test that asserts nothing fails (issue 24: a test must not pass by doing nothing).
export default defineProject({ test: { name: 'domain', include: ['src/**/*.test.ts'], expect: { requireAssertions: true } } });
