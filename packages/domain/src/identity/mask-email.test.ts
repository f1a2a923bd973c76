import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first two characters of the name and the domain', () => {
    expect(maskEmail('maruhome@example.com')).toBe('ma******@example.com');
    expect(maskEmail('홍길동님@example.co.kr')).toBe('홍길**@example.co.kr');
  });

  it('keeps one character of a short name', () => {
    expect(maskEmail('ab@x.kr')).toBe('a*@x.kr');
    expect(maskEmail('a@x.kr')).toBe('a@x.kr');
  });

  it('stars what is not an address at all', () => {
    expect(maskEmail('nobody')).toBe('******');
    expect(maskEmail('@x.kr')).toBe('*****');
  });
});
