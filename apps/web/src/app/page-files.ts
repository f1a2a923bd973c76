import { policyLoader } from '@/features/policy';
import { routeNames } from '@/shared/routing';
import type { PageModule } from './lazy-page';
import { routeRedirectLoader } from './route-redirect';

// Which file holds each page, by route name. This list is its own chunk: the import of
// every page (with the list of files each one needs) would otherwise weigh on the first
// download of every page. The home page is imported straight from the route table so its
// first load does not wait for this chunk. Loaders that belong to the app rather than to a
// page file are attached here too.
export const pageFiles = {
  mypage: () => import('@/features/mypage/pages/MypageHomePage'),
  'mypage-address': () => import('@/features/mypage/pages/AddressPage'),
  'mypage-address-registration': () => import('@/features/mypage/pages/AddressRegistrationPage'),
  'mypage-bookmark': () => import('@/features/mypage/pages/BookmarkPage'),
  'mypage-coupon': () => import('@/features/mypage/pages/CouponPage'),
  'mypage-inquiry': () => import('@/features/mypage/pages/InquiryPage'),
  'mypage-invitation': () => import('@/features/mypage/pages/InvitationPage'),
  'mypage-point': () => import('@/features/mypage/pages/PointPage'),
  'mypage-profile': () => import('@/features/mypage/pages/ProfilePage'),
  'mypage-profile-callback': () => import('@/features/mypage/pages/ProfileCallbackPage'),
  'mypage-profile-withdrawal': () => import('@/features/mypage/pages/WithdrawalPage'),
  'mypage-wish': () => import('@/features/mypage/pages/WishPage'),
  'mypage-history-product': () => import('@/features/mypage/pages/ProductHistoryPage'),
  'mypage-member-business': () => import('@/features/mypage/pages/BusinessMemberPage'),
  [routeNames.mypageOrderCancel]: () => import('@/features/mypage/pages/OrderCancelPage'),
  'mypage-order-cancel-list': () => import('@/features/mypage/pages/OrderCancelListPage'),
  'mypage-order-cancel-detail': () => import('@/features/mypage/pages/OrderCancelDetailPage'),
  'mypage-order-list': () => import('@/features/mypage/pages/OrderListPage'),
  [routeNames.mypageOrderRefund]: () => import('@/features/mypage/pages/OrderRefundPage'),
  'mypage-order': () => import('@/features/mypage/pages/MyOrderPage'),
  'mypage-review-before': () => import('@/features/mypage/pages/ReviewBeforePage'),
  'mypage-review-register': () => import('@/features/mypage/pages/ReviewRegisterPage'),
  'mypage-review-write': () => import('@/features/mypage/pages/ReviewWritePage'),
  login: () => import('@/features/auth/pages/LoginPage'),
  join: () => import('@/features/auth/pages/JoinPage'),
  'join-profile': () => import('@/features/auth/pages/JoinProfilePage'),
  'join-complete': () => import('@/features/auth/pages/JoinCompletePage'),
  'auth-callback': () => import('@/features/auth/pages/AuthCallbackPage'),
  verify: () => import('@/features/auth/pages/VerifyPage'),
  'verify-callback': () => import('@/features/auth/pages/VerifyCallbackPage'),
  search: () => import('@/features/catalogue/pages/SearchPage'),
  'product-list': () => import('@/features/catalogue/pages/ProductListPage'),
  'product-item': () => import('@/features/catalogue/pages/ProductItemPage'),
  'styling-list': () => import('@/features/styling/pages/StylingListPage'),
  'styling-detail': () => import('@/features/styling/pages/StylingDetailPage'),
  cart: () => import('@/features/cart/pages/CartPage'),
  'cart-sample': () => import('@/features/cart/pages/SampleCartPage'),
  'order-checkout': () => import('@/features/order/pages/CheckoutPage'),
  'order-checkout-sample': () => import('@/features/order/pages/SampleCheckoutPage'),
  'order-complete': () => import('@/features/order/pages/OrderCompletePage'),
  [routeNames.orderDetail]: () => import('@/features/order/pages/OrderDetailPage'),
  'order-mobile': () => import('@/features/order/pages/OrderMobilePage'),
  'order-private-checked': () => import('@/features/order/pages/GuestOrderCheckedPage'),
  'order-private-checkout': () => import('@/features/order/pages/GuestOrderCheckoutPage'),
  'order-private-mobile': () => import('@/features/order/pages/GuestOrderMobilePage'),
  'events-invitation': () => import('@/features/events/pages/InvitationEventPage'),
  exhibition: () => import('@/features/exhibition/pages/ExhibitionPage'),
  'board-faq': () => import('@/features/board/pages/FaqPage'),
  'board-notice': () => import('@/features/board/pages/NoticeListPage'),
  'board-notice-detail': () => import('@/features/board/pages/NoticeDetailPage'),
  'about-brand': () => import('@/features/about/pages/BrandPage'),
  'about-company': () => import('@/features/about/pages/CompanyPage'),
  'about-people': () => import('@/features/about/pages/PeoplePage'),
  policy: () => import('@/features/policy/pages/PolicyPage').then((page) => ({ default: page.default, loader: policyLoader })),
  showroom: () => import('@/features/showroom/pages/ShowroomPage'),
  'showroom-office': () => import('@/features/showroom/pages/ShowroomOfficePage'),
  'showroom-floor': () => import('@/features/showroom/pages/ShowroomFloorPage'),
  route: () => import('@/features/home/pages/RouteRedirectPage').then((page) => ({ default: page.default, loader: routeRedirectLoader })),
  'not-found': () => import('./errors/NotFoundPage'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof pageFiles;
