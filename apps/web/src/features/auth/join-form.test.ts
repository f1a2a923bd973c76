import { describe, expect, it } from 'vitest';
import {
  allConsentsGiven,
  noConsents,
  passwordChecklist,
  requiredConsentsGiven,
  toggleAllConsents,
  validateJoinProfile,
  validateSignIn,
} from './join-form';

const valid = { email: 'new@example.com', password: 'maru1234!', passwordConfirm: 'maru1234!', nickName: '마루_1', recommendCd: '' };

describe('consents', () => {
  it('starts with nothing ticked', () => {
    expect(Object.values(noConsents).every((value) => !value)).toBe(true);
  });

  it('"전체 동의" ticks all, and clears all once everything is ticked', () => {
    const all = toggleAllConsents({ ...noConsents, terms: true });
    expect(allConsentsGiven(all)).toBe(true);
    expect(toggleAllConsents(all)).toEqual(noConsents);
  });

  it('needs only the three required consents to continue', () => {
    expect(requiredConsentsGiven({ ...noConsents, terms: true, privacy: true })).toBe(false);
    expect(requiredConsentsGiven({ ...noConsents, terms: true, privacy: true, age14: true })).toBe(true);
  });
});

describe('sign-up profile', () => {
  it('accepts a complete profile', () => {
    expect(validateJoinProfile(valid)).toEqual({});
  });

  it('names each broken field in Korean', () => {
    const errors = validateJoinProfile({ email: 'not-mail', password: 'short', passwordConfirm: 'other', nickName: 'a', recommendCd: 'ab<' });
    expect(Object.keys(errors)).toEqual(['email', 'password', 'passwordConfirm', 'nickName', 'recommendCd']);
    expect(errors.password).toContain('8~20자');
  });

  it('asks for the confirmation to match the password', () => {
    expect(validateJoinProfile({ ...valid, passwordConfirm: 'maru1234?' }).passwordConfirm).toBe('비밀번호가 일치하지 않습니다.');
  });

  it('marks each password rule live', () => {
    const rules = passwordChecklist('abc1');
    expect(rules.find((rule) => rule.rule === 'digit')?.met).toBe(true);
    expect(rules.find((rule) => rule.rule === 'symbol')?.met).toBe(false);
    expect(rules.find((rule) => rule.rule === 'length')?.met).toBe(false);
  });
});

describe('sign-in form', () => {
  it('needs an e-mail address and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: '이메일을 입력해 주세요.', password: '비밀번호를 입력해 주세요.' });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});
