import { describe, expect, it } from 'vitest';
import { auditRetentionClass } from '../staff/audit';
import { isPhoneKeyword, memberKeywordOf, phoneDigitsOf } from './member-search';

// The member search takes personal data whole (issue 41): how a keyword is read decides
// whether a part of a phone number or an e-mail can ever reach the query.

describe('memberKeywordOf', () => {
  it('reads digits with hyphens, spaces, dots and +82 as one number', () => {
    for (const typed of ['010-1234-5678', '010 1234 5678', '010.1234.5678', '+82 10-1234-5678', '+821012345678']) {
      expect(memberKeywordOf(typed), typed).toEqual({ kind: 'DIGITS', digits: '01012345678' });
    }
    expect(phoneDigitsOf('12ab')).toBeNull();
  });

  it('takes an e-mail and a name whole, lower-cased, never as a start', () => {
    expect(memberKeywordOf(' Ab.Cd@Example.com ')).toEqual({ kind: 'EMAIL', email: 'ab.cd@example.com' });
    expect(memberKeywordOf('Park Jimin')).toEqual({ kind: 'TEXT', name: 'park jimin' });
    expect(memberKeywordOf('   ')).toEqual({ kind: 'ALL' });
  });
});

describe('isPhoneKeyword', () => {
  // Lengths 9 to 10 are whole numbers (02-123-4567, 031-123-4567); the server matches them whole
  // (equality), so a 9- or 10-digit tail of a mobile number finds nothing there either.
  it('is the four digits the mask shows or the length of a whole number (9 to 11 digits); 5 to 8 digits never', () => {
    const digits = '01012345678';
    const allowed = Array.from({ length: digits.length }, (_, index) => digits.slice(-(index + 1))).filter(isPhoneKeyword).map((part) => part.length);
    expect(allowed).toEqual([4, 9, 10, 11]);
  });
});

describe('the access record of a read', () => {
  it('is kept with the access records (제8조)', () => {
    expect(auditRetentionClass('personal_data.read')).toBe('access');
  });
});
