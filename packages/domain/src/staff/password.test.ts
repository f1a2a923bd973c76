import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD_MIN_LENGTH, staffPasswordProblem } from './password';

describe('staffPasswordProblem', () => {
  it('accepts a long enough passphrase, Hangul included', () => {
    expect(staffPasswordProblem('correct horse battery')).toBeUndefined();
    expect(staffPasswordProblem('마루운영자비밀번호열두자')).toBeUndefined();
  });

  it(`refuses fewer than ${STAFF_PASSWORD_MIN_LENGTH} characters, counting code points`, () => {
    expect(staffPasswordProblem('Maru2024!ab')).toContain('12자 이상');
    // Twelve UTF-16 units but six characters.
    expect(staffPasswordProblem('😀😀😀😀😀😀')).toContain('12자 이상');
  });

  it('refuses surrounding spaces, over-long text and one character repeated', () => {
    expect(staffPasswordProblem(' correct horse battery')).toContain('공백');
    expect(staffPasswordProblem('x'.repeat(129))).toContain('128자 이하');
    expect(staffPasswordProblem('aaaaaaaaaaaaaaaa')).toContain('되풀이');
    expect(staffPasswordProblem('abababababababab')).toContain('되풀이');
  });
});
