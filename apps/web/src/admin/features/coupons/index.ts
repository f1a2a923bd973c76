import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of coupons in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const couponsSection: ConsoleSection = {
  path: 'coupons',
  label: '쿠폰 관리',
  // Promotions staff (PROMOTIONS) see this section and nothing with orders or members' data.
  right: 'promotions',
  page: pageOf(() => import('./CouponsPage'), 'CouponsPage'),
  children: [{ path: ':couponId', lazy: pageOf(() => import('./CouponEditPage'), 'CouponEditPage') }],
};
