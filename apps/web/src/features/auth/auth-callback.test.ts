import { describe, expect, it } from 'vitest';
import { decideAuthCallback } from './auth-callback';

const query = (values: Record<string, string>) => `?${new URLSearchParams(values)}`;

describe('decideAuthCallback', () => {
  it('signs in, joins or hands the data back by authType', () => {
    for (const authType of ['signin', 'join', 'auth'] as const) {
      expect(decideAuthCallback(query({ authType, authToken: 't', channel: 'kakao', redirectUrl: '/cart' }))).toEqual({
        kind: authType,
        authToken: 't',
        channel: 'kakao',
        redirectUrl: '/cart',
      });
    }
  });

  it('answers an empty authType with the query string error', () => {
    expect(decideAuthCallback(query({ authToken: 't', channel: 'naver' }))).toMatchObject({ kind: 'error', message: 'query string error' });
  });

  it('refuses an unknown authType', () => {
    const decision = decideAuthCallback(query({ authType: 'admin', authToken: 't', channel: 'naver' }));
    expect(decision).toMatchObject({ kind: 'error' });
    if (decision.kind === 'error') expect(decision.message).toContain('admin');
  });

  it('gives code 999 when the authToken is missing', () => {
    expect(decideAuthCallback(query({ authType: 'signin', channel: 'kakao' }))).toMatchObject({ kind: 'error', code: 999 });
  });

  it('reports a cancelled provider sign-in and keeps redirects inside the site', () => {
    expect(decideAuthCallback(query({ error: 'cancelled', channel: 'kakao' }))).toMatchObject({ kind: 'error', message: '소셜 로그인을 취소했습니다.' });
    expect(decideAuthCallback(query({ authType: 'signin', authToken: 't', channel: 'kakao', redirectUrl: '//evil.example' }))).toMatchObject({
      redirectUrl: '/',
    });
  });
});
