import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of orders in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const ordersSection: ConsoleSection = {
  path: 'orders',
  label: '주문 관리',
  right: 'orders',
  page: pageOf(() => import('./OrdersPage'), 'OrdersPage'),
  children: [{ path: ':orderNo', lazy: pageOf(() => import('./OrderDetailPage'), 'OrderDetailPage') }],
};
