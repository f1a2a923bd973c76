// Every URL the app links to is built here, so no component hard-codes a path.

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const optional = (base: string, id?: string | number): string =>
  id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;

const segment = (value: string | number): string => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  login: (redirectUrl?: string) => withQuery('/login', { redirectUrl }),
  join: (redirectUrl?: string) => withQuery('/join', { redirectUrl }),
  joinProfile: (redirectUrl?: string) => withQuery('/join/profile', { redirectUrl }),
  joinComplete: (redirectUrl?: string) => withQuery('/join/complete', { redirectUrl }),
  authCallback: () => '/auth/callback',
  verify: () => '/verify',
  verifyCallback: () => '/verify/callback',
  search: (keyword?: string) => withQuery('/search', { keyword }),
  productList: (categoryId?: string | number) => optional('/product/list', categoryId),
  productItem: (id: string | number) => `/product/item/${segment(id)}`,
  stylingList: () => '/styling/list',
  styling: (id: string | number) => `/styling/${segment(id)}`,
  cart: () => '/cart',
  cartSample: () => '/cart/sample',
  orderCheckout: () => '/order/checkout',
  orderCheckoutSample: () => '/order/checkout/sample',
  orderComplete: () => '/order/complete',
  orderDetail: () => '/order/detail',
  orderMobile: () => '/order/mobile',
  guestOrderChecked: () => '/order/private/checked',
  guestOrderCheckout: () => '/order/private/checkout',
  guestOrderMobile: () => '/order/private/mobile',
  eventInvitation: () => '/events/invitation',
  exhibition: (id?: string | number) => optional('/exhibition', id),
  faq: () => '/board/faq',
  notices: () => '/board/notice',
  notice: (id: string | number) => `/board/notice/${segment(id)}`,
  aboutBrand: () => '/about/brand',
  aboutCompany: () => '/about/company',
  aboutPeople: () => '/about/people',
  policy: (category?: string) => optional('/policy', category),
  showroom: () => '/showroom',
  showroomOffice: (office: string) => `/showroom/${segment(office)}`,
  showroomFloor: (office: string, floor: string | number) => `/showroom/${segment(office)}/${segment(floor)}`,
  routeTo: (path: string) => withQuery('/route', { path }),
  mypage: {
    home: () => '/mypage',
    address: () => '/mypage/address',
    addressRegistration: () => '/mypage/address/registration',
    bookmark: () => '/mypage/bookmark',
    coupon: () => '/mypage/coupon',
    inquiry: () => '/mypage/inquiry',
    invitation: () => '/mypage/invitation',
    point: () => '/mypage/point',
    profile: () => '/mypage/profile',
    profileCallback: () => '/mypage/profile/callback',
    withdrawal: () => '/mypage/profile/withdrawal',
    wish: () => '/mypage/wish',
    productHistory: () => '/mypage/history/product',
    businessMember: () => '/mypage/member/business',
    orderCancel: () => '/mypage/order/cancel',
    orderCancelList: () => '/mypage/order/cancel/list',
    orderCancelDetail: (id?: string | number) => optional('/mypage/order/cancel/detail', id),
    orderList: () => '/mypage/order/list',
    orderRefund: () => '/mypage/order/refund',
    order: (id?: string | number) => optional('/mypage/order', id),
    reviewBefore: () => '/mypage/review/before',
    reviewRegister: () => '/mypage/review/register',
    reviewWrite: () => '/mypage/review/write',
  },
} as const;
