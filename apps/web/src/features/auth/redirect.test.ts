import { describe, expect, it } from 'vitest';
import { redirectUrlOf, safeRedirectUrl } from './redirect';

// The rule itself is internalPath's (packages/domain, with the full table of hostile values);
// these prove the sign-in and sign-up pages go through it and use what it answers.
describe('redirect targets', () => {
  it('keeps paths of this site with their query and hash, normalised', () => {
    expect(safeRedirectUrl('/')).toBe('/');
    expect(safeRedirectUrl('/mypage/profile?tab=1#top')).toBe('/mypage/profile?tab=1#top');
    expect(safeRedirectUrl('/mypage/./profile')).toBe('/mypage/profile');
    expect(redirectUrlOf('?redirectUrl=%2Fmypage%3Ftab%3D1')).toBe('/mypage?tab=1');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    'mypage',
    '/a b',
    '/a\tb',
  ])('falls back to home for %j', (value) => {
    expect(safeRedirectUrl(value)).toBe('/');
    expect(redirectUrlOf(`?${new URLSearchParams({ redirectUrl: value })}`)).toBe('/');
  });

  it('falls back to the given page for a missing or foreign redirectUrl', () => {
    expect(safeRedirectUrl(undefined)).toBe('/');
    expect(safeRedirectUrl('https://evil.example', '/mypage')).toBe('/mypage');
    expect(redirectUrlOf('')).toBe('/');
  });
});
