import type { LayoutName } from '@/shared/layout/layout-name';

// The one table of the app's pages (spec 01 §2). The router, the sign-in guard, the layouts,
// lazy loading, server rendering and the link builders in paths.ts all derive from it, so a
// page is named here and nowhere else.

/** Who may open a page: anyone, members only (guests go to sign-in), or guests only (members go home). */
export type PageAccess = 'anyone' | 'members' | 'guests';

export interface PageEntry {
  /** Route id and handle name; analytics and code refer to a page by it. */
  name: string;
  /** React Router pattern, absolute. */
  path: string;
  /** The page file under src/, without extension; its default export is the page. */
  file: string;
  layout: LayoutName;
  access: PageAccess;
  /** Rendered on the server with its data (public pages); the others get the shell and render in the browser. */
  ssr: boolean;
}

type Options = Partial<Pick<PageEntry, 'layout' | 'access' | 'ssr'>>;

const page = <Name extends string, Path extends string>(name: Name, path: Path, file: string, options: Options = {}) => ({
  name,
  path,
  file,
  layout: options.layout ?? 'default',
  access: options.access ?? 'anyone',
  ssr: options.ssr ?? false,
}) satisfies PageEntry;

// Shorthands for the frames of spec 01 §2 and the access rules of §6.
const simple = { layout: 'simple' } as const;
const shop = { layout: 'shop' } as const;
const empty = { layout: 'empty' } as const;
const members = { access: 'members' } as const;
const guests = { access: 'guests', layout: 'simple' } as const;
const rendered = { ssr: true } as const;

