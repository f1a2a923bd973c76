import { CATALOGUE_ROLES, roleAllows, SHOP_OPERATION_ROLES, type StaffRole } from '@maru/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * One console section: its place in the side navigation and its routes under /admin/<path>.
 * The route table and the navigation are both made from `sections` below, so a feature
 * adds itself here, once:
 *
 *     { path: 'orders', label: '주문 관리', roles: SHOP_OPERATION_ROLES,
 *       page: () => import('../features/orders/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
 *       children: [{ path: ':orderNo', lazy: () => import('../features/orders/OrderDetailPage').then((m) => ({ Component: m.OrderDetailPage })) }] }
 *
 * The server guards the same section with `consoleSection({ feature, roles })` (modules/staff):
 * roles here only decide what is shown, the server decides what is allowed.
 */
export interface ConsoleSection {
  /** The path segment under /admin. */
  path: string;
  /** The navigation's and the page's Korean name. */
  label: string;
  /** Who sees the section. */
  roles: readonly StaffRole[];
  /** The section's first page, loaded when the section is opened (its own chunk). */
  page: () => Promise<{ Component: ComponentType }>;
  /** Further pages of the section (detail views), relative to its path. */
  children?: RouteObject[];
}


export const sections: readonly ConsoleSection[] = [
  {
    path: 'orders',
    label: '주문 관리',
    roles: SHOP_OPERATION_ROLES,
    page: () => import('../features/orders/OrdersPage').then((module) => ({ Component: module.OrdersPage })),
    children: [{ path: ':orderNo', lazy: () => import('../features/orders/OrderDetailPage').then((module) => ({ Component: module.OrderDetailPage })) }],
  },
  {
    path: 'products',
    label: '상품 관리',
    // Catalogue staff (CATALOGUE) see this section and nothing with orders or members.
    roles: CATALOGUE_ROLES,
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
    roles: CATALOGUE_ROLES,
    page: () => import('../features/categories/CategoriesPage').then((module) => ({ Component: module.CategoriesPage })),
  },
  {
    path: 'inquiries',
    label: '문의 관리',
    roles: SHOP_OPERATION_ROLES,
    page: () => import('../features/inquiries/InquiriesPage').then((module) => ({ Component: module.InquiriesPage })),
    children: [{ path: ':inquiryNo', lazy: () => import('../features/inquiries/InquiryDetailPage').then((module) => ({ Component: module.InquiryDetailPage })) }],
  },
  {
    path: 'bookings',
    label: '쇼룸 예약',
    roles: SHOP_OPERATION_ROLES,
    page: () => import('../features/bookings/BookingsPage').then((module) => ({ Component: module.BookingsPage })),
  },
  {
    path: 'business',
    label: '사업자 회원 승인',
    roles: SHOP_OPERATION_ROLES,
    page: () => import('../features/business/BusinessRequestsPage').then((module) => ({ Component: module.BusinessRequestsPage })),
  },
  {
    path: 'audit',
    label: '감사 로그',
    roles: SHOP_OPERATION_ROLES,
    page: () => import('../features/audit/AuditLogPage').then((module) => ({ Component: module.AuditLogPage })),
  },
  {
    path: 'staff',
    label: '직원 관리',
    roles: ['ADMIN'],
    page: () => import('../features/staff/StaffPage').then((module) => ({ Component: module.StaffPage })),
  },
];

/** The sections a staff member of `role` sees, in navigation order. */
export const sectionsFor = (role: StaffRole): ConsoleSection[] => sections.filter((section) => roleAllows(role, section.roles));
