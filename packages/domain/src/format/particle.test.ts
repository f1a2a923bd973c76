import { describe, expect, it } from 'vitest';
import { withParticle } from './particle';

describe('withParticle', () => {
  it('takes the closed form after a final consonant and the open one after a vowel', () => {
    expect(withParticle('기획전', '이/가')).toBe('기획전이');
    expect(withParticle('스타일링', '을/를')).toBe('스타일링을');
    expect(withParticle('소파', '이/가')).toBe('소파가');
    expect(withParticle('배송중', '은/는')).toBe('배송중은');
    expect(withParticle('구매확정', '은/는')).toBe('구매확정은');
    expect(withParticle('의자', '을/를')).toBe('의자를');
  });
});
