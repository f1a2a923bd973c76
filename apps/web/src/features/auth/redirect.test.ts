import { describe, expect, it } from 'vitest';
import { isInternalPath, redirectUrlOf, safeRedirectUrl } from './redirect';

describe('redirect targets', () => {
  it('accepts paths of this site with their query and hash', () => {
    expect(isInternalPath('/')).toBe(true);
    expect(isInternalPath('/mypage/profile?tab=1#top')).toBe(true);
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'mypage', '/a b', '/a\tb']) {
      expect(isInternalPath(value)).toBe(false);
    }
  });

  it('falls back to home for a missing or foreign redirectUrl', () => {
    expect(safeRedirectUrl(undefined)).toBe('/');
    expect(safeRedirectUrl('//evil.example')).toBe('/');
    expect(safeRedirectUrl('https://evil.example', '/mypage')).toBe('/mypage');
    expect(redirectUrlOf('?redirectUrl=%2Fmypage%3Ftab%3D1')).toBe('/mypage?tab=1');
    expect(redirectUrlOf('?redirectUrl=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectUrlOf('')).toBe('/');
  });
});
