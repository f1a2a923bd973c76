import type { MypageHomeView } from '@maru/domain';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeGlances } from './HomeGlances';

const counts = { WAITING_DEPOSIT: 0, PAID: 0, PREPARING: 0, SHIPPING: 0, DELIVERED: 0, CONFIRMED: 0, CANCEL_REQUESTED: 0, CANCELLED: 0, RETURN_REQUESTED: 0, RETURN_PICKED_UP: 0, RETURNED: 0 };
const home: MypageHomeView = {
  greetingName: '마루',
  membership: 'BUSINESS',
  orders: { counts, openClaims: 0 },
  benefits: { couponCount: 3, expiringCouponCount: 1, pointBalance: 12_500, expiringPoints: 0 },
  reviews: { writable: 2 },
  inquiries: { answeredUnread: 1, waiting: 0 },
  alarms: ['INQUIRY_ANSWER', 'COUPON_EXPIRING'],
};

function show(data: MypageHomeView | undefined) {
  const router = createMemoryRouter([{ path: '*', element: <HomeGlances home={data} /> }], { initialEntries: ['/mypage'] });
  render(<RouterProvider router={router} />);
  return screen.getByRole('region', { name: '혜택과 활동' });
}

describe('my page home: coupons, points, reviews and inquiries at a glance', () => {
  it('links each to its page with its number and notices', () => {
    const region = show(home);
    expect(within(region).getAllByRole('link').map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/mypage/coupon', '쿠폰3장7일 안에 끝나는 쿠폰 1장'],
      ['/mypage/point', '적립금12,500원'],
      ['/mypage/review/before', '작성할 후기2개'],
      ['/mypage/inquiry', '1:1 문의답변 1새 답변이 있어요'],
    ]);
  });

  it('draws the same boxes with dashes while loading', () => {
    const loading = show(undefined);
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('glance-coupons').textContent).toBe('–');
  });
});
