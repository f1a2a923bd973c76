/**
 * Staff roles of the operator console. ADMIN manages staff accounts besides everything an
 * OPERATOR does (orders, claims, inquiries, bookings, business approvals, the audit log).
 * CATALOGUE edits products, stock and categories only: no orders, no member data. ADMIN and
 * OPERATOR may edit the catalogue too.
 */
export const STAFF_ROLES = ['ADMIN', 'OPERATOR', 'CATALOGUE'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleLabels: Readonly<Record<StaffRole, string>> = {
  ADMIN: '관리자',
  OPERATOR: '운영자',
  CATALOGUE: '상품 담당',
};

/** Who works with orders, claims, members and bookings: everyone but catalogue staff. */
export const SHOP_OPERATION_ROLES: readonly StaffRole[] = ['ADMIN', 'OPERATOR'];
/** Who edits the catalogue. */
export const CATALOGUE_ROLES: readonly StaffRole[] = ['ADMIN', 'OPERATOR', 'CATALOGUE'];

/** True when a member of `role` may use something open to `allowed` (an empty list means every role). */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return allowed.length === 0 || allowed.includes(role);
}
