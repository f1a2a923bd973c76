import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of reviews in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const reviewsSection: ConsoleSection = {
  path: 'reviews',
  label: '리뷰 관리',
  right: 'orders',
  page: pageOf(() => import('./ReviewsPage'), 'ReviewsPage'),
  children: [{ path: ':reviewId', lazy: pageOf(() => import('./ReviewDetailPage'), 'ReviewDetailPage') }],
};
