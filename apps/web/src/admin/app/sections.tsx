import type { StaffRight } from '@maru/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * One console section: its place in the side navigation and its routes under /admin/<path>.
 * The route table and the navigation are both made from `sections` below, so a feature
 * adds itself here, once:
 *
 *     { path: 'orders', label: '주문 관리', right: 'orders',
 *       page: () => import('../features/orders/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
 *       children: [{ path: ':orderNo', lazy: () => import('../features/orders/OrderDetailPage').then((m) => ({ Component: m.OrderDetailPage })) }] }
 *
 * The server guards the same section with `consoleSection({ feature, right })` (modules/staff):
 * the right here only decides what is shown, the server decides what is allowed.
 */
export interface ConsoleSection {
  /** The path segment under /admin. */
  path: string;
  /** The navigation's and the page's Korean name. */
  label: string;
  /** The right that shows the section (issue 28): the one its server section is guarded by. */
  right: StaffRight;
  /** The section's first page, loaded when the section is opened (its own chunk). */
  page: () => Promise<{ Component: ComponentType }>;
  /** Further pages of the section (detail views), relative to its path. */
  children?: RouteObject[];
}


export const sections: readonly ConsoleSection[] = [
  {
    // The console's home for the shop's operators (issue 28): the first section they may open.
    path: 'dashboard',
    label: '대시보드',
    right: 'orders',
    page: () => import('../features/dashboard/DashboardPage').then((module) => ({ Component: module.DashboardPage })),
  },
  {
    path: 'orders',
    label: '주문 관리',
    right: 'orders',
    page: () => import('../features/orders/OrdersPage').then((module) => ({ Component: module.OrdersPage })),
    children: [{ path: ':orderNo', lazy: () => import('../features/orders/OrderDetailPage').then((module) => ({ Component: module.OrderDetailPage })) }],
  },
  {
    // Issue 28: members found and looked after (right 'members'); their data masked, revealed with a reason.
    path: 'members',
    label: '회원 관리',
    right: 'members',
    page: () => import('../features/members/MembersPage').then((module) => ({ Component: module.MembersPage })),
    children: [{ path: ':memberId', lazy: () => import('../features/members/MemberDetailPage').then((module) => ({ Component: module.MemberDetailPage })) }],
  },
  {
    path: 'products',
    label: '상품 관리',
    // Catalogue staff (CATALOGUE) see this section and nothing with orders or members.
    right: 'catalogue',
    page: () => import('../features/products/ProductsPage').then((module) => ({ Component: module.ProductsPage })),
    children: [
      { path: 'new', lazy: () => import('../features/products/ProductEditPage').then((module) => ({ Component: module.ProductEditPage })) },
      { path: 'import', lazy: () => import('../features/products/ImportPage').then((module) => ({ Component: module.ImportPage })) },
      { path: 'low-stock', lazy: () => import('../features/products/LowStockPage').then((module) => ({ Component: module.LowStockPage })) },
      { path: ':productNo', lazy: () => import('../features/products/ProductEditPage').then((module) => ({ Component: module.ProductEditPage })) },
    ],
  },
  {
    path: 'categories',
    label: '카테고리·브랜드',
    right: 'catalogue',
    page: () => import('../features/categories/CategoriesPage').then((module) => ({ Component: module.CategoriesPage })),
  },
  {
    path: 'inquiries',
    label: '문의 관리',
    right: 'orders',
    page: () => import('../features/inquiries/InquiriesPage').then((module) => ({ Component: module.InquiriesPage })),
    children: [{ path: ':inquiryNo', lazy: () => import('../features/inquiries/InquiryDetailPage').then((module) => ({ Component: module.InquiryDetailPage })) }],
  },
  {
    path: 'reviews',
    label: '리뷰 관리',
    right: 'orders',
    page: () => import('../features/reviews/ReviewsPage').then((module) => ({ Component: module.ReviewsPage })),
    children: [{ path: ':reviewId', lazy: () => import('../features/reviews/ReviewDetailPage').then((module) => ({ Component: module.ReviewDetailPage })) }],
  },
  {
    path: 'coupons',
    label: '쿠폰 관리',
    // Promotions staff (PROMOTIONS) see this section and nothing with orders or members' data.
    right: 'promotions',
    page: () => import('../features/coupons/CouponsPage').then((module) => ({ Component: module.CouponsPage })),
    children: [{ path: ':couponId', lazy: () => import('../features/coupons/CouponEditPage').then((module) => ({ Component: module.CouponEditPage })) }],
  },
  {
    path: 'exhibitions',
    label: '기획전 관리',
    // Content staff (CONTENT) see this section and the other content ones, nothing with orders or members.
    right: 'content',
    page: () => import('../features/inspiration/ExhibitionsPage').then((module) => ({ Component: module.ExhibitionsPage })),
    children: [{ path: ':exhibitionNo', lazy: () => import('../features/inspiration/ExhibitionEditPage').then((module) => ({ Component: module.ExhibitionEditPage })) }],
  },
  {
    path: 'styling',
    label: '스타일링 관리',
    right: 'content',
    page: () => import('../features/inspiration/StylingPage').then((module) => ({ Component: module.StylingPage })),
    children: [{ path: ':stylingNo', lazy: () => import('../features/inspiration/StylingEditPage').then((module) => ({ Component: module.StylingEditPage })) }],
  },
  {
    path: 'banners',
    label: '배너 관리',
    // Content staff (CONTENT) edit what shoppers read: banners, the home page, notices and FAQ, policies.
    right: 'content',
    page: () => import('../features/content/BannersPage').then((module) => ({ Component: module.BannersPage })),
    children: [{ path: ':bannerSeq', lazy: () => import('../features/content/BannerEditPage').then((module) => ({ Component: module.BannerEditPage })) }],
  },
  {
    path: 'home',
    label: '홈 화면',
    right: 'content',
    page: () => import('../features/content/HomeSectionsPage').then((module) => ({ Component: module.HomeSectionsPage })),
    children: [{ path: ':sectionId', lazy: () => import('../features/content/HomeSectionEditPage').then((module) => ({ Component: module.HomeSectionEditPage })) }],
  },
  {
    path: 'board',
    label: '공지·FAQ',
    right: 'content',
    page: () => import('../features/content/BoardPage').then((module) => ({ Component: module.BoardPage })),
    children: [
      { path: 'notices/:noticeNo', lazy: () => import('../features/content/NoticeEditPage').then((module) => ({ Component: module.NoticeEditPage })) },
      { path: 'faqs', lazy: () => import('../features/content/FaqsPage').then((module) => ({ Component: module.FaqsPage })) },
      { path: 'faqs/:faqNo', lazy: () => import('../features/content/FaqEditPage').then((module) => ({ Component: module.FaqEditPage })) },
    ],
  },
  {
    path: 'policies',
    label: '약관·정책',
    right: 'content',
    page: () => import('../features/content/PoliciesPage').then((module) => ({ Component: module.PoliciesPage })),
    children: [
      { path: ':type', lazy: () => import('../features/content/PolicyVersionsPage').then((module) => ({ Component: module.PolicyVersionsPage })) },
      { path: ':type/versions/:versionId', lazy: () => import('../features/content/PolicyVersionPage').then((module) => ({ Component: module.PolicyVersionPage })) },
    ],
  },
  {
    path: 'bookings',
    label: '쇼룸 예약',
    right: 'showroom',
    page: () => import('../features/bookings/BookingsPage').then((module) => ({ Component: module.BookingsPage })),
  },
  {
    path: 'business',
    label: '사업자 회원 승인',
    right: 'members',
    page: () => import('../features/business/BusinessRequestsPage').then((module) => ({ Component: module.BusinessRequestsPage })),
  },
  {
    path: 'audit',
    label: '감사 로그',
    right: 'staff',
    page: () => import('../features/audit/AuditLogPage').then((module) => ({ Component: module.AuditLogPage })),
  },
  {
    path: 'staff',
    label: '직원 관리',
    right: 'staff',
    page: () => import('../features/staff/StaffPage').then((module) => ({ Component: module.StaffPage })),
    // Issue 28: the roles accounts are given and their rights per menu, reached from 직원 관리.
    children: [{ path: 'roles', lazy: () => import('../features/staff/RolesPage').then((module) => ({ Component: module.RolesPage })) }],
  },
];

/** The sections a staff member holding `rights` sees, in navigation order. */
export const sectionsFor = (rights: readonly StaffRight[]): ConsoleSection[] => sections.filter((section) => rights.includes(section.right));
