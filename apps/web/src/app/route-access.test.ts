import { describe, expect, it } from 'vitest';
import { accessDecision } from './route-access';

describe('accessDecision', () => {
  it('sends a guest on a protected path to sign-in with the wanted path and query', () => {
    expect(accessDecision('/mypage', false)).toEqual({ redirect: '/login?redirectUrl=%2Fmypage' });
    expect(accessDecision('/mypage/order/cancel/detail/7', false, '?tab=2')).toEqual({
      redirect: '/login?redirectUrl=%2Fmypage%2Forder%2Fcancel%2Fdetail%2F7%3Ftab%3D2',
    });
    expect(accessDecision('/order/checkout', false)).toEqual({ redirect: '/login?redirectUrl=%2Forder%2Fcheckout' });
    expect(accessDecision('/order/checkout/sample', false)).toEqual({ redirect: '/login?redirectUrl=%2Forder%2Fcheckout%2Fsample' });
  });

  it('cannot be dodged with letter case or a trailing slash', () => {
    expect(accessDecision('/MyPage/', false)).toEqual({ redirect: '/login?redirectUrl=%2FMyPage%2F' });
  });

  it('lets a guest use public pages, sign-in pages and the guest order flow', () => {
    // The events too: people who got an invitation link are not members yet.
    for (const path of ['/', '/product/list', '/login', '/join/profile', '/order/private/checkout', '/order/complete', '/mypages', '/events/invitation', '/events/coupon/WINTER2026']) {
      expect(accessDecision(path, false)).toBe('allow');
    }
  });

  it('sends a signed-in member away from sign-in pages to home', () => {
    for (const path of ['/login', '/join', '/join/profile', '/join/complete']) {
      expect(accessDecision(path, true)).toEqual({ redirect: '/' });
    }
  });

  it('lets a member use protected pages', () => {
    expect(accessDecision('/mypage/coupon', true)).toBe('allow');
    expect(accessDecision('/order/checkout', true)).toBe('allow');
  });
});
