import { isStaffRight, type StaffMe, type StaffView } from '@maru/domain';
import type { StaffContext } from './require-staff';
import type { StaffMeRow, StaffRow } from './queries/staff';

export const meOf = ({ staffId, email, name, role, roleName, rights }: StaffContext | StaffMeRow): StaffMe => ({
  staffId,
  email,
  name,
  role,
  roleName,
  rights: (rights as readonly string[]).filter(isStaffRight),
});

export const staffViewOf = (row: StaffRow): StaffView => ({
  staffId: row.staffId,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  lastSignedInAt: row.lastSignedInAt?.toISOString() ?? null,
});

/** What the audit log keeps of an account: never its password hash. */
export const auditedStaff = (row: Pick<StaffRow, 'email' | 'name' | 'role' | 'active'>) => ({ email: row.email, name: row.name, role: row.role, active: row.active });
