import { detectSqlInjection } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { randomToken } from './secrets';

describe('randomToken', () => {
  it('is 256 bits of hex: one unbroken word, so it can never frame an SQL keyword in a page address', () => {
    const tokens = Array.from({ length: 200 }, randomToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(detectSqlInjection(`x-${token}-y`)).toBe(false);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // The guard itself still refuses a keyword framed by dashes, as base64url could produce.
    expect(detectSqlInjection('Zx-or-9Q')).toBe(true);
  });
});
