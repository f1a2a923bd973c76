import { describe, expect, it, vi } from 'vitest';
import { createForbiddenRedirect } from './forbidden-redirect';

describe('403 rule', () => {
  it('checks the token, then sends the visitor to sign-in with the way back', async () => {
    const calls: string[] = [];
    const redirect = createForbiddenRedirect({
      checkToken: async () => calls.push('check'),
      navigate: (to) => calls.push(to),
      currentLocation: () => ({ pathname: '/mypage/coupon', search: '?page=2' }),
    });
    await redirect();
    expect(calls).toEqual(['check', '/login?redirectUrl=%2Fmypage%2Fcoupon%3Fpage%3D2']);
  });

  it('still redirects when the token check itself fails', async () => {
    const navigate = vi.fn();
    const redirect = createForbiddenRedirect({
      checkToken: () => Promise.reject(new Error('1002')),
      navigate,
      currentLocation: () => ({ pathname: '/cart', search: '' }),
    });
    await redirect();
    expect(navigate).toHaveBeenCalledWith('/login?redirectUrl=%2Fcart');
  });

  it('does not navigate when already on /login, so it cannot loop', async () => {
    const navigate = vi.fn();
    const redirect = createForbiddenRedirect({
      checkToken: async () => undefined,
      navigate,
      currentLocation: () => ({ pathname: '/login', search: '?redirectUrl=%2Fcart' }),
    });
    await redirect();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one token check among simultaneous 403s', async () => {
    const checkToken = vi.fn(async () => undefined);
    const navigate = vi.fn();
    const redirect = createForbiddenRedirect({ checkToken, navigate, currentLocation: () => ({ pathname: '/cart', search: '' }) });
    await Promise.all([redirect(), redirect(), redirect()]);
    expect(checkToken).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
