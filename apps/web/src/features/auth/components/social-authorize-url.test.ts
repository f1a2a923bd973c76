import { describe, expect, it } from 'vitest';
import { socialAuthorizeUrl } from './SocialSignInButtons';

describe('socialAuthorizeUrl', () => {
  it('sends callbackUrl and a redirectUrl with authType added (spec 01 §2)', () => {
    const url = new URL(socialAuthorizeUrl('kakao', '/product/list?keyword=타일', 'join', 'https://maru.example'), 'https://maru.example');
    expect(url.pathname).toBe('/api/oauth/v1/kakao/authorize');
    expect(url.searchParams.get('callbackUrl')).toBe('https://maru.example/auth/callback');
    const redirect = new URL(url.searchParams.get('redirectUrl')!, 'https://maru.example');
    expect(redirect.pathname).toBe('/product/list');
    expect(redirect.searchParams.get('keyword')).toBe('타일');
    expect(redirect.searchParams.get('authType')).toBe('join');
  });

  it('replaces an authType the redirect already carried', () => {
    const url = new URL(socialAuthorizeUrl('naver', '/cart?authType=auth', 'signin', 'https://maru.example'), 'https://maru.example');
    expect(new URL(url.searchParams.get('redirectUrl')!, 'https://maru.example').searchParams.getAll('authType')).toEqual(['signin']);
  });
});
