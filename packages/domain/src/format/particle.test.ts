import { describe, expect, it } from 'vitest';
import { particleAfter, withParticle } from './particle';

describe('withParticle', () => {
  it('takes the closed form after a final consonant and the open one after a vowel', () => {
    expect(withParticle('기획전', '이/가')).toBe('기획전이');
    expect(withParticle('스타일링', '을/를')).toBe('스타일링을');
    expect(withParticle('소파', '이/가')).toBe('소파가');
    expect(withParticle('배송중', '은/는')).toBe('배송중은');
    expect(withParticle('구매확정', '은/는')).toBe('구매확정은');
    expect(withParticle('의자', '을/를')).toBe('의자를');
  });

  it('joins with 과 after a final consonant and 와 after a vowel', () => {
    expect(withParticle('매주 월요일', '과/와')).toBe('매주 월요일과');
    expect(withParticle('매주 화요일', '과/와')).toBe('매주 화요일과');
    expect(withParticle('소파', '과/와')).toBe('소파와');
  });

  it('takes 로 after a vowel or a final ㄹ and 으로 after any other final consonant', () => {
    expect(withParticle('판매중', '으로/로')).toBe('판매중으로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('소파', '으로/로')).toBe('소파로');
    expect(withParticle('12,000원', '으로/로')).toBe('12,000원으로');
  });

  it('follows the word as it is read: past closing quotes and a trailing parenthesis, digits read out', () => {
    expect(withParticle('‘원목 소파’', '으로/로')).toBe('‘원목 소파’로');
    expect(withParticle("'화이트'", '이/가')).toBe("'화이트'가");
    expect(withParticle('라운지 체어 (회색 / 대)', '은/는')).toBe('라운지 체어 (회색 / 대)는');
    expect(withParticle('010-1234-5678', '으로/로')).toBe('010-1234-5678로');
    expect(withParticle('010-1234-5673', '으로/로')).toBe('010-1234-5673으로');
    expect(particleAfter('판매중', '으로/로')).toBe('으로');
  });

  it('treats a word not ending in Hangul or a digit as ending in a vowel', () => {
    expect(withParticle('IKEA', '을/를')).toBe('IKEA를');
  });
});