export const pageTable = [
  page('home', '/', 'features/home/pages/HomePage', rendered),

  page('login', '/login', 'features/auth/pages/LoginPage', guests),
  page('join', '/join', 'features/auth/pages/JoinPage', guests),
  page('join-profile', '/join/profile', 'features/auth/pages/JoinProfilePage', guests),
  page('join-complete', '/join/complete', 'features/auth/pages/JoinCompletePage', guests),
  // 아이디·비밀번호 찾기: not in spec 01 §2's table, which has the call it makes (§7's
  // POST /membership/v1/account/certify) but no page for it.
  page('find-account', '/login/find', 'features/auth/pages/FindAccountPage', guests),
  page('auth-callback', '/auth/callback', 'features/auth/pages/AuthCallbackPage', empty),
  page('verify', '/verify', 'features/auth/pages/VerifyPage', simple),
  page('verify-callback', '/verify/callback', 'features/auth/pages/VerifyCallbackPage', empty),

  page('search', '/search', 'features/catalogue/pages/SearchPage', { ...shop, ...rendered }),
  page('product-list', '/product/list/:id?', 'features/catalogue/pages/ProductListPage', { ...shop, ...rendered }),
  page('product-item', '/product/item/:id', 'features/catalogue/pages/ProductItemPage', { ...shop, ...rendered }),

  page('styling-list', '/styling/list', 'features/styling/pages/StylingListPage', { ...shop, ...rendered }),
  page('styling-detail', '/styling/:id', 'features/styling/pages/StylingDetailPage', { ...shop, ...rendered }),

  page('cart', '/cart', 'features/cart/pages/CartPage', simple),
  page('cart-sample', '/cart/sample', 'features/cart/pages/SampleCartPage', simple),

  page('order-checkout', '/order/checkout', 'features/order/pages/CheckoutPage', { ...simple, ...members }),
  page('order-checkout-sample', '/order/checkout/sample', 'features/order/pages/SampleCheckoutPage', { ...simple, ...members }),
  page('order-complete', '/order/complete', 'features/order/pages/OrderCompletePage', simple),
  page('order-detail', '/order/detail', 'features/order/pages/OrderDetailPage', simple),
  page('order-mobile', '/order/mobile', 'features/order/pages/OrderMobilePage', simple),
  page('order-private-checked', '/order/private/checked', 'features/order/pages/GuestOrderCheckedPage', simple),
  page('order-private-checkout', '/order/private/checkout', 'features/order/pages/GuestOrderCheckoutPage', simple),
  page('order-private-mobile', '/order/private/mobile', 'features/order/pages/GuestOrderMobilePage', simple),

  // Open to guests: an invitation link reaches people who are not members yet.
  page('events-invitation', '/events/invitation', 'features/events/pages/InvitationEventPage'),
  page('events-coupon', '/events/coupon/:eventCode', 'features/events/pages/EventCouponPage'),
  page('exhibition', '/exhibition/:id?', 'features/exhibition/pages/ExhibitionPage', { ...shop, ...rendered }),

  page('board-faq', '/board/faq', 'features/board/pages/FaqPage', rendered),
  page('board-notice', '/board/notice', 'features/board/pages/NoticeListPage', rendered),
  page('board-notice-detail', '/board/notice/:id', 'features/board/pages/NoticeDetailPage', rendered),

  page('about-brand', '/about/brand', 'features/about/pages/BrandPage', rendered),
  page('about-company', '/about/company', 'features/about/pages/CompanyPage', rendered),
  page('about-people', '/about/people', 'features/about/pages/PeoplePage', rendered),

  page('policy', '/policy/:category?', 'features/policy/pages/PolicyPage', { ...simple, ...rendered }),

  page('showroom', '/showroom', 'features/showroom/pages/ShowroomPage', rendered),
  // A guest's booking is managed with its number and phone: personal, rendered in the browser.
  page('showroom-booking-check', '/showroom/booking/check', 'features/showroom/pages/BookingCheckPage'),
  page('showroom-office', '/showroom/:office', 'features/showroom/pages/ShowroomOfficePage', rendered),
  page('showroom-booking', '/showroom/:office/booking', 'features/showroom/pages/ShowroomBookingPage', rendered),
  page('showroom-floor', '/showroom/:office/:floor', 'features/showroom/pages/ShowroomFloorPage', rendered),

  // With ?path=… the internal redirect helper (app/route-redirect.ts); without, 오시는 길.
  page('route', '/route', 'features/showroom/pages/DirectionsPage', rendered),

  page('mypage', '/mypage', 'features/mypage/pages/MypageHomePage', members),
  page('mypage-address', '/mypage/address', 'features/mypage/pages/AddressPage', members),
  page('mypage-address-registration', '/mypage/address/registration', 'features/mypage/pages/AddressRegistrationPage', members),
  page('mypage-bookmark', '/mypage/bookmark', 'features/mypage/pages/BookmarkPage', members),
  page('mypage-coupon', '/mypage/coupon', 'features/mypage/pages/CouponPage', members),
  page('mypage-inquiry', '/mypage/inquiry', 'features/mypage/pages/InquiryPage', members),
  page('mypage-invitation', '/mypage/invitation', 'features/mypage/pages/InvitationPage', members),
  page('mypage-point', '/mypage/point', 'features/mypage/pages/PointPage', members),
  page('mypage-profile', '/mypage/profile', 'features/mypage/pages/ProfilePage', members),
  page('mypage-profile-callback', '/mypage/profile/callback', 'features/mypage/pages/ProfileCallbackPage', { ...members, ...empty }),
  page('mypage-profile-withdrawal', '/mypage/profile/withdrawal', 'features/mypage/pages/WithdrawalPage', members),
  page('mypage-wish', '/mypage/wish', 'features/mypage/pages/WishPage', members),
  page('mypage-history-product', '/mypage/history/product', 'features/mypage/pages/ProductHistoryPage', members),
  page('mypage-member-business', '/mypage/member/business', 'features/mypage/pages/BusinessMemberPage', members),
  page('mypage-order-cancel', '/mypage/order/cancel', 'features/mypage/pages/OrderCancelPage', members),
  page('mypage-order-cancel-list', '/mypage/order/cancel/list', 'features/mypage/pages/OrderCancelListPage', members),
  page('mypage-order-cancel-detail', '/mypage/order/cancel/detail/:id?', 'features/mypage/pages/OrderCancelDetailPage', members),
  page('mypage-order-list', '/mypage/order/list', 'features/mypage/pages/OrderListPage', members),
  page('mypage-order-refund', '/mypage/order/refund', 'features/mypage/pages/OrderRefundPage', members),
  page('mypage-order', '/mypage/order/:id?', 'features/mypage/pages/MyOrderPage', members),
  page('mypage-review-before', '/mypage/review/before', 'features/mypage/pages/ReviewBeforePage', members),
  page('mypage-review-register', '/mypage/review/register', 'features/mypage/pages/ReviewRegisterPage', members),
  page('mypage-review-write', '/mypage/review/write', 'features/mypage/pages/ReviewWritePage', members),
  // An unknown address under my page still asks a guest to sign in first.
  page('mypage-not-found', '/mypage/*', 'app/errors/NotFoundPage', members),

  // Rendered on the server too, so an unknown address answers 404 rather than a page that says so.
  page('not-found', '*', 'app/errors/NotFoundPage', rendered),
] as const satisfies readonly PageEntry[];

export type PageName = (typeof pageTable)[number]['name'];
