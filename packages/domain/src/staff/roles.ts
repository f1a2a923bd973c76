/**
 * Staff roles of the operator console. ADMIN manages staff accounts besides everything an
 * OPERATOR does (orders, claims, inquiries, bookings, business approvals, the audit log).
 * CATALOGUE edits products, stock and categories only; CONTENT what shoppers read (banners,
 * the home page, notices and FAQ, policies, exhibitions, styling rooms); PROMOTIONS coupons.
 * None of the three sees orders or members' data. ADMIN and OPERATOR may do all of it.
 */
export const STAFF_ROLES = ['ADMIN', 'OPERATOR', 'CATALOGUE', 'CONTENT', 'PROMOTIONS'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleLabels: Readonly<Record<StaffRole, string>> = {
  ADMIN: '관리자',
  OPERATOR: '운영자',
  CATALOGUE: '상품 담당',
  CONTENT: '콘텐츠 담당',
  PROMOTIONS: '프로모션 담당',
};

/** Who works with orders, claims, members and bookings: the shop's operators, not the catalogue, content or promotions staff. */
export const SHOP_OPERATION_ROLES: readonly StaffRole[] = ['ADMIN', 'OPERATOR'];
/** Who edits the catalogue. */
export const CATALOGUE_ROLES: readonly StaffRole[] = ['ADMIN', 'OPERATOR', 'CATALOGUE'];
/** Who edits what shoppers read besides products. */
export const CONTENT_ROLES: readonly StaffRole[] = ['ADMIN', 'OPERATOR', 'CONTENT'];
/** Who makes and issues coupons. */
export const PROMOTION_ROLES: readonly StaffRole[] = ['ADMIN', 'OPERATOR', 'PROMOTIONS'];

/** True when a member of `role` may use something open to `allowed` (an empty list means every role). */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return allowed.length === 0 || allowed.includes(role);
}
