import { ApiCode } from '@maru/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';

vi.mock('./sign-in-flow', () => ({ afterSignIn: async () => undefined }));
vi.mock('./auth-api', () => ({
  checkAccountStatus: async () => undefined,
  signInWithSocial: async (authToken: string) => {
    if (authToken === 'dormant') throw new ApiError('code', ApiCode.ACCOUNT_DORMANT, '휴면', 200);
    if (authToken === 'gone') throw new ApiError('code', ApiCode.ACCOUNT_WITHDRAWN, '탈퇴', 200);
    return { kind: 'signed-in' };
  },
}));

const { followSocialReturn } = await import('./social-return');
const decision = (authToken: string, redirectUrl = '/cart') => ({ kind: 'signin' as const, authToken, channel: 'kakao' as const, redirectUrl });

describe('the social return', () => {
  it('leads a dormant account to the login page’s release, keeping where it was going', async () => {
    expect(await followSocialReturn(decision('dormant'))).toEqual({ to: '/login?redirectUrl=%2Fcart', state: { dormant: true } });
    expect(await followSocialReturn(decision('dormant', '/'))).toEqual({ to: '/login', state: { dormant: true } });
  });

  it('still throws any other refusal and follows a signed-in member on', async () => {
    await expect(followSocialReturn(decision('gone'))).rejects.toMatchObject({ code: ApiCode.ACCOUNT_WITHDRAWN });
    expect(await followSocialReturn(decision('ok'))).toEqual({ to: '/cart' });
  });
});
