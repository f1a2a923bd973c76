import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedPasswordRules, isValidPassword } from './password';

describe('failedPasswordRules', () => {
  it.each([
    ['maru123!', []],
    ['Maru2024!@#$%^&*()_+', []],
    ['', ['length', 'letter', 'digit', 'symbol']],
    ['mar12!', ['length']],
    ['Maru2024!@#$%^&*()_+a', ['length']],
    ['12345678!', ['letter']],
    ['password!', ['digit']],
    ['password1', ['symbol']],
    ['비밀번호maru1!', ['charset']],
    ['maru 123!', ['charset']],
  ] as const)('%j fails %j', (password, failures) => {
    expect(failedPasswordRules(password)).toEqual(failures);
  });

  it('accepts every ASCII password with a letter, a digit and a symbol of length 8–20', () => {
    const visible = fc.string({ unit: fc.constantFrom(...'aZ9!_-~'.split('')), minLength: 5, maxLength: 17 });
    fc.assert(
      fc.property(visible, (middle) => {
        expect(isValidPassword(`a1${middle}!`)).toBe(true);
      }),
    );
  });

  it('rejects every password outside 8–20 characters', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ9!'.split('')) });
    fc.assert(
      fc.property(ascii.filter((value) => value.length < 8 || value.length > 20), (password) => {
        expect(failedPasswordRules(password)).toContain('length');
      }),
    );
  });
});
