import { describe, expect, it } from 'vitest';
import { ShellSpecMessage } from './shellMessages';
import { SpecMessage } from './specMessages';

describe('ShellSpecMessage', () => {
  it('repeats the SpecMessage texts under the same keys', () => {
    for (const [key, text] of Object.entries(ShellSpecMessage)) {
      expect(SpecMessage[key as keyof typeof SpecMessage]).toBe(text);
    }
    expect(ShellSpecMessage.sqlInjectionDetected).toBe('SQL Injection Detected');
  });
});
