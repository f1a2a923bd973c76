import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterEmail } from './inputFilter';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['maru@example.com', 'first.last_1-x@shop.co.kr', 'a@b.io'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['', 'maru', 'maru@', '@example.com', 'maru@example', 'a..b@example.com', '.a@example.com', 'a@@b.com', 'a@b..com', 'a@b.c', '홍@example.com', 'a b@example.com'])(
    'rejects %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );

  it('accepts only text that filterEmail would leave unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (value) => {
        // The implication is asserted on every case: a run whose values are all invalid must
        // still assert something (requireAssertions), and pass.
        expect(!isValidEmail(value) || filterEmail(value) === value).toBe(true);
      }),
    );
  });
});
