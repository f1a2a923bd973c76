import { ApiCode, type CreateStaffRoleRequest, type EditStaffRoleRequest, isStaffRight, type StaffRoleView } from '@maru/domain';
import type { Kysely } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { type AuditActor, recordAudit } from './audit';
import { reachOf, refuseOwnRole, refuseRightsNotHeld } from './grant-rules';
import { deleteRole, insertRole, listRoles, lockRole, type RoleRow, updateRole } from './queries/roles';

const unknownRole = () => new ApiError(ApiCode.STAFF_ROLE_UNKNOWN, '없는 역할입니다.', 404);
const roleTaken = () => new ApiError(ApiCode.STAFF_ROLE_TAKEN, '이미 있는 역할 코드입니다.');
const roleInUse = () => new ApiError(ApiCode.STAFF_ROLE_IN_USE, '이 역할을 가진 직원이 있어 삭제할 수 없습니다.');
const roleFixed = () => new ApiError(ApiCode.STAFF_ROLE_FIXED, '관리자 역할의 권한과 기본 역할은 바꾸거나 삭제할 수 없습니다.');

/**
 * ADMIN keeps every right: with the rule that at least one active account is ADMIN
 * (accounts.ts, STAFF_LAST_ADMIN), nobody can lock the shop out of its own console by
 * editing roles. Its name may change.
 */
const LOCKED_ROLE = 'ADMIN';

export const roleViewOf = (row: RoleRow): StaffRoleView => ({ ...row, rights: row.rights.filter(isStaffRight) });

export async function staffRoles(db: Kysely<Database>): Promise<StaffRoleView[]> {
  return (await listRoles(db)).map(roleViewOf);
}

const audited = (row: Pick<RoleRow, 'name' | 'rights'>) => ({ roleName: row.name, rights: row.rights });

export async function createRole(db: Kysely<Database>, actor: AuditActor, request: CreateStaffRoleRequest): Promise<StaffRoleView> {
  return db.transaction().execute(async (trx) => {
    refuseRightsNotHeld(await reachOf(trx, actor), request.rights);
    if (!(await insertRole(trx, request))) throw roleTaken();
    await recordAudit(trx, { ...actor, action: 'staff_role.create', targetType: 'staff_role', targetId: request.role, before: null, after: audited(request) });
    return { role: request.role, name: request.name, rights: request.rights, builtIn: false, staffCount: 0 };
  });
}

/**
 * A new name or set of rights counts from each holder's next request (the rights are read
 * with the session), so a right taken away stops working at once without signing anyone out.
 */
export async function editRole(db: Kysely<Database>, actor: AuditActor, role: string, change: EditStaffRoleRequest): Promise<StaffRoleView> {
  return db.transaction().execute(async (trx) => {
    const current = await lockRole(trx, role);
    if (!current) throw unknownRole();
    const sameRights = current.rights.length === change.rights.length && current.rights.every((right) => (change.rights as readonly string[]).includes(right));
    if (role === LOCKED_ROLE && !sameRights) throw roleFixed();
    if (!sameRights) {
      // A right the role keeps is not handed on by this edit; only one it gains is.
      const reach = await reachOf(trx, actor);
      refuseOwnRole(reach, role);
      refuseRightsNotHeld(reach, change.rights.filter((right) => !current.rights.includes(right)));
    }
    if (sameRights && current.name === change.name) return roleViewOf(current);
    await updateRole(trx, role, change);
    await recordAudit(trx, { ...actor, action: 'staff_role.update', targetType: 'staff_role', targetId: role, before: audited(current), after: audited(change) });
    return roleViewOf({ ...current, ...change });
  });
}

/** Only a role the admin made, and only while no account (active or not) holds it. */
export async function removeRole(db: Kysely<Database>, actor: AuditActor, role: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockRole(trx, role);
    if (!current) throw unknownRole();
    if (current.builtIn) throw roleFixed();
    if (current.staffCount > 0) throw roleInUse();
    await deleteRole(trx, role);
    await recordAudit(trx, { ...actor, action: 'staff_role.delete', targetType: 'staff_role', targetId: role, before: audited(current), after: null });
  });
}
