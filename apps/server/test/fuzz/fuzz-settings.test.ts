import { describe, expect, it } from 'vitest';
import { FIXED_FUZZ_SEED, fuzzSettings } from './fuzz-settings';

describe('fuzz settings', () => {
  it('fuzzes with the fixed seed unless told otherwise, whatever the day', () => {
    expect(fuzzSettings({}).seed).toBe(FIXED_FUZZ_SEED);
    expect(fuzzSettings({ FUZZ_SEED: '7' }).seed).toBe(7);
  });

  it('explores with a new seed each run', () => {
    const seeds = new Set(Array.from({ length: 5 }, () => fuzzSettings({ FUZZ_SEED: 'explore' }).seed));
    expect(seeds.size).toBeGreaterThan(1);
    for (const seed of seeds) expect(seed).not.toBe(FIXED_FUZZ_SEED);
  });

  it('refuses a seed or request count that is not a whole number', () => {
    expect(() => fuzzSettings({ FUZZ_SEED: 'tomorrow' })).toThrow('FUZZ_SEED');
    expect(() => fuzzSettings({ FUZZ_REQUESTS: '0' })).toThrow('FUZZ_REQUESTS');
  });
});
