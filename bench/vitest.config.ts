import { defineProject } from 'vitest/config';

// The benchmarks' own rules (the Lighthouse gate's verdict), not the benchmarks themselves.
export default defineProject({ test: { name: 'bench', include: ['pages/**/*.test.ts'], expect: { requireAssertions: true } } });
