import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export interface RoleRow {
  role: string;
  name: string;
  rights: string[];
  builtIn: boolean;
  staffCount: number;
}

const roleColumns = ['staff_role.role_key as role', 'staff_role.name', 'staff_role.rights', 'staff_role.built_in as builtIn'] as const;

/** Built-in roles first in the order they were seeded, then the admin's in the order made. */
export async function listRoles(db: Kysely<Database>): Promise<RoleRow[]> {
  const rows = await db
    .selectFrom('staff_role')
    .leftJoin('staff', 'staff.role', 'staff_role.role_key')
    .select([...roleColumns, (eb) => eb.fn.count<string>('staff.staff_id').as('staffCount')])
    .groupBy('staff_role.role_key')
    .orderBy('staff_role.built_in', 'desc')
    .orderBy('staff_role.created_at')
    .orderBy('staff_role.role_key')
    .execute();
  return rows.map((row) => ({ ...row, staffCount: Number(row.staffCount) }));
}

/** The role, locked until the transaction ends (a change and a delete of one role run one after the other). */
export async function lockRole(db: Kysely<Database>, role: string): Promise<RoleRow | undefined> {
  const row = await db.selectFrom('staff_role').select(roleColumns).where('role_key', '=', role).forUpdate().executeTakeFirst();
  if (!row) return undefined;
  const count = await db.selectFrom('staff').select((eb) => eb.fn.countAll<string>().as('n')).where('role', '=', role).executeTakeFirstOrThrow();
  return { ...row, staffCount: Number(count.n) };
}

/** The rights of a role, or undefined when no role has the key. */
export async function roleRights(db: Kysely<Database>, role: string): Promise<string[] | undefined> {
  return (await db.selectFrom('staff_role').select('rights').where('role_key', '=', role).executeTakeFirst())?.rights;
}

/** False when the key is taken (the primary key decides, races included). */
export async function insertRole(db: Kysely<Database>, role: { role: string; name: string; rights: string[] }): Promise<boolean> {
  const row = await db
    .insertInto('staff_role')
    .values({ role_key: role.role, name: role.name, rights: role.rights })
    .onConflict((oc) => oc.doNothing())
    .returning('role_key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateRole(db: Kysely<Database>, role: string, change: { name: string; rights: string[] }): Promise<void> {
  await db.updateTable('staff_role').set({ name: change.name, rights: change.rights }).where('role_key', '=', role).execute();
}

export async function deleteRole(db: Kysely<Database>, role: string): Promise<void> {
  await db.deleteFrom('staff_role').where('role_key', '=', role).where('built_in', '=', false).execute();
}
