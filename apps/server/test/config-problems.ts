import { ConfigError } from '../src/config';

/**
 * The problems a settings check refuses with (a ConfigError lists them all), or none when it
 * accepts; any other error is a bug and is thrown on. For tests of what start-up refuses.
 */
export function configProblems(check: () => unknown): string[] {
  try {
    check();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
