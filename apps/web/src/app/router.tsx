import { createBrowserRouter, type RouteObject } from 'react-router';
import { routeNames } from '@/shared/routing';
import { AppLoading } from './AppLoading';
import { RootErrorBoundary, RouteErrorBoundary } from './errors';
import { RootLayout } from './RootLayout';
import { rootLoader } from './root-loader';
import { indexRoute, pageFile, pageRoute } from './route-table';

// Every route of spec 01 §2. Page files live in their feature folders and are loaded on
// demand through the page list (page-files.ts, its own chunk), so a feature replaces its
// page file and never touches this table. Links are built with `paths` from '@/shared/routing'.

const mypageRoutes: RouteObject[] = [
  indexRoute('mypage', pageFile('mypage')),
  pageRoute('address', 'mypage-address'),
  pageRoute('address/registration', 'mypage-address-registration'),
  pageRoute('bookmark', 'mypage-bookmark'),
  pageRoute('coupon', 'mypage-coupon'),
  pageRoute('inquiry', 'mypage-inquiry'),
  pageRoute('invitation', 'mypage-invitation'),
  pageRoute('point', 'mypage-point'),
  pageRoute('profile', 'mypage-profile'),
  pageRoute('profile/callback', 'mypage-profile-callback'),
  pageRoute('profile/withdrawal', 'mypage-profile-withdrawal'),
  pageRoute('wish', 'mypage-wish'),
  pageRoute('history/product', 'mypage-history-product'),
  pageRoute('member/business', 'mypage-member-business'),
  pageRoute('order/cancel', routeNames.mypageOrderCancel),
  pageRoute('order/cancel/list', 'mypage-order-cancel-list'),
  pageRoute('order/cancel/detail/:id?', 'mypage-order-cancel-detail'),
  pageRoute('order/list', 'mypage-order-list'),
  pageRoute('order/refund', routeNames.mypageOrderRefund),
  pageRoute('order/:id?', 'mypage-order'),
  pageRoute('review/before', 'mypage-review-before'),
  pageRoute('review/register', 'mypage-review-register'),
  pageRoute('review/write', 'mypage-review-write'),
];

const pageRoutes: RouteObject[] = [
  indexRoute('home', () => import('@/features/home/pages/HomePage')),

  pageRoute('login', 'login'),
  pageRoute('join', 'join'),
  pageRoute('join/profile', 'join-profile'),
  pageRoute('join/complete', 'join-complete'),
  pageRoute('auth/callback', 'auth-callback'),
  pageRoute('verify', 'verify'),
  pageRoute('verify/callback', 'verify-callback'),

  pageRoute('search', 'search'),
  pageRoute('product/list/:id?', 'product-list'),
  pageRoute('product/item/:id', 'product-item'),

  pageRoute('styling/list', 'styling-list'),
  pageRoute('styling/:id', 'styling-detail'),

  pageRoute('cart', 'cart'),
  pageRoute('cart/sample', 'cart-sample'),

  pageRoute('order/checkout', 'order-checkout'),
  pageRoute('order/checkout/sample', 'order-checkout-sample'),
  pageRoute('order/complete', 'order-complete'),
  pageRoute('order/detail', routeNames.orderDetail),
  pageRoute('order/mobile', 'order-mobile'),
  pageRoute('order/private/checked', 'order-private-checked'),
  pageRoute('order/private/checkout', 'order-private-checkout'),
  pageRoute('order/private/mobile', 'order-private-mobile'),

  pageRoute('events/invitation', 'events-invitation'),
  pageRoute('exhibition/:id?', 'exhibition'),

  pageRoute('board/faq', 'board-faq'),
  pageRoute('board/notice', 'board-notice'),
  pageRoute('board/notice/:id', 'board-notice-detail'),

  pageRoute('about/brand', 'about-brand'),
  pageRoute('about/company', 'about-company'),
  pageRoute('about/people', 'about-people'),

  pageRoute('policy/:category?', 'policy'),

  pageRoute('showroom', 'showroom'),
  pageRoute('showroom/:office', 'showroom-office'),
  pageRoute('showroom/:office/:floor', 'showroom-floor'),

  pageRoute('route', 'route'),

  { path: 'mypage', children: mypageRoutes },

  pageRoute('*', 'not-found'),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // The guards must see every navigation, not only those that change the root's params.
    shouldRevalidate: () => true,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    children: [{ id: 'pages', ErrorBoundary: RouteErrorBoundary, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
