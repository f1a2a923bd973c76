import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, held, renderAt, stubFetch } from '../test/benefit-fixtures';
import { CouponListView } from './CouponListView';

const counts = { usable: 2, used: 1, expired: 0 };

function couponServer() {
  return stubFetch((call) => {
    if (call.path !== '/api/mypage/v1/coupon/list') return undefined;
    const status = call.search.get('status');
    const list =
      status === 'used'
        ? [held({ memberCouponId: 21, status: 'USED', usedAt: '2026-11-21T03:00:00Z', usedOrderNo: '2026112100001' })]
        : status === 'expired'
          ? []
          : [
              held({ expiresAt: '2026-11-27T14:59:59Z' }),
              held({ memberCouponId: 12, name: '무료배송', benefitType: 'FREE_DELIVERY', kind: 'SHIPPING', benefitLabel: '무료배송', conditionLabel: '', minOrderAmount: 0, scope: 'BRAND', scopeLabel: '일부 브랜드' }),
            ];
    return envelope({ list, page: 1, pageSize: 20, total: list.length, counts });
  });
}

afterEach(() => vi.useRealTimers());

describe('my coupons', () => {
  it('shows the usable tab first: benefit, minimum, scope, validity and a D-day within 7 days', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T01:00:00Z'), toFake: ['Date'] });
    couponServer();
    renderAt(<CouponListView />, '/mypage/coupon', '/mypage/coupon');
    const cards = await screen.findAllByTestId('coupon');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('5,000원 할인')).toBeTruthy();
    expect(within(cards[0]!).getByText('30,000원 이상 구매 시')).toBeTruthy();
    expect(within(cards[0]!).getByText('적용 대상: 전 상품')).toBeTruthy();
    expect(within(cards[0]!).getByText('2026.11.27까지')).toBeTruthy();
    expect(within(cards[0]!).getByText('D-2')).toBeTruthy();
    expect(within(cards[1]!).getByText('최소 주문 금액 없음')).toBeTruthy();
    expect(within(cards[1]!).getByText('적용 대상: 일부 브랜드')).toBeTruthy();
    expect(within(cards[1]!).queryByText(/^D-/)).toBeNull();
    const tabs = screen.getByRole('navigation', { name: '쿠폰 상태' });
    expect(within(tabs).getByRole('link', { name: '사용 가능 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('사용 가능 쿠폰 2장').getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: '쿠폰 이벤트 보기' }).getAttribute('href')).toBe('/events/coupon/WINTER2026');
  });

  it('points a member without usable coupons to the running coupon event', async () => {
    stubFetch((call) => (call.path === '/api/mypage/v1/coupon/list' ? envelope({ list: [], page: 1, pageSize: 20, total: 0, counts: { usable: 0, used: 0, expired: 0 } }) : undefined));
    renderAt(<CouponListView />, '/mypage/coupon', '/mypage/coupon');
    const link = await screen.findByRole('link', { name: '쿠폰 이벤트 보기' });
    expect(link.getAttribute('href')).toBe('/events/coupon/WINTER2026');
    expect(screen.getByRole('link', { name: '쿠폰 받으러 가기' })).toBeTruthy();
  });

  it('moves between tabs by address: used coupons link to their order; an empty tab says so', async () => {
    const user = userEvent.setup();
    couponServer();
    const { router } = renderAt(<CouponListView />, '/mypage/coupon', '/mypage/coupon');
    await screen.findAllByTestId('coupon');
    await user.click(screen.getByRole('link', { name: '사용 완료 1' }));
    expect(router.state.location.search).toBe('?status=used');
    const used = await screen.findByText('사용 완료', { selector: 'span' });
    const card = used.closest('article')!;
    expect(within(card).getByText('2026.11.21 사용')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /사용한 주문 보기/ }).getAttribute('href')).toBe('/mypage/order/2026112100001');
    await user.click(screen.getByRole('link', { name: '기간 만료 0' }));
    expect(await screen.findByRole('heading', { name: '기간이 지난 쿠폰이 없습니다' })).toBeTruthy();
  });

  it('falls back to the usable tab for an unknown status', async () => {
    const calls = couponServer();
    renderAt(<CouponListView />, '/mypage/coupon?status=<x>&page=-3', '/mypage/coupon');
    await screen.findAllByTestId('coupon');
    expect(calls[0]!.search.toString()).toBe('status=usable&page=1');
  });
});
