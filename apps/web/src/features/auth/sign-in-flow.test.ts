import { ApiCode } from '@maru/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';

const calls: string[] = [];
const dormant = () => new ApiError('code', ApiCode.ACCOUNT_DORMANT, '휴면', 200);

vi.mock('@/features/cart', () => ({ mergeGuestCart: async () => void calls.push('merge cart') }));
vi.mock('@/features/product-history', () => ({ mergeGuestHistory: async () => void calls.push('merge history') }));
vi.mock('./auth-api', () => ({
  checkAccountStatus: async (email: string) => {
    calls.push('status');
    if (email.startsWith('dormant')) throw dormant();
    if (email.startsWith('gone')) throw new ApiError('code', ApiCode.ACCOUNT_WITHDRAWN, '탈퇴', 200);
  },
  signInWithPassword: async (email: string) => {
    calls.push('login');
    if (email.startsWith('dormant')) throw dormant();
    return { accessToken: 'a', refreshToken: 'r' };
  },
  releaseDormant: async () => {
    calls.push('release');
    return { accessToken: 'a', refreshToken: 'r' };
  },
}));

const { releaseDormantAccount, signInWithCredentials } = await import('./sign-in-flow');

describe('a dormant account’s sign-in', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('still sends the password, so the server can grant the release, and answers ACCOUNT_DORMANT', async () => {
    await expect(signInWithCredentials('dormant@example.com', 'pw', false)).rejects.toMatchObject({ code: ApiCode.ACCOUNT_DORMANT });
    expect(calls).toEqual(['status', 'login']);
  });

  it('stops at the status check for any other refusal, as before', async () => {
    await expect(signInWithCredentials('gone@example.com', 'pw', false)).rejects.toMatchObject({ code: ApiCode.ACCOUNT_WITHDRAWN });
    expect(calls).toEqual(['status']);
  });

  it('is released with the verification and then signed in like any sign-in', async () => {
    await releaseDormantAccount('maru_1');
    expect(calls).toEqual(['release', 'merge cart', 'merge history']);
  });
});
