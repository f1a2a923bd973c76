import { createBrowserRouter, type RouteObject } from 'react-router';
import { policyLoader } from '@/features/policy';
import { routeNames } from '@/shared/routing';
import { AppLoading } from './AppLoading';
import { NotFoundView, RootErrorBoundary, RouteErrorPage } from './errors';
import { RootLayout } from './RootLayout';
import { rootLoader } from './root-loader';
import { routeRedirectLoader } from './route-redirect';
import { indexRoute, pageRoute } from './route-table';

// Every route of spec 01 §2. Page files live in their feature folders and are loaded on
// demand, so a feature replaces its page file and never touches this table. Links are
// built with `paths` from '@/shared/routing'.

const mypageRoutes: RouteObject[] = [
  indexRoute('mypage', () => import('@/features/mypage/pages/MypageHomePage')),
  pageRoute('address', 'mypage-address', () => import('@/features/mypage/pages/AddressPage')),
  pageRoute('address/registration', 'mypage-address-registration', () => import('@/features/mypage/pages/AddressRegistrationPage')),
  pageRoute('bookmark', 'mypage-bookmark', () => import('@/features/mypage/pages/BookmarkPage')),
  pageRoute('coupon', 'mypage-coupon', () => import('@/features/mypage/pages/CouponPage')),
  pageRoute('inquiry', 'mypage-inquiry', () => import('@/features/mypage/pages/InquiryPage')),
  pageRoute('invitation', 'mypage-invitation', () => import('@/features/mypage/pages/InvitationPage')),
  pageRoute('point', 'mypage-point', () => import('@/features/mypage/pages/PointPage')),
  pageRoute('profile', 'mypage-profile', () => import('@/features/mypage/pages/ProfilePage')),
  pageRoute('profile/callback', 'mypage-profile-callback', () => import('@/features/mypage/pages/ProfileCallbackPage')),
  pageRoute('profile/withdrawal', 'mypage-profile-withdrawal', () => import('@/features/mypage/pages/WithdrawalPage')),
  pageRoute('wish', 'mypage-wish', () => import('@/features/mypage/pages/WishPage')),
  pageRoute('history/product', 'mypage-history-product', () => import('@/features/mypage/pages/ProductHistoryPage')),
  pageRoute('member/business', 'mypage-member-business', () => import('@/features/mypage/pages/BusinessMemberPage')),
  pageRoute('order/cancel', routeNames.mypageOrderCancel, () => import('@/features/mypage/pages/OrderCancelPage')),
  pageRoute('order/cancel/list', 'mypage-order-cancel-list', () => import('@/features/mypage/pages/OrderCancelListPage')),
  pageRoute('order/cancel/detail/:id?', 'mypage-order-cancel-detail', () => import('@/features/mypage/pages/OrderCancelDetailPage')),
  pageRoute('order/list', 'mypage-order-list', () => import('@/features/mypage/pages/OrderListPage')),
  pageRoute('order/refund', routeNames.mypageOrderRefund, () => import('@/features/mypage/pages/OrderRefundPage')),
  pageRoute('order/:id?', 'mypage-order', () => import('@/features/mypage/pages/MyOrderPage')),
  pageRoute('review/before', 'mypage-review-before', () => import('@/features/mypage/pages/ReviewBeforePage')),
  pageRoute('review/register', 'mypage-review-register', () => import('@/features/mypage/pages/ReviewRegisterPage')),
  pageRoute('review/write', 'mypage-review-write', () => import('@/features/mypage/pages/ReviewWritePage')),
];

