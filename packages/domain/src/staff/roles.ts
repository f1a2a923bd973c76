/**
 * Staff roles of the operator console. ADMIN manages staff accounts besides everything an
 * OPERATOR does (business approvals, the audit log, and later orders).
 */
export const STAFF_ROLES = ['ADMIN', 'OPERATOR'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleLabels: Readonly<Record<StaffRole, string>> = {
  ADMIN: '관리자',
  OPERATOR: '운영자',
};

/** True when a member of `role` may use something open to `allowed` (an empty list means every role). */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return allowed.length === 0 || allowed.includes(role);
}
