import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout-routes';

describe('layoutFor', () => {
  it.each([
    ['/product/list', 'shop'],
    ['/product/item/12', 'shop'],
    ['/search', 'shop'],
    ['/styling/list', 'shop'],
    ['/exhibition/32', 'shop'],
    ['/login', 'simple'],
    ['/join', 'simple'],
    ['/join/complete', 'simple'],
    ['/verify', 'simple'],
    ['/cart', 'simple'],
    ['/cart/sample', 'simple'],
    ['/order/checkout', 'simple'],
    ['/order/private/mobile', 'simple'],
    ['/policy/privacy', 'simple'],
    ['/auth/callback', 'empty'],
    ['/verify/callback', 'empty'],
    ['/mypage/profile/callback', 'empty'],
    ['/route', 'default'],
    ['/', 'default'],
    ['/mypage/profile', 'default'],
    ['/board/notice/3', 'default'],
    ['/productlist', 'default'],
  ] as const)('%s → %s', (pathname, layout) => {
    expect(layoutFor(pathname)).toBe(layout);
  });
});