const pageRoutes: RouteObject[] = [
  indexRoute('home', () => import('@/features/home/pages/HomePage')),

  pageRoute('login', 'login', () => import('@/features/auth/pages/LoginPage')),
  pageRoute('join', 'join', () => import('@/features/auth/pages/JoinPage')),
  pageRoute('join/profile', 'join-profile', () => import('@/features/auth/pages/JoinProfilePage')),
  pageRoute('join/complete', 'join-complete', () => import('@/features/auth/pages/JoinCompletePage')),
  pageRoute('auth/callback', 'auth-callback', () => import('@/features/auth/pages/AuthCallbackPage')),
  pageRoute('verify', 'verify', () => import('@/features/auth/pages/VerifyPage')),
  pageRoute('verify/callback', 'verify-callback', () => import('@/features/auth/pages/VerifyCallbackPage')),

  pageRoute('search', 'search', () => import('@/features/catalogue/pages/SearchPage')),
  pageRoute('product/list/:id?', 'product-list', () => import('@/features/catalogue/pages/ProductListPage')),
  pageRoute('product/item/:id', 'product-item', () => import('@/features/catalogue/pages/ProductItemPage')),

  pageRoute('styling/list', 'styling-list', () => import('@/features/styling/pages/StylingListPage')),
  pageRoute('styling/:id', 'styling-detail', () => import('@/features/styling/pages/StylingDetailPage')),

  pageRoute('cart', 'cart', () => import('@/features/cart/pages/CartPage')),
  pageRoute('cart/sample', 'cart-sample', () => import('@/features/cart/pages/SampleCartPage')),

  pageRoute('order/checkout', 'order-checkout', () => import('@/features/order/pages/CheckoutPage')),
  pageRoute('order/checkout/sample', 'order-checkout-sample', () => import('@/features/order/pages/SampleCheckoutPage')),
  pageRoute('order/complete', 'order-complete', () => import('@/features/order/pages/OrderCompletePage')),
  pageRoute('order/detail', routeNames.orderDetail, () => import('@/features/order/pages/OrderDetailPage')),
  pageRoute('order/mobile', 'order-mobile', () => import('@/features/order/pages/OrderMobilePage')),
  pageRoute('order/private/checked', 'order-private-checked', () => import('@/features/order/pages/GuestOrderCheckedPage')),
  pageRoute('order/private/checkout', 'order-private-checkout', () => import('@/features/order/pages/GuestOrderCheckoutPage')),
  pageRoute('order/private/mobile', 'order-private-mobile', () => import('@/features/order/pages/GuestOrderMobilePage')),

  pageRoute('events/invitation', 'events-invitation', () => import('@/features/events/pages/InvitationEventPage')),
  pageRoute('exhibition/:id?', 'exhibition', () => import('@/features/exhibition/pages/ExhibitionPage')),

  pageRoute('board/faq', 'board-faq', () => import('@/features/board/pages/FaqPage')),
  pageRoute('board/notice', 'board-notice', () => import('@/features/board/pages/NoticeListPage')),
  pageRoute('board/notice/:id', 'board-notice-detail', () => import('@/features/board/pages/NoticeDetailPage')),

  pageRoute('about/brand', 'about-brand', () => import('@/features/about/pages/BrandPage')),
  pageRoute('about/company', 'about-company', () => import('@/features/about/pages/CompanyPage')),
  pageRoute('about/people', 'about-people', () => import('@/features/about/pages/PeoplePage')),

  pageRoute('policy/:category?', 'policy', () => import('@/features/policy/pages/PolicyPage'), { loader: policyLoader }),

  pageRoute('showroom', 'showroom', () => import('@/features/showroom/pages/ShowroomPage')),
  pageRoute('showroom/:office', 'showroom-office', () => import('@/features/showroom/pages/ShowroomOfficePage')),
  pageRoute('showroom/:office/:floor', 'showroom-floor', () => import('@/features/showroom/pages/ShowroomFloorPage')),

  pageRoute('route', 'route', () => import('@/features/home/pages/RouteRedirectPage'), { loader: routeRedirectLoader }),

  { path: 'mypage', children: mypageRoutes },

  { id: 'not-found', path: '*', handle: { name: 'not-found' }, Component: NotFoundView },
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
    children: [{ id: 'pages', ErrorBoundary: RouteErrorPage, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
