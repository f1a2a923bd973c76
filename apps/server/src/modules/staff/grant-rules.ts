import { ApiCode, STAFF_RIGHTS, staffRightLabels } from '@maru/domain';
import type { Kysely } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import type { AuditActor } from './audit';
import { findActiveRole } from './queries/staff';
import { roleRefused } from './require-staff';

/**
 * Issue 41: the 'staff' right lets its holder edit roles and hand them out, but not further
 * than their own reach. Nobody hands on a right they do not hold (in a role they make or
 * edit, or through a role they give an account), nor reshapes the role they hold themselves
 * (or the 'staff' right alone would be every right). ADMIN holds every right, so it is not
 * held back; its own role is fixed anyway (roles.ts).
 */
export interface ActorReach {
  /** The role the actor holds. */
  role: string;
  rights: readonly string[];
}

const ADMIN = 'ADMIN';

/**
 * The actor's role and rights as stored now, in the change's transaction: a change made
 * since their request began counts. 6003 once they no longer hold the 'staff' right.
 */
export async function reachOf(trx: Kysely<Database>, actor: AuditActor): Promise<ActorReach> {
  const held = await findActiveRole(trx, actor.staffId);
  if (!held?.rights.includes('staff')) throw roleRefused();
  // ADMIN is every right by definition, also one added to STAFF_RIGHTS before its row is.
  return held.role === ADMIN ? { role: ADMIN, rights: STAFF_RIGHTS } : held;
}

/** 6003 naming the rights among `rights` the actor does not hold; rights no longer defined grant nothing and pass. */
export function refuseRightsNotHeld(reach: ActorReach, rights: readonly string[]): void {
  const lacking = STAFF_RIGHTS.filter((right) => rights.includes(right) && !reach.rights.includes(right));
  if (lacking.length > 0) throw rightsNotHeld(lacking.map((right) => staffRightLabels[right]));
}

/** 6007 when the role is the actor's own: its rights are changed by someone else. */
export function refuseOwnRole(reach: ActorReach, role: string): void {
  if (reach.role === role) throw new ApiError(ApiCode.STAFF_SELF_CHANGE, '본인이 가진 역할의 권한은 바꿀 수 없습니다.');
}

const rightsNotHeld = (labels: readonly string[]) =>
  new ApiError(ApiCode.STAFF_ROLE_REFUSED, `본인에게 없는 권한(${labels.map((label) => `‘${label}’`).join(', ')})은 역할에 넣거나 직원에게 맡길 수 없습니다.`, 403);
