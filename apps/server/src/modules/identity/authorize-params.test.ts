import { describe, expect, it } from 'vitest';
import { readAuthorizeParams } from './authorize-params';

const origin = 'https://maru.example';

describe('readAuthorizeParams', () => {
  it('takes authType out of redirectUrl, as spec 01 §2 sends it', () => {
    expect(readAuthorizeParams({ callbackUrl: `${origin}/auth/callback`, redirectUrl: '/cart?tab=sample&authType=join' }, origin)).toEqual({
      redirectUrl: '/cart?tab=sample',
      authType: 'join',
    });
  });

  it('also reads authType as its own parameter, and defaults to signin', () => {
    expect(readAuthorizeParams({ redirectUrl: '/mypage', authType: 'auth' }, origin)).toEqual({ redirectUrl: '/mypage', authType: 'auth' });
    expect(readAuthorizeParams({}, origin)).toEqual({ redirectUrl: '/', authType: 'signin' });
  });

  it('accepts only this site’s own callback page', () => {
    expect(readAuthorizeParams({ callbackUrl: '/auth/callback' }, origin)).toBeDefined();
    expect(readAuthorizeParams({ callbackUrl: 'https://evil.example/auth/callback' }, origin)).toBeUndefined();
    expect(readAuthorizeParams({ callbackUrl: `${origin}/mypage` }, origin)).toBeUndefined();
    expect(readAuthorizeParams({ callbackUrl: 'javascript:alert(1)' }, origin)).toBeUndefined();
  });

  it('refuses foreign redirects and unknown authTypes', () => {
    expect(readAuthorizeParams({ redirectUrl: '//evil.example/' }, origin)).toBeUndefined();
    expect(readAuthorizeParams({ redirectUrl: 'https://evil.example/' }, origin)).toBeUndefined();
    expect(readAuthorizeParams({ redirectUrl: '/cart?authType=admin' }, origin)).toBeUndefined();
  });

  it('refuses paths that only normalising turns into another site, and uses the normalised path', () => {
    for (const redirectUrl of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/%2F%2Fevil.example']) {
      expect(readAuthorizeParams({ redirectUrl }, origin)).toBeUndefined();
    }
    expect(readAuthorizeParams({ redirectUrl: '/mypage/./order/../profile?authType=auth' }, origin)).toEqual({ redirectUrl: '/mypage/profile', authType: 'auth' });
  });
});
