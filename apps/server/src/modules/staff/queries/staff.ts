import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { readByIds } from '../../../db/by-ids';

export interface StaffRow {
  staffId: number;
  email: string;
  name: string;
  role: string;
  active: boolean;
  createdAt: Date;
  lastSignedInAt: Date | null;
}

const columns = [
  'staff_id as staffId',
  'email',
  'name',
  'role',
  'active',
  'created_at as createdAt',
  'last_signed_in_at as lastSignedInAt',
] as const;

export interface SignInAccount {
  staffId: number;
  active: boolean;
  passwordHash: string;
}

export function findAccountByEmail(db: Kysely<Database>, email: string): Promise<SignInAccount | undefined> {
  return db
    .selectFrom('staff')
    .select(['staff_id as staffId', 'active', 'password_hash as passwordHash'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findStaff(db: Kysely<Database>, staffId: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').select(columns).where('staff_id', '=', staffId).executeTakeFirst();
}

export interface StaffMeRow extends StaffRow {
  roleName: string;
  rights: readonly string[];
}

/** The account with its role's name and rights, as the console's "me" shows them. */
export function findStaffWithRights(db: Kysely<Database>, staffId: number): Promise<StaffMeRow | undefined> {
  return db
    .selectFrom('staff')
    .innerJoin('staff_role', 'staff_role.role_key', 'staff.role')
    .select([
      'staff.staff_id as staffId',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.active',
      'staff.created_at as createdAt',
      'staff.last_signed_in_at as lastSignedInAt',
      'staff_role.name as roleName',
      'staff_role.rights',
    ])
    .where('staff.staff_id', '=', staffId)
    .executeTakeFirst();
}

/** Active staff first, then in the order they joined. */
export function listStaff(db: Kysely<Database>): Promise<StaffRow[]> {
  return db.selectFrom('staff').select(columns).orderBy('active', 'desc').orderBy('staff_id').execute();
}

export interface NewStaff {
  email: string;
  name: string;
  role: string;
  passwordHash: string;
}

/** Undefined when the address is taken: the unique index on lower(email) decides, races included. */
export async function insertStaff(db: Kysely<Database>, staff: NewStaff): Promise<StaffRow | undefined> {
  return db
    .insertInto('staff')
    .values({ email: staff.email.trim().toLowerCase(), name: staff.name, role: staff.role, password_hash: staff.passwordHash })
    .onConflict((oc) => oc.doNothing())
    .returning(columns)
    .executeTakeFirst();
}

/**
 * The ids of the active admins, locked until the transaction ends. Every change that could
 * leave no admin takes this lock first, so two admins demoting each other at the same moment
 * run one after the other and the second sees the first's result.
 */
export async function lockActiveAdmins(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('staff').select('staff_id').where('role', '=', 'ADMIN').where('active', '=', true).orderBy('staff_id').forUpdate().execute();
  return rows.map((row) => row.staff_id);
}

/** True when the account is active and its role holds the 'staff' right (read under the caller's locks). */
export async function holdsStaffRight(db: Kysely<Database>, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .innerJoin('staff_role', 'staff_role.role_key', 'staff.role')
    .select('staff.staff_id')
    .where('staff.staff_id', '=', staffId)
    .where('staff.active', '=', true)
    .where(sql<boolean>`'staff' = any(staff_role.rights)`)
    .executeTakeFirst();
  return row !== undefined;
}

/** An active account's role and that role's rights, read now (undefined once deactivated). */
export function findActiveRole(db: Kysely<Database>, staffId: number): Promise<{ role: string; rights: string[] } | undefined> {
  return db
    .selectFrom('staff')
    .innerJoin('staff_role', 'staff_role.role_key', 'staff.role')
    .select(['staff.role', 'staff_role.rights'])
    .where('staff.staff_id', '=', staffId)
    .where('staff.active', '=', true)
    .executeTakeFirst();
}

export function lockStaff(db: Kysely<Database>, staffId: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').select(columns).where('staff_id', '=', staffId).forUpdate().executeTakeFirst();
}

export async function updateStaff(db: Kysely<Database>, staffId: number, change: { role?: string; active?: boolean; lastSignedInAt?: Date }): Promise<void> {
  await db
    .updateTable('staff')
    .set({
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.active === undefined ? {} : { active: change.active }),
      ...(change.lastSignedInAt === undefined ? {} : { last_signed_in_at: change.lastSignedInAt }),
    })
    .where('staff_id', '=', staffId)
    .execute();
}

export function staffNames(db: Kysely<Database>, staffIds: readonly number[]): Promise<Map<number, string>> {
  return readByIds(staffIds, (ids) => db.selectFrom('staff').select(['staff_id', 'name']).where('staff_id', 'in', ids).execute(), (row) => [row.staff_id, row.name]);
}
