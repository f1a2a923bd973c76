import { ApiCode } from '@maru/domain';
import type { Kysely } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { hashPassword } from '../identity';
import { type AuditActor, recordAudit } from './audit';
import { reachOf, refuseRightsNotHeld } from './grant-rules';
import { roleRights } from './queries/roles';
import { holdsStaffRight, insertStaff, lockActiveAdmins, lockStaff, type StaffRow, updateStaff } from './queries/staff';
import { revokeSessionsOf } from './queries/sessions';
import { roleRefused } from './require-staff';
import { auditedStaff } from './staff-view';

export interface NewStaffAccount {
  email: string;
  name: string;
  /** A staff_role's key. */
  role: string;
  /** Already checked against the staff rule (staffPasswordProblem). */
  password: string;
}

const emailTaken = () => new ApiError(ApiCode.STAFF_EMAIL_TAKEN, '이미 등록된 직원 이메일입니다.');
const notFound = () => new ApiError(ApiCode.STAFF_NOT_FOUND, '직원을 찾을 수 없습니다.', 404);
const selfChange = () => new ApiError(ApiCode.STAFF_SELF_CHANGE, '본인의 역할이나 상태는 바꿀 수 없습니다.');
const unknownRole = () => new ApiError(ApiCode.STAFF_ROLE_UNKNOWN, '없는 역할입니다.');
const lastAdmin = () => new ApiError(ApiCode.STAFF_LAST_ADMIN, '활성 관리자가 한 명뿐이라 역할을 바꾸거나 비활성화할 수 없습니다.');

/**
 * Creates a staff account and logs it. `actor` is the admin who did it, or 'command' for
 * the create-admin command, whose entry names the new account itself as the actor (the
 * log has no one else to name, and still shows how the account came to be).
 */
export async function createStaffAccount(db: Kysely<Database>, account: NewStaffAccount, actor: AuditActor | 'command'): Promise<StaffRow> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction().execute(async (trx) => {
    const rights = await roleRights(trx, account.role);
    if (!rights) throw unknownRole();
    // The create-admin command stands for the shop's owner; a staff member gives only what they hold.
    if (actor !== 'command') refuseRightsNotHeld(await reachOf(trx, actor), rights);
    const created = await insertStaff(trx, { ...account, passwordHash });
    if (!created) throw emailTaken();
    const by = actor === 'command' ? { staffId: created.staffId, ip: 'command' } : actor;
    const after = actor === 'command' ? { ...auditedStaff(created), createdBy: 'staff:create-admin' } : auditedStaff(created);
    await recordAudit(trx, { ...by, action: 'staff.create', targetType: 'staff', targetId: created.staffId, before: null, after });
    return created;
  });
}

/**
 * The checks every change of a role or of access shares, in a transaction holding the
 * active admins' lock (see lockActiveAdmins): the target exists, is not the actor, and is
 * not the last active admin losing that standing; the actor still holds the 'staff' right (a
 * concurrent change may have just taken it away).
 */
async function lockedChange(trx: Kysely<Database>, actor: AuditActor, staffId: number, leavesAdmins: (target: StaffRow) => boolean): Promise<StaffRow> {
  const admins = await lockActiveAdmins(trx);
  const target = await lockStaff(trx, staffId);
  if (!target) throw notFound();
  if (target.staffId === actor.staffId) throw selfChange();
  if (admins.includes(target.staffId) && leavesAdmins(target) && admins.length <= 1) throw lastAdmin();
  if (!(await holdsStaffRight(trx, actor.staffId))) throw roleRefused();
  return target;
}

/** A new role ends the staff member's open sessions: they sign in again and get what the role allows. */
export async function changeStaffRole(db: Kysely<Database>, actor: AuditActor, staffId: number, role: string): Promise<StaffRow> {
  return db.transaction().execute(async (trx) => {
    const target = await lockedChange(trx, actor, staffId, () => role !== 'ADMIN');
    const rights = await roleRights(trx, role);
    if (!rights) throw unknownRole();
    // Giving a role is giving its rights: only what the actor holds (their own role is refused above).
    refuseRightsNotHeld(await reachOf(trx, actor), rights);
    if (target.role === role) return target;
    const now = new Date();
    await updateStaff(trx, staffId, { role });
    await revokeSessionsOf(trx, staffId, now);
    await recordAudit(trx, { ...actor, action: 'staff.role_change', targetType: 'staff', targetId: staffId, before: { role: target.role }, after: { role } });
    return { ...target, role };
  });
}

/** Deactivation ends the staff member's sessions at once; the account stays, for the log's sake. */
export async function deactivateStaff(db: Kysely<Database>, actor: AuditActor, staffId: number): Promise<StaffRow> {
  return db.transaction().execute(async (trx) => {
    const target = await lockedChange(trx, actor, staffId, () => true);
    if (!target.active) return target;
    const now = new Date();
    await updateStaff(trx, staffId, { active: false });
    const revoked = await revokeSessionsOf(trx, staffId, now);
    await recordAudit(trx, { ...actor, action: 'staff.deactivate', targetType: 'staff', targetId: staffId, before: { active: true }, after: { active: false, sessionsEnded: revoked } });
    return { ...target, active: false };
  });
}
