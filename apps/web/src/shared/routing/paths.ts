// Every URL the app links to is built here (the shell's own few in shell-paths.ts), from
// the patterns of the page table, so no component hard-codes a path.

import type { ClaimKindName, OrderListFilter, OrderPeriod } from '@maru/domain';
import { pathTo } from './page-paths';
import { shellPaths, withQuery } from './shell-paths';

/** The lines a cancel or return form opens with: `lineNos=1,2` (commas kept readable). */
interface ClaimFormTarget {
  orderNo: string;
  lineNos?: readonly number[];
}

const claimFormPath = (path: string, target?: ClaimFormTarget) =>
  withQuery(path, { orderNo: target?.orderNo, lineNos: target?.lineNos?.length ? target.lineNos.join(',') : undefined }).replace(/%2C/gi, ',');

/** Page 1 and the defaults stay out of the address, so the plain link is the default view. */
const pageParam = (page?: number) => (page && page > 1 ? String(page) : undefined);

export const paths = {
  home: shellPaths.home,
  login: shellPaths.login,
  join: (redirectUrl?: string) => withQuery(pathTo('join'), { redirectUrl }),
  joinProfile: (redirectUrl?: string) => withQuery(pathTo('join-profile'), { redirectUrl }),
  joinComplete: (redirectUrl?: string) => withQuery(pathTo('join-complete'), { redirectUrl }),
  findAccount: () => pathTo('find-account'),
  authCallback: () => pathTo('auth-callback'),
  verify: () => pathTo('verify'),
  verifyCallback: () => pathTo('verify-callback'),
  search: shellPaths.search,
  productList: shellPaths.productList,
  productItem: (id: string | number) => pathTo('product-item', { id }),
  stylingList: () => pathTo('styling-list'),
  styling: (id: string | number) => pathTo('styling-detail', { id }),
  cart: shellPaths.cart,
  cartSample: () => pathTo('cart-sample'),
  orderCheckout: () => pathTo('order-checkout'),
  orderCheckoutSample: () => pathTo('order-checkout-sample'),
  orderComplete: () => pathTo('order-complete'),
  orderDetail: (orderNo?: string) => withQuery(pathTo('order-detail'), { orderNo }),
  orderMobile: () => pathTo('order-mobile'),
  guestOrderChecked: (orderNo?: string) => withQuery(pathTo('order-private-checked'), { orderNo }),
  guestOrderCheckout: () => pathTo('order-private-checkout'),
  guestOrderMobile: () => pathTo('order-private-mobile'),
  eventInvitation: () => pathTo('events-invitation'),
  eventCoupon: (eventCode: string) => pathTo('events-coupon', { eventCode }),
  exhibition: (id?: string | number) => pathTo('exhibition', { id }),
  faq: () => pathTo('board-faq'),
  notices: () => pathTo('board-notice'),
  notice: (id: string | number) => pathTo('board-notice-detail', { id }),
  aboutBrand: () => pathTo('about-brand'),
  aboutCompany: () => pathTo('about-company'),
  aboutPeople: () => pathTo('about-people'),
  policy: (category?: string) => pathTo('policy', { category }),
  showroom: () => pathTo('showroom'),
  showroomOffice: (office: string) => pathTo('showroom-office', { office }),
  showroomFloor: (office: string, floor: string | number) => pathTo('showroom-floor', { office, floor }),
  routeTo: (path: string) => withQuery(pathTo('route'), { path }),
  mypage: {
    home: shellPaths.mypageHome,
    address: () => pathTo('mypage-address'),
    addressRegistration: () => pathTo('mypage-address-registration'),
    bookmark: () => pathTo('mypage-bookmark'),
    /** 사용 가능 / 사용 완료 / 기간 만료 tabs; the usable tab and page 1 stay out of the address. */
    coupon: (filters: { status?: 'usable' | 'used' | 'expired'; page?: number } = {}) =>
      withQuery(pathTo('mypage-coupon'), { status: filters.status === 'usable' ? undefined : filters.status, page: pageParam(filters.page) }),
    /** 1:1 문의: the list (kind, status, page), one inquiry (inquiryNo), or the form (write=new, or edit=inquiryNo). */
    inquiry: (view: { kind?: 'ONE_TO_ONE' | 'PRODUCT'; status?: 'ALL' | 'WAITING' | 'ANSWERED'; page?: number; inquiryNo?: number; write?: 'new' | number } = {}) =>
      withQuery(pathTo('mypage-inquiry'), {
        kind: view.kind === 'PRODUCT' ? view.kind : undefined,
        status: view.status === 'ALL' ? undefined : view.status,
        page: pageParam(view.page),
        inquiryNo: view.inquiryNo === undefined ? undefined : String(view.inquiryNo),
        write: view.write === undefined ? undefined : String(view.write),
      }),
    invitation: () => pathTo('mypage-invitation'),
    point: (page?: number) => withQuery(pathTo('mypage-point'), { page: pageParam(page) }),
    profile: () => pathTo('mypage-profile'),
    profileCallback: () => pathTo('mypage-profile-callback'),
    withdrawal: () => pathTo('mypage-profile-withdrawal'),
    wish: () => pathTo('mypage-wish'),
    productHistory: () => pathTo('mypage-history-product'),
    businessMember: () => pathTo('mypage-member-business'),
    /** The cancel form, with the order and the lines to cancel chosen. */
    orderCancel: (target?: ClaimFormTarget) => claimFormPath(pathTo('mypage-order-cancel'), target),
    orderCancelList: (filters: { period?: OrderPeriod; page?: number } = {}) =>
      withQuery(pathTo('mypage-order-cancel-list'), { period: filters.period, page: pageParam(filters.page) }),
    orderCancelDetail: (id?: string | number) => pathTo('mypage-order-cancel-detail', { id }),
    orderList: (filters: { status?: OrderListFilter; period?: OrderPeriod; page?: number } = {}) =>
      withQuery(pathTo('mypage-order-list'), { status: filters.status === 'ALL' ? undefined : filters.status, period: filters.period, page: pageParam(filters.page) }),
    /** The return request form (the spec names its route "refund"), with the order and lines chosen. */
    orderRefund: (target?: ClaimFormTarget) => claimFormPath(pathTo('mypage-order-refund'), target),
    /** The cancel or return form for a kind of claim. */
    orderClaimForm: (kind: ClaimKindName, target?: ClaimFormTarget) => claimFormPath(pathTo(kind === 'CANCEL' ? 'mypage-order-cancel' : 'mypage-order-refund'), target),
    order: (id?: string | number) => pathTo('mypage-order', { id }),
    reviewBefore: () => pathTo('mypage-review-before'),
    reviewRegister: () => pathTo('mypage-review-register'),
    /** The review form: a new review of an order line, or an edit of a review written. */
    reviewWrite: (target?: { orderNo: string; lineNo: number } | { reviewId: number }) =>
      withQuery(pathTo('mypage-review-write'), !target ? {} : 'reviewId' in target ? { reviewId: String(target.reviewId) } : { orderNo: target.orderNo, lineNo: String(target.lineNo) }),
  },
} as const;
